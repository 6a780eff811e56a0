import { fromPromise } from 'xstate';
import {
  getCart,
  isApiError,
  mergeCart,
  removeCartLine,
  setCartItem,
  type Cart,
  type CartMergeRequest,
  type RequestOptions,
} from '../src/api';
import type { DeviceLine } from '../src/lib/cart-store';
import { serverLineId } from './cart-lines';
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

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Sends one change; resolves with the server's cart after it. A quantity is set by product
 * (PUT: the same request twice sets it once). A removal needs the line's id, which may be
 * unknown (the line was added by a send whose answer was lost) or stale (an earlier removal
 * went through but its answer was lost): then the server's cart says which line, if any, is left.
 */
export async function sendChange(
  { change, lineId }: ChangeInput,
  options: RequestOptions = {},
  calls: ChangeCalls = clientCalls,
): Promise<Cart> {
  const slug = change.product.slug;
  if (change.quantity > 0) return calls.setCartItem(slug, change.quantity, options);
  if (lineId !== null) {
    try {
      return await calls.removeCartLine(lineId, options);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  const cart = await calls.getCart(options);
  const id = serverLineId(cart.lines, slug);
  return id === null ? cart : calls.removeCartLine(id, options);
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
