import { isApiError } from '../src/api';

/**
 * The cart's and the wishlist's messages by id, in English. The machines keep ids (and the
 * server's own text when it refused a change); screens show `cartMessageText` or
 * `wishlistMessageText`, so a language catalogue can replace these without touching a machine.
 */
export const CART_MESSAGES = {
  maxQuantity: 'You can buy up to 10 of this item.',
  outOfStock: 'This item is out of stock.',
  refused: 'Your cart could not be changed. Please try again.',
  queued:
    'You are offline. Your cart is saved on this device and will be updated when you are back online.',
  loadFailed: 'Your cart could not be loaded.',
  mergeFailed:
    'The items you added before logging in are saved on this device and will join your cart when you are back online.',
} as const;

export const WISHLIST_MESSAGES = {
  loadFailed: 'Your wishlist could not be loaded.',
  changeFailed: 'Your wishlist could not be changed. Please try again.',
} as const;

export type CartMessageId = keyof typeof CART_MESSAGES;
export type WishlistMessageId = keyof typeof WISHLIST_MESSAGES;

export interface ShopMessage<Id extends string> {
  id: Id;
  /** The product the message is about (shown beside its line or button), or null. */
  slug: string | null;
  /** The server's reason for a refusal ("This item is out of stock."), shown instead of the id's text. */
  serverText: string | null;
}

export type CartMessage = ShopMessage<CartMessageId>;
export type WishlistMessage = ShopMessage<WishlistMessageId>;

export const cartMessageText = (message: CartMessage): string =>
  message.serverText ?? CART_MESSAGES[message.id];

export const wishlistMessageText = (message: WishlistMessage): string =>
  message.serverText ?? WISHLIST_MESSAGES[message.id];

/**
 * How a failed call ends: the session is over (401), the server refused the change (any other
 * 4xx: it will refuse it again), or the change is unconfirmed (no answer, a timeout, a server
 * error, an answer that did not decode): sending it again is safe, as every change is absolute.
 */
export type CallFailure = 'expired' | 'refused' | 'unconfirmed';

export function failureOf(error: unknown): CallFailure {
  if (!isApiError(error) || error.status === null) return 'unconfirmed';
  if (error.status === 401) return 'expired';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'unconfirmed';
}

/** The server's reason: its `error` text, else the first of its field messages. */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.serverMessage ?? Object.values(error.fieldErrors ?? {})[0]?.[0] ?? null;
}
