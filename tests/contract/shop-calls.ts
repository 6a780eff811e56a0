import type { ApiErrorBody, Cart, Wishlist } from '../../src/api/types';
import { api, bearer, type ApiResult } from './helpers';

/**
 * The cart and wishlist calls as the contract tests make them: a token (null: none), a JSON body
 * (a string is sent as it is), and the answer validated against the document by api().
 */
export type CartAnswer = ApiResult<Cart & ApiErrorBody>;
export type WishlistAnswer = ApiResult<Wishlist & ApiErrorBody>;

export function send<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult<T & ApiErrorBody>> {
  const headers: Record<string, string> = token === null ? {} : bearer(token);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return api<T & ApiErrorBody>(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const getCart = (token: string | null): Promise<CartAnswer> =>
  send<Cart>(token, 'GET', '/api/cart/');

export const putCartItem = (
  token: string | null,
  productSlug: unknown,
  quantity: unknown,
): Promise<CartAnswer> =>
  send<Cart>(token, 'PUT', '/api/cart/items/', { product_slug: productSlug, quantity });

export const patchCartLine = (
  token: string | null,
  id: string,
  quantity: unknown,
): Promise<CartAnswer> => send<Cart>(token, 'PATCH', `/api/cart/items/${id}/`, { quantity });

export const deleteCartLine = (token: string | null, id: string): Promise<CartAnswer> =>
  send<Cart>(token, 'DELETE', `/api/cart/items/${id}/`);

export const mergeCart = (token: string | null, body: unknown): Promise<CartAnswer> =>
  send<Cart>(token, 'POST', '/api/cart/merge/', body);

export const getWishlist = (token: string | null): Promise<WishlistAnswer> =>
  send<Wishlist>(token, 'GET', '/api/wishlist/');

export const putWishlistItem = (
  token: string | null,
  productSlug: unknown,
): Promise<WishlistAnswer> =>
  send<Wishlist>(token, 'PUT', '/api/wishlist/items/', { product_slug: productSlug });

export const deleteWishlistItem = (token: string | null, id: string): Promise<WishlistAnswer> =>
  send<Wishlist>(token, 'DELETE', `/api/wishlist/items/${id}/`);

/** Catalog products as the cart and wishlist show them, written out from the seed. */
export const HEADSET = {
  slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9',
  name: 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
  brand: 'boAt',
  image_url: '/img/products/headphones-2.webp',
  price: 6959,
  mrp: 9399,
  discount_percentage: 26,
  in_stock: true,
};

/** A price with paise. */
export const WATCH = {
  slug: 'titan-raga-analog-watch-black-18',
  name: 'Titan Raga Analog Watch (Black)',
  brand: 'Titan',
  image_url: '/img/products/watches-2.webp',
  price: 1104.5,
  mrp: 1299,
  discount_percentage: 15,
  in_stock: true,
};

/** Out of stock in the seed (every 50th product). */
export const NEBULIZER = {
  slug: 'omron-ne-c101-nebulizer-white-50',
  name: 'Omron NE-C101 Nebulizer (White)',
  brand: 'Omron',
  image_url: '/img/products/health-devices-2.webp',
  price: 179,
  mrp: 289,
  discount_percentage: 38,
  in_stock: false,
};

export const EMPTY_CART: Cart = {
  lines: [],
  summary: { items: 0, price: 0, discount: 0, delivery: 0, total: 0 },
};
