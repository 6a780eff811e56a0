import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CartLine, CartProduct, CartSummary, WishlistItem } from '../api/types';
import type { Shown } from '../i18n/message';

/**
 * What the shell and the screens may see and do with the shopper's cart and wishlist. Their
 * statecharts (machines/cart.machine.ts, machines/wishlist.machine.ts) are app-wide actors that
 * src/app creates and loads after the first render; these handles are how components and
 * features reach them without importing the app or xstate, as the session handle does. Until the
 * cart's actor has loaded, the handle answers from this device's guest cart, so a guest's badge
 * is right at the first paint.
 */

/** A message the cart or wishlist shows: about one product's line or button, or the whole list. */
export interface ShopNotice {
  /** The product it is about, or null for the list as a whole. */
  slug: string | null;
  text: Shown;
}

export interface CartView {
  /**
   * 'loading' while an account's cart is being read (or merged), 'failed' when that read failed
   * (retry offered), 'ready' otherwise: a guest's cart is ready at once.
   */
  status: 'loading' | 'ready' | 'failed';
  /** Guest lines or the server's, with the shopper's unconfirmed changes applied. */
  lines: readonly CartLine[];
  /** Units in the cart: the badge's number. */
  count: number;
  /** The server's price box; null for a guest or while the account's cart is unknown. */
  summary: CartSummary | null;
  /** Changes kept on this device because they did not reach the server. */
  waiting: boolean;
  notice: ShopNotice | null;
}

export interface CartHandle {
  subscribe: (onChange: () => void) => () => void;
  getView: () => CartView;
  /** Add to Cart, and a line's + button: one more unit (at most 10). */
  add: (product: CartProduct) => void;
  /** A line's − button: one fewer unit (never below 1). */
  decrease: (slug: string) => void;
  /** The line goes, after the shopper confirmed. */
  remove: (slug: string) => void;
  /** Try again what failed or waits: a read, a merge, queued changes. */
  retry: () => void;
  /** The server changed the cart by itself (an order placed from it): read it again. */
  reload: () => void;
}

export interface WishlistView {
  /** 'idle' for a guest (no wishlist), 'loading', 'failed' (retry offered) or 'ready'. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: readonly WishlistItem[];
  notice: ShopNotice | null;
}

export interface WishlistHandle {
  subscribe: (onChange: () => void) => () => void;
  getView: () => WishlistView;
  add: (product: CartProduct, rating: number) => void;
  remove: (slug: string) => void;
  retry: () => void;
}

export interface ShopHandles {
  cart: CartHandle;
  wishlist: WishlistHandle;
}

export const ShopContext = createContext<ShopHandles | null>(null);

/**
 * What the server rendered and what hydration starts from: the server knows no device and no
 * session, so an empty cart and no wishlist; the device's own cart follows right after hydration.
 * The handles answer with these very objects whenever the cart is empty and settled, or there is
 * no wishlist (`sameAsEmptyCart`, `sameAsNoWishlist`): useSyncExternalStore re-renders a
 * hydrated component, at once and in one synchronous task, whenever the store's answer is not
 * the identical object the server's was, so an equal copy would re-render the product page's
 * buttons right after hydration, inside a first tap that came early (issue 27).
 */
export const EMPTY_CART: CartView = Object.freeze({
  status: 'ready',
  lines: Object.freeze([]),
  count: 0,
  summary: null,
  waiting: false,
  notice: null,
});
export const NO_WISHLIST: WishlistView = Object.freeze({
  status: 'idle',
  items: Object.freeze([]),
  notice: null,
});
const serverCart = () => EMPTY_CART;
const serverWishlist = () => NO_WISHLIST;
const serverCount = () => 0;

/** `view`, or EMPTY_CART when it is an empty, settled cart. */
export function sameAsEmptyCart(view: CartView): CartView {
  const empty =
    view.status === 'ready' &&
    view.lines.length === 0 &&
    view.summary === null &&
    !view.waiting &&
    view.notice === null;
  return empty ? EMPTY_CART : view;
}

/** `view`, or NO_WISHLIST when it is no wishlist. */
export function sameAsNoWishlist(view: WishlistView): WishlistView {
  const none = view.status === 'idle' && view.items.length === 0 && view.notice === null;
  return none ? NO_WISHLIST : view;
}

function useShopHandles(): ShopHandles {
  const handles = useContext(ShopContext);
  if (!handles) throw new Error('The shop hooks need the app providers (ShopProvider).');
  return handles;
}

/** The cart as the shopper sees it, and what they can do with it. */
export function useCart(): CartView & Omit<CartHandle, 'subscribe' | 'getView'> {
  const { cart } = useShopHandles();
  const view = useSyncExternalStore(cart.subscribe, cart.getView, serverCart);
  return {
    ...view,
    add: cart.add,
    decrease: cart.decrease,
    remove: cart.remove,
    retry: cart.retry,
    reload: cart.reload,
  };
}

/** Read the cart again (the server changed it), for a caller that does not show the cart. */
export function useCartReload(): () => void {
  return useShopHandles().cart.reload;
}

/** Units in the cart, for the navbar's badge. */
export function useCartCount(): number {
  const { cart } = useShopHandles();
  const getCount = () => cart.getView().count;
  return useSyncExternalStore(cart.subscribe, getCount, serverCount);
}

/** The wishlist as the shopper sees it, and what they can do with it. */
export function useWishlist(): WishlistView & Omit<WishlistHandle, 'subscribe' | 'getView'> {
  const { wishlist } = useShopHandles();
  const view = useSyncExternalStore(wishlist.subscribe, wishlist.getView, serverWishlist);
  return {
    ...view,
    add: wishlist.add,
    remove: wishlist.remove,
    retry: wishlist.retry,
  };
}
