import { isApiError } from '../src/api';
import type { Message, Shown } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };

/**
 * The cart's and the wishlist's messages by id. The machines keep ids (and the server's own text
 * when it refused a change); screens render `cartMessageText` or `wishlistMessageText` in the
 * page's language.
 */
export const CART_MESSAGES = {
  maxQuantity: msg(
    /*i18n*/ {
      id: 'shop.cart.max-quantity',
      message: 'You can buy up to 10 of this item.',
    },
  ),
  outOfStock: msg(/*i18n*/ { id: 'shop.cart.out-of-stock', message: 'This item is out of stock.' }),
  refused: msg(
    /*i18n*/ {
      id: 'shop.cart.refused',
      message: 'Your cart could not be changed. Please try again.',
    },
  ),
  queued: msg(
    /*i18n*/ {
      id: 'shop.cart.queued',
      message:
        'You are offline. Your cart is saved on this device and will be updated when you are back online.',
    },
  ),
  loadFailed: msg(
    /*i18n*/ { id: 'shop.cart.load-failed', message: 'Your cart could not be loaded.' },
  ),
  mergeFailed: msg(
    /*i18n*/ {
      id: 'shop.cart.merge-failed',
      message:
        'The items you added before logging in are saved on this device and will join your cart when you are back online.',
    },
  ),
} satisfies Record<string, Message>;

export const WISHLIST_MESSAGES = {
  loadFailed: msg(
    /*i18n*/ {
      id: 'shop.wishlist.load-failed',
      message: 'Your wishlist could not be loaded.',
    },
  ),
  changeFailed: msg(
    /*i18n*/ {
      id: 'shop.wishlist.change-failed',
      message: 'Your wishlist could not be changed. Please try again.',
    },
  ),
} satisfies Record<string, Message>;

/**
 * The server's refusals of a cart or wishlist change the app knows (mocks/lib/shop.ts), by their
 * text as sent; any other is shown as the server wrote it.
 */
const SHOP_REFUSALS: ReadonlyMap<string, Message> = new Map([
  ['This item is out of stock.', CART_MESSAGES.outOfStock],
  [
    'Product not found.',
    msg(/*i18n*/ { id: 'shop.refusal.product-not-found', message: 'Product not found.' }),
  ],
  [
    'Cart item not found.',
    msg(/*i18n*/ { id: 'shop.refusal.cart-item-not-found', message: 'Cart item not found.' }),
  ],
  [
    'Wishlist item not found.',
    msg(
      /*i18n*/ {
        id: 'shop.refusal.wishlist-item-not-found',
        message: 'Wishlist item not found.',
      },
    ),
  ],
]);

/** A refusal the server wrote: our message for it where we know it, else its text as sent. */
export const shopRefusal = (serverText: string): Shown =>
  SHOP_REFUSALS.get(serverText) ?? serverText;

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

export const cartMessageText = (message: CartMessage): Shown =>
  message.serverText === null ? CART_MESSAGES[message.id] : shopRefusal(message.serverText);

export const wishlistMessageText = (message: WishlistMessage): Shown =>
  message.serverText === null ? WISHLIST_MESSAGES[message.id] : shopRefusal(message.serverText);

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
