/**
 * The cart machine for an account: its cart loaded after login, and changed optimistically
 * (shown at once, sent in order, rolled back when the server refuses).
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cartCount, cartLines, cartStatus } from '../../machines/cart.machine';
import { cartMessageText } from '../../machines/cart-messages';
import type { Cart } from '../../src/api';
import { kurta, last, outOfStock, overTheLimit, saree, startCart } from './cart-support';
import {
  AARAV,
  add,
  context,
  english,
  kurtasAndSaree,
  oneKurta,
  readyWith,
  twoKurtas,
} from './cart-machine-support';

const fourKurtas: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 4 }],
  summary: { items: 4, price: 3996, discount: 800, delivery: 0, total: 3196 },
};

describe('cart machine: an account cart, loaded and changed optimistically', () => {
  it('loads the account cart after login: loading -> ready, counted from the server', async () => {
    const started = startCart();
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(started.actor.getSnapshot().value).toEqual({ account: 'loading' });
    expect(cartStatus(started.actor.getSnapshot())).toBe('loading');
    last(started.loads).resolve(twoKurtas);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    expect(cartStatus(started.actor.getSnapshot())).toBe('ready');
    expect(context(started).cart).toEqual(twoKurtas);
    expect(cartCount(context(started))).toBe(2);
    expect(started.merges).toHaveLength(0);
  });

  it('a login for the account already shown changes nothing; another account loads its own', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(started.loads).toHaveLength(1);
    expect(started.actor.getSnapshot().value).toEqual({ account: { ready: 'idle' } });
    started.actor.send({ type: 'cart.login', account: 8 });
    expect(started.loads).toHaveLength(2);
    expect(context(started)).toMatchObject({ account: 8, cart: null, queue: [] });
  });

  it('Add to Cart shows at once, sends the new quantity, and takes the server answer', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    expect(cartCount(context(started))).toBe(2);
    expect(started.actor.getSnapshot().value).toEqual({ account: { ready: 'sending' } });
    expect(last(started.sends).input).toEqual({
      change: { product: kurta, quantity: 2 },
      lineId: 'line-1',
    });
    expect(started.kept.queues[AARAV]).toEqual([{ product: kurta, quantity: 2 }]);

    // The server's prices are the ones shown, whatever the page had.
    const repriced: Cart = {
      lines: [{ id: 'line-1', product: { ...kurta, price: 749 }, quantity: 2 }],
      summary: { items: 2, price: 1998, discount: 500, delivery: 0, total: 1498 },
    };
    last(started.sends).resolve(repriced);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(context(started).cart).toEqual(repriced);
    expect(cartLines(context(started))).toEqual(repriced.lines);
    expect(started.kept.queues[AARAV]).toEqual([]);
  });

  it('presses while a change is on its way wait behind it, the same product once', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    started.actor.send(add());
    started.actor.send(add());
    expect(cartCount(context(started))).toBe(4);
    expect(started.sends).toHaveLength(1);
    expect(context(started).queue).toEqual([
      { product: kurta, quantity: 2 },
      { product: kurta, quantity: 4 },
    ]);
    last(started.sends).resolve(twoKurtas);
    await waitFor(started.actor, () => started.sends.length === 2);
    // The later press still shows over the server's answer.
    expect(cartCount(context(started))).toBe(4);
    expect(last(started.sends).input).toEqual({
      change: { product: kurta, quantity: 4 },
      lineId: 'line-1',
    });
    last(started.sends).resolve(fourKurtas);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(context(started).cart).toEqual(fourKurtas);
  });

  it('a new product shows as a line before the server has its id; removal sends the id', async () => {
    const started = await readyWith(twoKurtas);
    started.actor.send(add(saree));
    expect(cartLines(context(started))).toEqual([
      { id: 'line-1', product: kurta, quantity: 2 },
      { id: 'local:silk-saree', product: saree, quantity: 1 },
    ]);
    expect(last(started.sends).input).toEqual({
      change: { product: saree, quantity: 1 },
      lineId: null,
    });
    last(started.sends).resolve(kurtasAndSaree);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    started.actor.send({ type: 'cart.item.remove', slug: 'silk-saree' });
    expect(cartCount(context(started))).toBe(2);
    expect(last(started.sends).input).toEqual({
      change: { product: saree, quantity: 0 },
      lineId: 'line-2',
    });
  });

  it.each([
    ['out of stock (409)', outOfStock, 'This item is out of stock.'],
    ['over the limit (400)', overTheLimit, 'You can buy up to 10 of this item.'],
  ])('a refused change is rolled back with the server message: %s', async (_, error, text) => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    expect(cartCount(context(started))).toBe(2);
    last(started.sends).reject(error());
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(cartCount(context(started))).toBe(1);
    const message = context(started).message;
    expect(message).toEqual({ id: 'refused', slug: 'cotton-kurta', serverText: text });
    expect(message && english.t(cartMessageText(message))).toBe(text);
    expect(started.kept.queues[AARAV]).toEqual([]);
  });

  it('a held press made while the cart loads is decided over the loaded cart', async () => {
    const started = startCart();
    started.actor.send({ type: 'cart.login', account: AARAV });
    started.actor.send(add());
    expect(started.sends).toHaveLength(0);
    last(started.loads).resolve(twoKurtas);
    await waitFor(started.actor, () => started.sends.length === 1);
    expect(last(started.sends).input.change).toEqual({ product: kurta, quantity: 3 });
    expect(cartCount(context(started))).toBe(3);
  });
});
