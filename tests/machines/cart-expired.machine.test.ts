/**
 * The cart machine at a 401: the session ends, the lines stay as a guest cart, and what happens
 * when the same or another account logs in again.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cartCount, cartLines } from '../../machines/cart.machine';
import { expired, kurta, last, saree, startCart } from './cart-support';
import { AARAV, add, context, oneKurta, readyWith } from './cart-machine-support';

describe('cart machine: a 401 ends the session and the lines stay as a guest cart', () => {
  it('tells the app, and the guest cart shows what the shopper had, unsent change included', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add(saree));
    last(started.sends).reject(expired());
    await waitFor(started.actor, (state) => state.matches('guest'));
    expect(started.emitted).toEqual([{ type: 'cart.sessionExpired' }]);
    expect(cartLines(context(started))).toEqual([
      { id: 'local:cotton-kurta', product: kurta, quantity: 1 },
      { id: 'local:silk-saree', product: saree, quantity: 1 },
    ]);
    expect(started.kept.guest).toEqual({
      lines: [
        { product: kurta, quantity: 1 },
        { product: saree, quantity: 1 },
      ],
      merge: null,
      mirror: {
        account: AARAV,
        lines: [
          { product: kurta, quantity: 1 },
          { product: saree, quantity: 1 },
        ],
      },
    });
    // The app's logout that follows leaves the guest cart alone.
    started.actor.send({ type: 'cart.logout' });
    expect(cartCount(context(started))).toBe(2);
  });

  it('back as the same account: no merge (no doubling); the unsent change and guest edits are sent', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add(saree));
    last(started.sends).reject(expired());
    await waitFor(started.actor, (state) => state.matches('guest'));
    started.actor.send(add());
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(started.merges).toHaveLength(0);
    expect(started.kept.guest).toEqual({ lines: [], merge: null, mirror: null });
    expect(context(started).queue).toEqual([
      { product: saree, quantity: 1 },
      { product: kurta, quantity: 2 },
    ]);
    last(started.loads).resolve(oneKurta);
    await waitFor(started.actor, () => started.sends.length === 2);
    expect(last(started.sends).input.change).toEqual({ product: saree, quantity: 1 });
    expect(cartCount(context(started))).toBe(3);
  });

  it('another account logging in merges those lines like any guest cart', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send({ type: 'cart.item.remove', slug: 'cotton-kurta' });
    started.actor.send(add(saree));
    last(started.sends).reject(expired());
    await waitFor(started.actor, (state) => state.matches('guest'));
    started.actor.send({ type: 'cart.login', account: 8 });
    expect(last(started.merges).input).toEqual({
      merge_id: 'merge-1',
      items: [{ product_slug: 'silk-saree', quantity: 1 }],
    });
  });

  it('a 401 while loading ends the session too', async () => {
    const started = startCart();
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.loads).reject(expired());
    await waitFor(started.actor, (state) => state.matches('guest'));
    expect(started.emitted).toEqual([{ type: 'cart.sessionExpired' }]);
    expect(cartCount(context(started))).toBe(0);
  });
});
