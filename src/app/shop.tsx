import { useEffect, type ReactNode } from 'react';
import type { CartLine, CartProduct } from '../api/types';
import { readGuestCart } from '../lib/cart-store';
import { yieldToBrowser } from '../lib/yield-to-browser';
import {
  NO_WISHLIST,
  sameAsEmptyCart,
  sameAsNoWishlist,
  ShopContext,
  type CartHandle,
  type CartView,
  type ShopHandles,
  type WishlistHandle,
  type WishlistView,
} from '../lib/shop-hooks';
import type { AppSession } from './session';
import type * as shopActorsModule from './shop-actors';

type CartSnapshot = ReturnType<shopActorsModule.CartActor['getSnapshot']>;
type WishlistSnapshot = ReturnType<shopActorsModule.WishlistActor['getSnapshot']>;

/** The started actors, and their views made once per snapshot by the loaded chunk. */
interface Running {
  actors: shopActorsModule.ShopActors;
  cartView: (snapshot: CartSnapshot) => CartView;
  wishlistView: (snapshot: WishlistSnapshot) => WishlistView;
}

/** The app-wide cart and wishlist as the router and the providers hold them. */
export interface AppShop extends ShopHandles {
  /** Loads and starts the actors, following the session; the returned function stops them. */
  start: (session: AppSession) => () => void;
}

/** A guest's cart before the cart's chunk has loaded: the lines this device keeps. */
function guestView(): CartView {
  const lines: CartLine[] = readGuestCart().lines.map(({ product, quantity }) => ({
    id: product.slug,
    product,
    quantity,
  }));
  return sameAsEmptyCart({
    status: 'ready',
    lines,
    count: lines.reduce((units, line) => units + line.quantity, 0),
    summary: null,
    waiting: false,
    notice: null,
  });
}

/** One view object per snapshot, as useSyncExternalStore needs a stable answer. */
function memoByInput<In, Out>(derive: (input: In) => Out): (input: In) => Out {
  let last: { input: In; output: Out } | null = null;
  return (input) => {
    if (last?.input !== input) last = { input, output: derive(input) };
    return last.output;
  };
}

/**
 * The cart and the wishlist of spec §2 made real (issue 25): handles that answer from this
 * device's guest cart until the statecharts (a chunk loaded after the first render) run, then
 * follow their actors. A press made before then is kept and played to the actors once they
 * start, so nothing the shopper does is lost.
 */
export function createShop(): AppShop {
  let running: Running | null = null;
  let early: CartView | null = null;
  const held: ((actors: shopActorsModule.ShopActors) => void)[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  const act = (press: (actors: shopActorsModule.ShopActors) => void) => {
    if (running) press(running.actors);
    else held.push(press);
  };

  const cart: CartHandle = {
    subscribe,
    getView: () => {
      if (running) return running.cartView(running.actors.cart.getSnapshot());
      early ??= guestView();
      return early;
    },
    add: (product: CartProduct) => act(({ cart }) => cart.send({ type: 'cart.item.add', product })),
    decrease: (slug) => act(({ cart }) => cart.send({ type: 'cart.item.decrease', slug })),
    remove: (slug) => act(({ cart }) => cart.send({ type: 'cart.item.remove', slug })),
    retry: () => act(({ cart }) => cart.send({ type: 'cart.retry' })),
    reload: () => act(({ cart }) => cart.send({ type: 'cart.reload' })),
  };

  const wishlist: WishlistHandle = {
    subscribe,
    getView: () =>
      running ? running.wishlistView(running.actors.wishlist.getSnapshot()) : NO_WISHLIST,
    add: (product, rating) =>
      act(({ wishlist }) => wishlist.send({ type: 'wishlist.item.add', product, rating })),
    remove: (slug) => act(({ wishlist }) => wishlist.send({ type: 'wishlist.item.remove', slug })),
    retry: () => act(({ wishlist }) => wishlist.send({ type: 'wishlist.retry' })),
  };

  return {
    cart,
    wishlist,
    start: (session) => {
      let stopped = false;
      let started: Running | null = null;
      // The session's start ran in the task before: the cart and wishlist start in one of their
      // own, so the two are not one long task on a slow phone.
      void Promise.all([import('./shop-actors'), session.whenRunning()])
        .then(async (loaded) => {
          await yieldToBrowser();
          return loaded;
        })
        .then(
          ([chunk, sessionActor]) => {
            if (stopped) return;
            const actors = chunk.startShopActors(sessionActor, session.logout);
            started = {
              actors,
              cartView: memoByInput((snapshot) => sameAsEmptyCart(chunk.cartViewOf(snapshot))),
              wishlistView: memoByInput((snapshot) =>
                sameAsNoWishlist(chunk.wishlistViewOf(snapshot)),
              ),
            };
            running = started;
            actors.cart.subscribe(notify);
            actors.wishlist.subscribe(notify);
            for (const press of held.splice(0)) press(actors);
            notify();
          },
          (error: unknown) => {
            if (!stopped) console.error('The cart could not start', error);
          },
        );
      return () => {
        stopped = true;
        if (!started) return;
        if (running === started) running = null;
        early = null;
        started.actors.stop();
      };
    },
  };
}

/** Provides the cart and the wishlist to every layer through the shop hooks, and runs them. */
export function ShopProvider({
  shop,
  session,
  children,
}: {
  shop: AppShop;
  session: AppSession;
  children: ReactNode;
}) {
  useEffect(() => shop.start(session), [shop, session]);
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}
