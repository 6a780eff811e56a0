import { cartProductOf, SHOP_ERRORS, summaryOf } from '../mocks/lib/shop';
import type { SeedProduct } from '../mocks/seed';
import {
  BEARER,
  ERRORS,
  exampleHeadset,
  idParameter,
  json,
  PRODUCT_NOT_FOUND,
  ref,
  requestBody,
  type Json,
} from './openapi-parts';

const LINE_NOT_FOUND = ERRORS[404]({ error: SHOP_ERRORS.cartItemNotFound });
const QUANTITY_ERRORS = ERRORS[400]({
  errors: { quantity: ['You can buy up to 10 of this item.'] },
});

/** The cart and wishlist calls, with examples made of seeded products. */
export function shopPaths(products: readonly SeedProduct[]): Record<string, Json> {
  const headset = exampleHeadset(products);
  const phone = products.find((product) => product.id === 365)!;
  const lines = [{ id: 'q7ZkR2vXc1Tn8wLbYp0eJg', product: cartProductOf(headset), quantity: 2 }];
  const cart: Json = { lines, summary: summaryOf(lines) };
  const wishlist: Json = {
    items: [
      {
        id: 'Hs4mUe9aPq2Wd7VnKc3xLw',
        product: cartProductOf(phone),
        rating: phone.rating,
        availability: 'Out of Stock',
      },
    ],
  };
  const cartAnswer = (description: string): Json => ({
    description,
    content: json(ref('Cart'), cart),
  });
  const wishlistAnswer = (description: string): Json => ({
    description,
    content: json(ref('Wishlist'), wishlist),
  });
  return {
    '/api/cart/': {
      get: {
        summary: "The shopper's cart: lines oldest first, totals computed by the server",
        security: BEARER,
        responses: { 200: cartAnswer('The cart (empty: no lines)'), 401: ERRORS[401] },
      },
    },
    '/api/cart/items/': {
      put: {
        summary:
          "Sets a product's line to exactly this quantity, creating it (idempotent: a resend cannot add twice)",
        security: BEARER,
        requestBody: requestBody('CartItemRequest', { product_slug: headset.slug, quantity: 2 }),
        responses: {
          200: cartAnswer('The cart after the change'),
          400: QUANTITY_ERRORS,
          401: ERRORS[401],
          404: PRODUCT_NOT_FOUND,
          409: ERRORS[409],
        },
      },
    },
    '/api/cart/items/{id}/': {
      patch: {
        summary: "Changes a line's quantity (more units of an out-of-stock product: 409)",
        security: BEARER,
        parameters: [idParameter('cart line')],
        requestBody: requestBody('CartLineUpdate', { quantity: 3 }),
        responses: {
          200: cartAnswer('The cart after the change'),
          400: QUANTITY_ERRORS,
          401: ERRORS[401],
          404: LINE_NOT_FOUND,
          409: ERRORS[409],
        },
      },
      delete: {
        summary: 'Removes a line',
        security: BEARER,
        parameters: [idParameter('cart line')],
        responses: {
          200: cartAnswer('The cart without the line'),
          401: ERRORS[401],
          404: LINE_NOT_FOUND,
        },
      },
    },
    '/api/cart/merge/': {
      post: {
        summary:
          "Adds a guest cart to the shopper's at login: quantities added per product, capped at 10; unknown and out-of-stock products skipped; a merge_id already applied is not applied again",
        security: BEARER,
        requestBody: requestBody('CartMergeRequest', {
          merge_id: '3f1c9a4e-7b2d-4e8a-9c61-5d0f2b7e8a13',
          items: [{ product_slug: headset.slug, quantity: 1 }],
        }),
        responses: {
          200: cartAnswer('The cart after the merge'),
          400: ERRORS[400]({
            errors: { 'items.0.quantity': ['You can buy up to 10 of this item.'] },
          }),
          401: ERRORS[401],
        },
      },
    },
    '/api/wishlist/': {
      get: {
        summary: "The shopper's wishlist, newest first",
        security: BEARER,
        responses: { 200: wishlistAnswer('The wishlist (empty: no items)'), 401: ERRORS[401] },
      },
    },
    '/api/wishlist/items/': {
      put: {
        summary: 'Adds a product (idempotent: one already there leaves the wishlist unchanged)',
        security: BEARER,
        requestBody: requestBody('WishlistItemRequest', { product_slug: phone.slug }),
        responses: {
          200: wishlistAnswer('The wishlist with the product'),
          400: ERRORS[400]({ errors: { product_slug: ['This field is required.'] } }),
          401: ERRORS[401],
          404: PRODUCT_NOT_FOUND,
        },
      },
    },
    '/api/wishlist/items/{id}/': {
      delete: {
        summary: 'Removes an item',
        security: BEARER,
        parameters: [idParameter('wishlist item')],
        responses: {
          200: wishlistAnswer('The wishlist without the item'),
          401: ERRORS[401],
          404: ERRORS[404]({ error: SHOP_ERRORS.wishlistItemNotFound }),
        },
      },
    },
  };
}
