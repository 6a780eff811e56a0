import type { Cart, CartLine, CartMergeRequest } from '../src/api';
import type { CartDevice, DeviceLine, GuestCart } from '../src/lib/cart-store';
import type { ChangeInput } from './cart-calls';
import {
  applyChanges,
  serverLineId,
  toDeviceLines,
  unitsOf,
  type CartIntent,
  type CartRefusal,
} from './cart-lines';
import type { CartMessage } from './cart-messages';

/**
 * The cart statechart's context and events, and what screens read from its context: the lines
 * shown, the badge's count. cart-setup.ts implements the actions over it, cart.machine.ts is the
 * chart.
 */

export type { CartIntent } from './cart-lines';

export interface CartInput {
  /** The device's storage (src/lib/cart-store in the app); the machine touches no other. */
  device: CartDevice;
  /** A new merge_id (a UUID in the app). */
  newMergeId: () => string;
}

export interface CartContext extends CartInput {
  /** The signed-in account's id, or null for a guest. */
  account: number | null;
  /** The device's guest cart, as last read or written. */
  guest: GuestCart;
  /** The account's cart as the server last answered it (prices and totals), or null. */
  cart: Cart | null;
  /** The account's changes the server has not confirmed, one per product, oldest first. */
  queue: DeviceLine[];
  /**
   * The account's lines as this device last saw them from the server, or null: until the server
   * answers (a page opened offline), they are shown, counted and changed over.
   */
  known: DeviceLine[] | null;
  /** What the shopper pressed before the account's cart was known; decided once it is. */
  held: CartIntent[];
  message: CartMessage | null;
}

export type CartEvent =
  | CartIntent
  /** The session belongs to this account (a login, or a stored session validated at start). */
  | { type: 'cart.login'; account: number }
  /** The session ended; the device's guest cart shows again. */
  | { type: 'cart.logout' }
  /** The shopper asks to try again. */
  | { type: 'cart.retry' }
  /** The browser is back online (the app sends this on the window's `online` event). */
  | { type: 'cart.online' }
  /** The server changed the cart by itself (an order placed from it): read it again. */
  | { type: 'cart.reload' };

/** Told to the app, which ends the session (spec: a 401 logs out). */
export type CartEmitted = { type: 'cart.sessionExpired' };

export const hasGuestCart = (guest: GuestCart) => guest.lines.length > 0 || guest.merge !== null;

/**
 * The lines the shopper sees: a guest's, or the server's with every unconfirmed change. While a
 * guest cart is joining the account (merging, or waiting to), its lines are what the shopper had
 * a moment ago, so they stay in view until the merged cart replaces them.
 */
export function cartLines(context: CartContext): CartLine[] {
  const { account, cart, guest } = context;
  if (account === null || (cart === null && hasGuestCart(guest))) {
    return applyChanges([], guest.lines);
  }
  return applyChanges(cart?.lines ?? applyChanges([], context.known ?? []), context.queue);
}

/**
 * True when a press can be decided before the server's cart is known: the device kept the
 * account's lines and no guest cart is joining it.
 */
export const decidesOverKnown = (context: CartContext): boolean =>
  context.account !== null &&
  context.cart === null &&
  context.known !== null &&
  !hasGuestCart(context.guest);

/** Units in the cart: the badge's count. */
export const cartCount = (context: CartContext): number => unitsOf(cartLines(context));

/** Units of one product in the cart (0 when it has no line). */
export const quantityInCart = (context: CartContext, slug: string): number =>
  cartLines(context).find((line) => line.product.slug === slug)?.quantity ?? 0;

export const refused = (refusal: CartRefusal, slug: string): CartMessage => ({
  id: refusal,
  slug,
  serverText: null,
});

export function firstChange(context: CartContext): ChangeInput {
  const [change] = context.queue;
  // `sending` is entered only when something is queued (idle's guard, offline's retry).
  if (!change) throw new Error('The cart has no change to send.');
  return { change, lineId: serverLineId(context.cart?.lines ?? [], change.product.slug) };
}

export function pendingMerge(context: CartContext): CartMergeRequest {
  // `merging` makes its merge on entry, before the call starts.
  if (!context.guest.merge) throw new Error('The cart has no merge to send.');
  return context.guest.merge;
}

/**
 * When an account's session ends, the guest cart takes its lines, so nothing the shopper sees
 * goes away; the account's queue stays on the device for its return (see GuestCart.mirror). A
 * guest cart still waiting to merge stays as it is.
 */
export function expiredGuestCart(context: CartContext): GuestCart {
  if (hasGuestCart(context.guest) || context.account === null) return context.guest;
  const lines = toDeviceLines(cartLines(context));
  return { lines, merge: null, mirror: { account: context.account, lines } };
}
