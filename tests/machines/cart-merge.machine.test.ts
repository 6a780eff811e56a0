import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cartCount, cartStatus } from '../../machines/cart.machine';
import { cartMessageText } from '../../machines/cart-messages';
import type { Cart, CartProduct } from '../../src/api';
import type { GuestCart } from '../../src/lib/cart-store';
import { expired, kurta, last, offline, saree, startCart, type StartedCart } from './cart-support';
import { createAppI18n } from '../../src/i18n/i18n-context';

const english = createAppI18n('en');

const AARAV = 7;

const guestCart: GuestCart = {
  lines: [
    { product: kurta, quantity: 2 },
    { product: saree, quantity: 1 },
  ],
  merge: null,
  mirror: null,
};

/** The account had 9 kurtas: the merge adds 2, capped at 10 by the server. */
const merged: Cart = {
  lines: [
    { id: 'line-1', product: kurta, quantity: 10 },
    { id: 'line-2', product: saree, quantity: 1 },
  ],
  summary: { items: 11, price: 15990, discount: 3500, delivery: 0, total: 12490 },
};

const context = (started: StartedCart) => started.actor.getSnapshot().context;

describe('cart machine: the guest cart joins the account at login', () => {
  it('one merge call with a merge_id kept on the device first; on success the device copy empties', async () => {
    const started = startCart(guestCart);
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(started.actor.getSnapshot().value).toEqual({ account: 'merging' });
    expect(cartStatus(started.actor.getSnapshot())).toBe('loading');
    // The badge keeps the guest's count until the merged cart arrives.
    expect(cartCount(context(started))).toBe(3);
    expect(started.merges).toHaveLength(1);
    expect(last(started.merges).input).toEqual({
      merge_id: 'merge-1',
      items: [
        { product_slug: 'cotton-kurta', quantity: 2 },
        { product_slug: 'silk-saree', quantity: 1 },
      ],
    });
    expect(started.kept.guest).toEqual({
      lines: guestCart.lines,
      merge: last(started.merges).input,
      mirror: null,
    });

    last(started.merges).resolve(merged);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(context(started).cart).toEqual(merged);
    expect(cartCount(context(started))).toBe(11);
    expect(started.kept.guest).toEqual({ lines: [], merge: null, mirror: null });
    // The merge's answer is the account's cart: nothing else is fetched.
    expect(started.loads).toHaveLength(0);
  });

  it('a failed merge keeps the device copy; back online it is resent with the same merge_id', async () => {
    const started = startCart(guestCart);
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.merges).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: 'mergeFailed' }));
    expect(cartStatus(started.actor.getSnapshot())).toBe('failed');
    const message = context(started).message;
    expect(message && english.t(cartMessageText(message))).toBe(
      'The items you added before logging in are saved on this device and will join your cart when you are back online.',
    );
    expect(started.kept.guest.lines).toEqual(guestCart.lines);
    expect(started.kept.guest.merge?.merge_id).toBe('merge-1');

    started.actor.send({ type: 'cart.online' });
    expect(started.merges).toHaveLength(2);
    expect(last(started.merges).input.merge_id).toBe('merge-1');
    last(started.merges).resolve(merged);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    expect(started.kept.guest).toEqual({ lines: [], merge: null, mirror: null });
  });

  it('a merge kept from an earlier visit is resent with its merge_id at the next login', () => {
    const started = startCart({
      ...guestCart,
      merge: {
        merge_id: 'from-last-visit',
        items: [
          { product_slug: 'cotton-kurta', quantity: 2 },
          { product_slug: 'silk-saree', quantity: 1 },
        ],
      },
    });
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(last(started.merges).input.merge_id).toBe('from-last-visit');
  });

  it('lines a guest added after an unconfirmed merge join in a second merge', async () => {
    const started = startCart({
      lines: [
        { product: kurta, quantity: 3 },
        { product: saree, quantity: 1 },
      ],
      merge: {
        merge_id: 'from-last-visit',
        items: [{ product_slug: 'cotton-kurta', quantity: 2 }],
      },
      mirror: null,
    });
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.merges).resolve(merged);
    await waitFor(started.actor, () => started.merges.length === 2);
    expect(last(started.merges).input).toEqual({
      merge_id: 'merge-1',
      items: [
        { product_slug: 'cotton-kurta', quantity: 1 },
        { product_slug: 'silk-saree', quantity: 1 },
      ],
    });
  });

  it('a guest cart of more than 100 products merges in parts of 100', async () => {
    const products: CartProduct[] = Array.from({ length: 101 }, (_, index) => ({
      ...kurta,
      slug: `product-${index + 1}`,
    }));
    const started = startCart({
      lines: products.map((product) => ({ product, quantity: 1 })),
      merge: null,
      mirror: null,
    });
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(last(started.merges).input.items).toHaveLength(100);
    expect(last(started.merges).input.items.at(-1)).toEqual({
      product_slug: 'product-100',
      quantity: 1,
    });
    last(started.merges).resolve(merged);
    await waitFor(started.actor, () => started.merges.length === 2);
    expect(last(started.merges).input).toEqual({
      merge_id: 'merge-2',
      items: [{ product_slug: 'product-101', quantity: 1 }],
    });
    last(started.merges).resolve(merged);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    expect(started.kept.guest).toEqual({ lines: [], merge: null, mirror: null });
  });

  it('presses during the merge are decided over the merged cart', async () => {
    const started = startCart(guestCart);
    started.actor.send({ type: 'cart.login', account: AARAV });
    started.actor.send({ type: 'cart.item.add', product: saree });
    started.actor.send({ type: 'cart.item.add', product: kurta });
    last(started.merges).resolve(merged);
    await waitFor(started.actor, () => started.sends.length === 1);
    expect(last(started.sends).input.change).toEqual({ product: saree, quantity: 2 });
    // The kurta was at 10 already.
    expect(context(started).queue).toEqual([{ product: saree, quantity: 2 }]);
    expect(context(started).message).toEqual({
      id: 'maxQuantity',
      slug: 'cotton-kurta',
      serverText: null,
    });
  });

  it('a 401 on the merge ends the session; the guest cart and its merge stay on the device', async () => {
    const started = startCart(guestCart);
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.merges).reject(expired());
    await waitFor(started.actor, (state) => state.matches('guest'));
    expect(started.emitted).toEqual([{ type: 'cart.sessionExpired' }]);
    expect(cartCount(context(started))).toBe(3);
    expect(started.kept.guest).toEqual({
      lines: guestCart.lines,
      merge: {
        merge_id: 'merge-1',
        items: [
          { product_slug: 'cotton-kurta', quantity: 2 },
          { product_slug: 'silk-saree', quantity: 1 },
        ],
      },
      mirror: null,
    });
  });

  it('a logout while the merge is failing shows the guest cart still waiting to merge', async () => {
    const started = startCart(guestCart);
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.merges).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: 'mergeFailed' }));
    started.actor.send({ type: 'cart.logout' });
    expect(started.actor.getSnapshot().value).toBe('guest');
    expect(cartCount(context(started))).toBe(3);
  });
});
