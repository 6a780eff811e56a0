// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Wishlist } from '../../src/api/types';
import { api, bothSlashes, freshShopper, loginDemo } from './helpers';
import {
  deleteWishlistItem,
  getWishlist,
  HEADSET,
  NEBULIZER,
  putWishlistItem,
  send,
  WATCH,
} from './shop-calls';

/**
 * The wishlist calls (issue 25): the account's products, newest first, each with its rating and
 * the spec's availability label from the catalog's stock; adding is idempotent.
 */

const ITEM_NOT_FOUND = { error: 'Wishlist item not found.' };

async function token(): Promise<string> {
  return (await freshShopper()).access_token;
}

describe('GET /api/wishlist/', () => {
  it.each(bothSlashes('/api/wishlist/'))(
    "answers a new shopper's empty wishlist at %s",
    async (path) => {
      const { status, body } = await send(await token(), 'GET', path);
      expect(status).toBe(200);
      expect(body).toEqual({ items: [] });
    },
  );

  it("answers the demo shopper's seeded wishlist, with the sample's two 'Out of Stock' items", async () => {
    const { access_token } = await loginDemo();
    const { status, body } = await getWishlist(access_token);
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        {
          id: expect.any(String),
          product: {
            slug: 'noise-colorfit-pro-5-smartwatch-silver-grey-44-mm-271',
            name: 'Noise ColorFit Pro 5 Smartwatch (Silver Grey, 44 mm)',
            brand: 'Noise',
            image_url: '/img/products/smart-watches-2.webp',
            price: 5719,
            mrp: 6799,
            discount_percentage: 16,
            in_stock: true,
          },
          rating: 4.6,
          availability: 'In Stock',
        },
        {
          id: expect.any(String),
          product: {
            slug: 'samsung-galaxy-m35-5g-starlight-silver-64-gb-365',
            name: 'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)',
            brand: 'Samsung',
            image_url: '/img/products/smartphones-1.webp',
            price: 11189,
            mrp: 11899,
            discount_percentage: 6,
            in_stock: false,
          },
          rating: 4.1,
          availability: 'Out of Stock',
        },
        {
          id: expect.any(String),
          product: {
            slug: 'safari-ray-laptop-backpack-blue-25-l-227',
            name: 'Safari Ray Laptop Backpack (Blue, 25 L)',
            brand: 'Safari',
            image_url: '/img/products/bags-luggage-2.webp',
            price: 2499,
            mrp: 4799,
            discount_percentage: 48,
            in_stock: true,
          },
          rating: 4.1,
          availability: 'In Stock',
        },
        {
          id: expect.any(String),
          product: {
            slug: 'jbl-tune-760nc-bluetooth-headset-pearl-white-113',
            name: 'JBL Tune 760NC Bluetooth Headset (Pearl White)',
            brand: 'JBL',
            image_url: '/img/products/headphones-1.webp',
            price: 494.5,
            mrp: 1099,
            discount_percentage: 55,
            in_stock: false,
          },
          rating: 4,
          availability: 'Out of Stock',
        },
      ],
    });
  });

  it('answers 401 without a token', async () => {
    expect(await getWishlist(null)).toMatchObject({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
  });
});

describe('PUT /api/wishlist/items/', () => {
  it.each(bothSlashes('/api/wishlist/items/'))(
    'adds products newest first at %s; adding one again changes nothing',
    async (path) => {
      const shopper = await token();
      await send(shopper, 'PUT', path, { product_slug: HEADSET.slug });
      const added = await send<Wishlist>(shopper, 'PUT', path, { product_slug: NEBULIZER.slug });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({
        items: [
          {
            id: expect.any(String),
            product: NEBULIZER,
            rating: 3.4,
            availability: 'Out of Stock',
          },
          { id: expect.any(String), product: HEADSET, rating: 4.9, availability: 'In Stock' },
        ],
      });
      const again = await send(shopper, 'PUT', path, { product_slug: HEADSET.slug });
      expect(again).toMatchObject({ status: 200, body: added.body });
    },
  );

  it('answers 404 for a product the catalog does not have, 400 for a missing or non-text slug', async () => {
    const shopper = await token();
    expect(await putWishlistItem(shopper, 'no-such-product-9999999')).toMatchObject({
      status: 404,
      body: { error: 'Product not found.' },
    });
    expect(await send(shopper, 'PUT', '/api/wishlist/items/', {})).toMatchObject({
      status: 400,
      body: { errors: { product_slug: ['This field is required.'] } },
    });
    expect(await putWishlistItem(shopper, 5)).toMatchObject({
      status: 400,
      body: { errors: { product_slug: ['This field must be text.'] } },
    });
    expect((await getWishlist(shopper)).body).toEqual({ items: [] });
  });

  it('answers 401 without a token', async () => {
    expect(await putWishlistItem(null, HEADSET.slug)).toMatchObject({ status: 401 });
  });
});

describe('DELETE /api/wishlist/items/{id}/', () => {
  it.each(['', '/'])(
    'removes the item (trailing slash: "%s"); the id is then not found',
    async (slash) => {
      const shopper = await token();
      await putWishlistItem(shopper, HEADSET.slug);
      const id = (await putWishlistItem(shopper, WATCH.slug)).body.items[0]?.id ?? '';
      const removed = await send<Wishlist>(shopper, 'DELETE', `/api/wishlist/items/${id}${slash}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({
        items: [
          { id: expect.any(String), product: HEADSET, rating: 4.9, availability: 'In Stock' },
        ],
      });
      expect(await deleteWishlistItem(shopper, id)).toMatchObject({
        status: 404,
        body: ITEM_NOT_FOUND,
      });
    },
  );

  it('answers 404 for an id that does not exist and 401 without a token', async () => {
    expect(await deleteWishlistItem(await token(), 'no-such-item')).toMatchObject({
      status: 404,
      body: ITEM_NOT_FOUND,
    });
    expect(await deleteWishlistItem(null, 'no-such-item')).toMatchObject({ status: 401 });
  });
});

describe('the wishlist paths called with other methods', () => {
  it('answer 405 with the Allow header', async () => {
    for (const [method, path, allow] of [
      ['POST', '/api/wishlist/', 'GET'],
      ['DELETE', '/api/wishlist/items/', 'PUT'],
      ['PATCH', '/api/wishlist/items/some-item/', 'DELETE'],
    ] as const) {
      const { status, headers } = await api(path, { method });
      expect(status, `${method} ${path}`).toBe(405);
      expect(headers.get('Allow')).toBe(allow);
    }
  });
});
