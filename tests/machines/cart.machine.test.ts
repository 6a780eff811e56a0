import { describe, expect, it } from 'vitest';
import {
  fromPromise,
  waitFor,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { ChangeInput } from '../../machines/cart-calls';
import {
  cartCount,
  cartLines,
  cartMachine,
  cartStatus,
  quantityInCart,
} from '../../machines/cart.machine';
import { cartMessageText } from '../../machines/cart-messages';
import type { Cart, CartMergeRequest } from '../../src/api';
import {
  expired,
  kurta,
  last,
  memoryDevice,
  offline,
  outOfStock,
  overTheLimit,
  saree,
  soldOutWatch,
  startCart,
  timedOut,
  type StartedCart,
} from './cart-support';
import { createAppI18n } from '../../src/i18n/i18n-context';

const english = createAppI18n('en');

const AARAV = 7;

const oneKurta: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 1 }],
  summary: { items: 1, price: 999, discount: 200, delivery: 0, total: 799 },
};
const twoKurtas: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 2 }],
  summary: { items: 2, price: 1998, discount: 400, delivery: 0, total: 1598 },
};
const fourKurtas: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 4 }],
  summary: { items: 4, price: 3996, discount: 800, delivery: 0, total: 3196 },
};
const kurtasAndSaree: Cart = {
  lines: [
    { id: 'line-1', product: kurta, quantity: 2 },
    { id: 'line-2', product: saree, quantity: 1 },
  ],
  summary: { items: 3, price: 7998, discount: 1900, delivery: 0, total: 6098 },
};
const emptyCart: Cart = {
  lines: [],
  summary: { items: 0, price: 0, discount: 0, delivery: 0, total: 0 },
};

type CartValue = Parameters<SnapshotFrom<typeof cartMachine>['matches']>[0];

/** ['account', 'ready', 'idle'] as the state value { account: { ready: 'idle' } }. */
function stateValue(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('The root has no value of its own.');
  return rest.length === 0 ? head : { [head]: stateValue(rest) };
}

const add = (product = kurta) => ({ type: 'cart.item.add', product }) as const;

/** Logged in as Aarav, his cart loaded from the server. */
async function readyWith(cart: Cart, started: StartedCart = startCart()) {
  started.actor.send({ type: 'cart.login', account: AARAV });
  last(started.loads).resolve(cart);
  await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
  return started;
}

const context = (started: StartedCart) => started.actor.getSnapshot().context;

describe('cart machine: a guest cart, kept on this device', () => {
  it('starts with the lines the device kept, counted at once', () => {
    const { actor, loads } = startCart({
      lines: [
        { product: kurta, quantity: 2 },
        { product: saree, quantity: 1 },
      ],
      merge: null,
      mirror: null,
    });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(cartStatus(actor.getSnapshot())).toBe('ready');
    expect(cartCount(actor.getSnapshot().context)).toBe(3);
    expect(cartLines(actor.getSnapshot().context)).toEqual([
      { id: 'local:cotton-kurta', product: kurta, quantity: 2 },
      { id: 'local:silk-saree', product: saree, quantity: 1 },
    ]);
    expect(loads).toHaveLength(0);
  });

  it('Add to Cart adds one unit, and again raises the quantity; the device keeps each change', () => {
    const started = startCart();
    started.actor.send(add());
    expect(cartCount(context(started))).toBe(1);
    started.actor.send(add());
    started.actor.send(add(saree));
    expect(cartCount(context(started))).toBe(3);
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(2);
    expect(started.kept.guest).toEqual({
      lines: [
        { product: kurta, quantity: 2 },
        { product: saree, quantity: 1 },
      ],
      merge: null,
      mirror: null,
    });
    expect(started.sends).toHaveLength(0);
  });

  it("stops at 10 units with 'You can buy up to 10 of this item.'", () => {
    const started = startCart({
      lines: [{ product: kurta, quantity: 9 }],
      merge: null,
      mirror: null,
    });
    started.actor.send(add());
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(10);
    expect(context(started).message).toBeNull();
    started.actor.send(add());
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(10);
    const message = context(started).message;
    expect(message).toEqual({ id: 'maxQuantity', slug: 'cotton-kurta', serverText: null });
    expect(message && english.t(cartMessageText(message))).toBe(
      'You can buy up to 10 of this item.',
    );
  });

  it("refuses an out-of-stock product with 'This item is out of stock.'", () => {
    const started = startCart();
    started.actor.send(add(soldOutWatch));
    expect(cartCount(context(started))).toBe(0);
    const message = context(started).message;
    expect(message).toEqual({ id: 'outOfStock', slug: 'steel-watch', serverText: null });
    expect(message && english.t(cartMessageText(message))).toBe('This item is out of stock.');
    expect(started.kept.guest.lines).toEqual([]);
  });

  it('− lowers by one but never below 1; Remove takes the line away', () => {
    const started = startCart({
      lines: [{ product: kurta, quantity: 2 }],
      merge: null,
      mirror: null,
    });
    started.actor.send({ type: 'cart.item.decrease', slug: 'cotton-kurta' });
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(1);
    started.actor.send({ type: 'cart.item.decrease', slug: 'cotton-kurta' });
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(1);
    started.actor.send({ type: 'cart.item.remove', slug: 'cotton-kurta' });
    expect(cartCount(context(started))).toBe(0);
    expect(started.kept.guest).toEqual({ lines: [], merge: null, mirror: null });
  });
});

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

describe('cart machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof cartMachine>;
  type Snapshot = SnapshotFrom<typeof cartMachine>;
  const events = [
    { type: 'cart.login', account: AARAV },
    { type: 'cart.logout' },
    { type: 'cart.retry' },
    { type: 'cart.reload' },
    { type: 'cart.item.add', product: kurta },
    // The calls' outcomes are events too; the traversal sends them like any other.
    { type: 'xstate.done.actor.loadCart', output: kurtasAndSaree },
    { type: 'xstate.error.actor.loadCart', error: offline() },
    { type: 'xstate.done.actor.mergeGuestCart', output: kurtasAndSaree },
    { type: 'xstate.error.actor.mergeGuestCart', error: offline() },
    { type: 'xstate.done.actor.sendCartChange', output: kurtasAndSaree },
    { type: 'xstate.error.actor.sendCartChange', error: offline() },
  ] as unknown as Event[];
  const pending = () => new Promise<never>(() => {});
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart>(pending),
      mergeGuestCart: fromPromise<Cart, CartMergeRequest>(pending),
      sendCartChange: fromPromise<Cart, ChangeInput>(pending),
    },
  });
  const paths = getShortestPaths(machine, {
    input: { device: memoryDevice().device, newMergeId: () => 'merge-1' },
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        guest: snapshot.context.guest.lines.length,
        queue: snapshot.context.queue.length,
      }),
  });

  it('reaches every state of the chart', () => {
    const states = getStateNodes(cartMachine.root).map((node) => node.path);
    const unreached = states.filter(
      (path) => !paths.some((found) => found.state.matches(stateValue(path) as CartValue)),
    );
    expect(states).toHaveLength(10);
    expect(unreached).toEqual([]);
  });
});
