import { createActor, type Actor, type Subscription } from 'xstate';
import type { CartLine } from '../api/types';
import { unitsOf } from '../../machines/cart-lines';
import {
  cartLines,
  cartMachine,
  cartStatus,
  cartWaiting,
  type CartSnapshot,
} from '../../machines/cart.machine';
import { moveDeviceAddress } from '../../machines/address-migration';
import { cartMessageText, wishlistMessageText } from '../../machines/cart-messages';
import type { SessionActor } from '../../machines/session.machine';
import {
  wishlistItems,
  wishlistMachine,
  wishlistStatus,
  type WishlistSnapshot,
} from '../../machines/wishlist.machine';
import { browserCartDevice } from '../lib/cart-store';
import { inspect } from '../lib/inspect';
import { newRandomId } from '../lib/random-id';
import type { CartView, WishlistView } from '../lib/shop-hooks';

/**
 * The shop's app-wide actors (a chunk loaded after the first render, with xstate): the cart and
 * the wishlist, following the session. A sign-in tells both whose they are (the cart merges a
 * guest cart then), a sign-out returns them to the guest's; a 401 either meets ends the session
 * (spec §4), after the cart has kept its lines as a guest cart; the browser coming back online
 * resends what waits on the device.
 */
export type CartActor = Actor<typeof cartMachine>;
export type WishlistActor = Actor<typeof wishlistMachine>;

export interface ShopActors {
  cart: CartActor;
  wishlist: WishlistActor;
  stop: () => void;
}

export function startShopActors(session: SessionActor | null, logout: () => void): ShopActors {
  const cart = createActor(cartMachine, {
    input: { device: browserCartDevice, newMergeId: newRandomId },
    inspect,
  }).start();
  const wishlist = createActor(wishlistMachine, { inspect }).start();

  const follow = () => {
    const user = session?.getSnapshot().context.user ?? null;
    if (session?.getSnapshot().matches('authenticated') && user) {
      cart.send({ type: 'cart.login', account: user.id });
      wishlist.send({ type: 'wishlist.login', account: user.id });
      // The address this device kept from before moves into the account at login; a failure
      // leaves it on the device, and Manage Addresses or the next login tries again.
      moveDeviceAddress(user.id).catch(() => undefined);
    } else {
      cart.send({ type: 'cart.logout' });
      wishlist.send({ type: 'wishlist.logout' });
    }
  };
  follow();
  const subscriptions: Subscription[] = [
    cart.on('cart.sessionExpired', logout),
    wishlist.on('wishlist.sessionExpired', logout),
  ];
  if (session) {
    subscriptions.push(
      session.on('session.signedIn', follow),
      session.on('session.signedOut', follow),
    );
  }
  const online = () => cart.send({ type: 'cart.online' });
  window.addEventListener('online', online);

  return {
    cart,
    wishlist,
    stop: () => {
      window.removeEventListener('online', online);
      for (const subscription of subscriptions) subscription.unsubscribe();
      cart.stop();
      wishlist.stop();
    },
  };
}

export function cartViewOf(snapshot: CartSnapshot): CartView {
  const { context } = snapshot;
  const lines: readonly CartLine[] = cartLines(context);
  return {
    status: cartStatus(snapshot),
    lines,
    count: unitsOf(lines),
    summary: context.account === null ? null : (context.cart?.summary ?? null),
    waiting: cartWaiting(snapshot),
    notice: context.message
      ? { slug: context.message.slug, text: cartMessageText(context.message) }
      : null,
  };
}

export function wishlistViewOf(snapshot: WishlistSnapshot): WishlistView {
  const status = wishlistStatus(snapshot);
  const { context } = snapshot;
  return {
    status: status === 'signedOut' ? 'idle' : status,
    items: wishlistItems(context),
    notice: context.message
      ? { slug: context.message.slug, text: wishlistMessageText(context.message) }
      : null,
  };
}
