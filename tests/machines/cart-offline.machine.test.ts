/**
 * The cart machine without the network: a change that does not reach the server kept on the
 * device and sent again, and the account's lines and unsent changes the device keeps across a
 * reload (issue 28: a page opened offline).
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cartCount, cartStatus } from '../../machines/cart.machine';
import { cartMessageText } from '../../machines/cart-messages';
import { kurta, last, offline, saree, startCart, timedOut } from './cart-support';
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

describe('cart machine: a change that does not reach the server is kept and sent again', () => {
  it.each([
    ['no network', offline],
    ['a timeout', timedOut],
  ])('%s: the change stays, queued on the device, and goes on retry', async (_, error) => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    last(started.sends).reject(error());
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'offline' } }));
    expect(cartCount(context(started))).toBe(2);
    const message = context(started).message;
    expect(message).toEqual({ id: 'queued', slug: null, serverText: null });
    expect(message && english.t(cartMessageText(message))).toBe(
      'You are offline. Your cart is saved on this device and will be updated when you are back online.',
    );
    expect(started.kept.queues[AARAV]).toEqual([{ product: kurta, quantity: 2 }]);

    // Presses go on while offline; nothing is sent until the retry.
    started.actor.send(add(saree));
    expect(cartCount(context(started))).toBe(3);
    expect(started.sends).toHaveLength(1);
    started.actor.send({ type: 'cart.retry' });
    expect(context(started).message).toBeNull();
    expect(last(started.sends).input.change).toEqual({ product: kurta, quantity: 2 });
    last(started.sends).resolve(twoKurtas);
    await waitFor(started.actor, () => started.sends.length === 3);
    expect(last(started.sends).input.change).toEqual({ product: saree, quantity: 1 });
    last(started.sends).resolve(kurtasAndSaree);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(started.kept.queues[AARAV]).toEqual([]);
  });

  it('the network coming back (cart.online) resends the queue', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    last(started.sends).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'offline' } }));
    started.actor.send({ type: 'cart.online' });
    expect(started.sends).toHaveLength(2);
    expect(last(started.sends).input.change).toEqual({ product: kurta, quantity: 2 });
  });

  it('a logout keeps the unsent queue for the account and shows the guest cart', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    last(started.sends).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'offline' } }));
    started.actor.send({ type: 'cart.logout' });
    expect(started.actor.getSnapshot().value).toBe('guest');
    expect(cartCount(context(started))).toBe(0);
    expect(started.kept.queues[AARAV]).toEqual([{ product: kurta, quantity: 2 }]);
  });

  it('a logout during a call aborts it', async () => {
    const started = await readyWith(oneKurta);
    started.actor.send(add());
    started.actor.send({ type: 'cart.logout' });
    expect(last(started.sends).signal.aborted).toBe(true);
    expect(started.kept.queues[AARAV]).toEqual([{ product: kurta, quantity: 2 }]);
  });
});

describe('cart machine: what is left on the device after a reload', () => {
  it('an unsent queue kept for the account is sent once its cart has loaded', async () => {
    const started = startCart(undefined, { [AARAV]: [{ product: saree, quantity: 2 }] });
    started.actor.send({ type: 'cart.login', account: AARAV });
    last(started.loads).resolve(oneKurta);
    await waitFor(started.actor, () => started.sends.length === 1);
    expect(last(started.sends).input).toEqual({
      change: { product: saree, quantity: 2 },
      lineId: null,
    });
    expect(cartCount(context(started))).toBe(3);
  });
});

describe("cart machine: the account's lines kept on the device (issue 28: a page opened offline)", () => {
  it('ready keeps the server’s lines on the device for that account; logout forgets them', async () => {
    const started = await readyWith(oneKurta);
    expect(started.kept.accountCart).toEqual({
      account: AARAV,
      lines: [{ product: kurta, quantity: 1 }],
    });
    started.actor.send({ type: 'cart.logout' });
    expect(started.kept.accountCart).toBeNull();
  });

  it('shows and counts them before the server answers; a press is decided over them at once and kept', async () => {
    const started = startCart();
    started.kept.accountCart = { account: AARAV, lines: [{ product: kurta, quantity: 1 }] };
    started.actor.send({ type: 'cart.login', account: AARAV });
    expect(cartCount(context(started))).toBe(1);
    started.actor.send(add());
    started.actor.send(add(saree));
    expect(cartCount(context(started))).toBe(3);
    expect(started.kept.queues[AARAV]).toEqual([
      { product: kurta, quantity: 2 },
      { product: saree, quantity: 1 },
    ]);
    expect(started.sends).toHaveLength(0);

    // Still no network: the load fails, the changes stay counted and kept.
    last(started.loads).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: 'loadFailed' }));
    expect(cartCount(context(started))).toBe(3);
    // The screens list the kept lines rather than the failure.
    expect(cartStatus(started.actor.getSnapshot())).toBe('ready');

    started.actor.send({ type: 'cart.online' });
    last(started.loads).resolve(oneKurta);
    await waitFor(started.actor, () => started.sends.length === 1);
    expect(last(started.sends).input).toEqual({
      change: { product: kurta, quantity: 2 },
      lineId: 'line-1',
    });
    last(started.sends).resolve(twoKurtas);
    await waitFor(started.actor, () => started.sends.length === 2);
    expect(last(started.sends).input.change).toEqual({ product: saree, quantity: 1 });
  });

  it("are never another account's: its login shows none of them, and its presses wait for its cart", () => {
    const started = startCart();
    started.kept.accountCart = { account: AARAV, lines: [{ product: kurta, quantity: 1 }] };
    started.actor.send({ type: 'cart.login', account: 8 });
    expect(cartCount(context(started))).toBe(0);
    started.actor.send(add(saree));
    expect(cartCount(context(started))).toBe(0);
    expect(started.kept.queues[8]).toEqual([]);
    expect(started.kept.accountCart).toEqual({
      account: AARAV,
      lines: [{ product: kurta, quantity: 1 }],
    });
  });
});
