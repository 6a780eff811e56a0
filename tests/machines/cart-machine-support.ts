import { waitFor } from 'xstate';
import type { Cart } from '../../src/api';
import { createAppI18n } from '../../src/i18n/i18n-context';
import { kurta, last, saree, startCart, type StartedCart } from './cart-support';

/**
 * What the cart machine's tests (cart-*.machine.test.ts) share besides cart-support.ts: the
 * account, the carts the server answers for it, and the machine logged in with one loaded.
 */

export const english = createAppI18n('en');

export const AARAV = 7;

export const oneKurta: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 1 }],
  summary: { items: 1, price: 999, discount: 200, delivery: 0, total: 799 },
};
export const twoKurtas: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 2 }],
  summary: { items: 2, price: 1998, discount: 400, delivery: 0, total: 1598 },
};
export const kurtasAndSaree: Cart = {
  lines: [
    { id: 'line-1', product: kurta, quantity: 2 },
    { id: 'line-2', product: saree, quantity: 1 },
  ],
  summary: { items: 3, price: 7998, discount: 1900, delivery: 0, total: 6098 },
};

export const add = (product = kurta) => ({ type: 'cart.item.add', product }) as const;

/** Logged in as Aarav, his cart loaded from the server. */
export async function readyWith(cart: Cart, started: StartedCart = startCart()) {
  started.actor.send({ type: 'cart.login', account: AARAV });
  last(started.loads).resolve(cart);
  await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
  return started;
}

export const context = (started: StartedCart) => started.actor.getSnapshot().context;
