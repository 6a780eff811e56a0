/**
 * The cart machine loading the account's cart: a failed load and its retry, and the cart read
 * again after the server changed it (an order placed from the cart).
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cartCount, cartStatus } from '../../machines/cart.machine';
import { cartMessageText } from '../../machines/cart-messages';
import type { Cart } from '../../src/api';
import { last, offline, saree, startCart } from './cart-support';
import {
  AARAV,
  add,
  context,
  english,
  oneKurta,
  readyWith,
  twoKurtas,
} from './cart-machine-support';

const emptyCart: Cart = {
  lines: [],
  summary: { items: 0, price: 0, discount: 0, delivery: 0, total: 0 },
};

describe('cart machine: a failed load', () => {
  it('loading -> loadFailed with a message; retry loads again', async () => {
    const started = startCart();
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.loads).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: 'loadFailed' }));
    expect(cartStatus(started.actor.getSnapshot())).toBe('failed');
    const message = context(started).message;
    expect(message && english.t(cartMessageText(message))).toBe('Your cart could not be loaded.');
    started.actor.send({ type: 'cart.retry' });
    expect(started.loads).toHaveLength(2);
    last(started.loads).resolve(emptyCart);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    expect(context(started).message).toBeNull();
  });
});

describe('cart machine: read again after the server changed it (an order placed from the cart)', () => {
  it('cart.reload reads the cart again and shows what the server now holds', async () => {
    const started = await readyWith(twoKurtas);
    started.actor.send({ type: 'cart.reload' });
    expect(started.actor.getSnapshot().value).toEqual({ account: 'loading' });
    expect(started.loads).toHaveLength(2);
    last(started.loads).resolve(emptyCart);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(context(started).cart).toEqual(emptyCart);
    expect(cartCount(context(started))).toBe(0);
  });

  it('a change still on its way is sent again over the cart read anew', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add(saree));
    started.actor.send({ type: 'cart.reload' });
    expect(last(started.sends).signal.aborted).toBe(true);
    last(started.loads).resolve(emptyCart);
    await waitFor(started.actor, () => started.sends.length === 2);
    expect(last(started.sends).input).toEqual({
      change: { product: saree, quantity: 1 },
      lineId: null,
    });
    expect(cartCount(context(started))).toBe(1);
  });

  it('a guest cart has nothing on the server to read: cart.reload changes nothing', () => {
    const started = startCart();
    started.actor.send({ type: 'cart.reload' });
    expect(started.actor.getSnapshot().value).toBe('guest');
    expect(started.loads).toHaveLength(0);
  });
});
