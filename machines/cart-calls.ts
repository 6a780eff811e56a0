import { fromPromise } from 'xstate';
import {
  getCart,
  mergeCart,
  removeCartLine,
  setCartItem,
  type Cart,
  type CartMergeRequest,
  type RequestOptions,
} from '../src/api';
import type { DeviceLine } from '../src/lib/cart-store';
import { removeBySlug } from './slug-changes';
import { whileActive } from './while-active';

/** One queued change and the server's id of its line, when the last answer had one. */
export interface ChangeInput {
  change: DeviceLine;
  lineId: string | null;
}

/** The client calls a change is made of; tests give stand-ins. */
export interface ChangeCalls {
  getCart: typeof getCart;
  setCartItem: typeof setCartItem;
  removeCartLine: typeof removeCartLine;
}

const clientCalls: ChangeCalls = { getCart, setCartItem, removeCartLine };

/**
 * Sends one change; resolves with the server's cart after it. A quantity is set by product
 * (PUT: the same request twice sets it once); a removal goes by the line's id (removeBySlug).
 */
export async function sendChange(
  { change, lineId }: ChangeInput,
  options: RequestOptions = {},
  calls: ChangeCalls = clientCalls,
): Promise<Cart> {
  const slug = change.product.slug;
  if (change.quantity > 0) return calls.setCartItem(slug, change.quantity, options);
  return removeBySlug(slug, lineId, {
    read: () => calls.getCart(options),
    remove: (id) => calls.removeCartLine(id, options),
    entries: (cart) => cart.lines,
  });
}

/** GET /api/cart/: the account's cart. */
export const loadCart = fromPromise<Cart>(({ signal }) => whileActive(signal, getCart({ signal })));

export const sendCartChange = fromPromise<Cart, ChangeInput>(({ input, signal }) =>
  whileActive(signal, sendChange(input, { signal })),
);

/** POST /api/cart/merge/: the guest lines join the account's cart. */
export const mergeGuestCart = fromPromise<Cart, CartMergeRequest>(({ input, signal }) =>
  whileActive(signal, mergeCart(input, { signal })),
);
