import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type EmittedFrom,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { wishlistMessageText } from '../../machines/cart-messages';
import type { WishInput } from '../../machines/wishlist-calls';
import {
  isInWishlist,
  wishlistItems,
  wishlistMachine,
  wishlistStatus,
} from '../../machines/wishlist.machine';
import { ApiError, type Wishlist } from '../../src/api';
import { answeredByTest, expired, kurta, last, offline, saree, soldOutWatch } from './cart-support';
import { createAppI18n } from '../../src/i18n/i18n-context';

const english = createAppI18n('en');

const AARAV = 7;

const withSaree: Wishlist = {
  items: [{ id: 'wish-1', product: saree, rating: 4.5, availability: 'In Stock' }],
};
const withWatchAndSaree: Wishlist = {
  items: [
    { id: 'wish-2', product: soldOutWatch, rating: 4.1, availability: 'Out of Stock' },
    { id: 'wish-1', product: saree, rating: 4.5, availability: 'In Stock' },
  ],
};
const empty: Wishlist = { items: [] };

function startWishlist() {
  const load = answeredByTest<unknown, Wishlist>();
  const send = answeredByTest<WishInput, Wishlist>();
  const machine = wishlistMachine.provide({
    actors: { loadWishlist: load.logic, sendWishlistChange: send.logic },
  });
  const actor = createActor(machine);
  const emitted: EmittedFrom<typeof wishlistMachine>[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, loads: load.calls, sends: send.calls };
}

type Started = ReturnType<typeof startWishlist>;

async function readyWith(wishlist: Wishlist) {
  const started = startWishlist();
  started.actor.send({ type: 'wishlist.login', account: AARAV });
  last(started.loads).resolve(wishlist);
  await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
  return started;
}

const context = (started: Started) => started.actor.getSnapshot().context;
const addWatch = { type: 'wishlist.item.add', product: soldOutWatch, rating: 4.1 } as const;

describe('wishlist machine', () => {
  it('is empty and signed out until a login; then loads the account wishlist', async () => {
    const started = startWishlist();
    expect(wishlistStatus(started.actor.getSnapshot())).toBe('signedOut');
    started.actor.send(addWatch);
    expect(wishlistItems(context(started))).toEqual([]);
    expect(started.sends).toHaveLength(0);
    started.actor.send({ type: 'wishlist.login', account: AARAV });
    expect(wishlistStatus(started.actor.getSnapshot())).toBe('loading');
    last(started.loads).resolve(withSaree);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    expect(wishlistStatus(started.actor.getSnapshot())).toBe('ready');
    expect(wishlistItems(context(started))).toEqual(withSaree.items);
    expect(isInWishlist(context(started), 'silk-saree')).toBe(true);
  });

  it('adds at once (newest first, with its availability), then takes the server answer', async () => {
    const started = await readyWith(withSaree);
    started.actor.send(addWatch);
    expect(isInWishlist(context(started), 'steel-watch')).toBe(true);
    expect(wishlistItems(context(started))).toEqual([
      { id: 'local:steel-watch', product: soldOutWatch, rating: 4.1, availability: 'Out of Stock' },
      { id: 'wish-1', product: saree, rating: 4.5, availability: 'In Stock' },
    ]);
    expect(last(started.sends).input).toEqual({
      change: { product: soldOutWatch, rating: 4.1, wanted: true },
      itemId: null,
    });
    last(started.sends).resolve(withWatchAndSaree);
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(wishlistItems(context(started))).toEqual(withWatchAndSaree.items);
  });

  it('removes at once and sends the item id', async () => {
    const started = await readyWith(withWatchAndSaree);
    started.actor.send({ type: 'wishlist.item.remove', slug: 'silk-saree' });
    expect(wishlistItems(context(started))).toEqual([withWatchAndSaree.items[0]]);
    expect(last(started.sends).input).toEqual({
      change: { product: saree, rating: 4.5, wanted: false },
      itemId: 'wish-1',
    });
  });

  it('toggling twice while the first call runs ends as the shopper left it', async () => {
    const started = await readyWith(withSaree);
    started.actor.send(addWatch);
    started.actor.send({ type: 'wishlist.item.remove', slug: 'steel-watch' });
    expect(isInWishlist(context(started), 'steel-watch')).toBe(false);
    last(started.sends).resolve(withWatchAndSaree);
    await waitFor(started.actor, () => started.sends.length === 2);
    expect(last(started.sends).input).toEqual({
      change: { product: soldOutWatch, rating: 4.1, wanted: false },
      itemId: 'wish-2',
    });
  });

  it('a refused change is rolled back with the server message', async () => {
    const started = await readyWith(withSaree);
    started.actor.send({ type: 'wishlist.item.add', product: kurta, rating: 3.9 });
    last(started.sends).reject(
      new ApiError('http', 'HTTP 404', 404, { error: 'Product not found.' }),
    );
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(wishlistItems(context(started))).toEqual(withSaree.items);
    const message = context(started).message;
    expect(message).toEqual({
      id: 'changeFailed',
      slug: 'cotton-kurta',
      serverText: 'Product not found.',
    });
    expect(message && english.t(wishlistMessageText(message))).toBe('Product not found.');
  });

  it('a change that does not reach the server is rolled back too, with its own message', async () => {
    const started = await readyWith(withSaree);
    started.actor.send({ type: 'wishlist.item.remove', slug: 'silk-saree' });
    last(started.sends).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(isInWishlist(context(started), 'silk-saree')).toBe(true);
    const message = context(started).message;
    expect(message && english.t(wishlistMessageText(message))).toBe(
      'Your wishlist could not be changed. Please try again.',
    );
  });

  it('an add made while the wishlist loads (back from login) is sent once it has', async () => {
    const started = startWishlist();
    started.actor.send({ type: 'wishlist.login', account: AARAV });
    started.actor.send(addWatch);
    expect(isInWishlist(context(started), 'steel-watch')).toBe(true);
    expect(started.sends).toHaveLength(0);
    last(started.loads).resolve(withSaree);
    await waitFor(started.actor, () => started.sends.length === 1);
    expect(last(started.sends).input.change).toEqual({
      product: soldOutWatch,
      rating: 4.1,
      wanted: true,
    });
  });

  it('an add of a product already there sends nothing', async () => {
    const started = await readyWith(withSaree);
    started.actor.send({ type: 'wishlist.item.add', product: saree, rating: 4.5 });
    expect(started.sends).toHaveLength(0);
  });

  it('a failed load says so; retry loads again', async () => {
    const started = startWishlist();
    started.actor.send({ type: 'wishlist.login', account: AARAV });
    last(started.loads).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ account: 'loadFailed' }));
    expect(wishlistStatus(started.actor.getSnapshot())).toBe('failed');
    const message = context(started).message;
    expect(message && english.t(wishlistMessageText(message))).toBe(
      'Your wishlist could not be loaded.',
    );
    started.actor.send({ type: 'wishlist.retry' });
    expect(started.loads).toHaveLength(2);
  });

  it('logout empties it; a 401 ends the session and empties it too', async () => {
    const started = await readyWith(withSaree);
    started.actor.send({ type: 'wishlist.logout' });
    expect(wishlistStatus(started.actor.getSnapshot())).toBe('signedOut');
    expect(wishlistItems(context(started))).toEqual([]);

    started.actor.send({ type: 'wishlist.login', account: AARAV });
    last(started.loads).resolve(withSaree);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    started.actor.send(addWatch);
    last(started.sends).reject(expired());
    await waitFor(started.actor, (state) => state.matches('signedOut'));
    expect(started.emitted).toEqual([{ type: 'wishlist.sessionExpired' }]);
    expect(context(started)).toEqual({ account: null, wishlist: null, pending: [], message: null });
  });

  it('another account logging in loads its own wishlist', async () => {
    const started = await readyWith(withSaree);
    started.actor.send({ type: 'wishlist.login', account: 8 });
    expect(started.loads).toHaveLength(2);
    expect(wishlistItems(context(started))).toEqual([]);
    last(started.loads).resolve(empty);
    await waitFor(started.actor, (state) => state.matches({ account: 'ready' }));
    expect(context(started).account).toBe(8);
  });
});

describe('wishlist machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof wishlistMachine>;
  type Snapshot = SnapshotFrom<typeof wishlistMachine>;
  const events = [
    { type: 'wishlist.login', account: AARAV },
    { type: 'wishlist.logout' },
    { type: 'wishlist.retry' },
    addWatch,
    { type: 'xstate.done.actor.loadWishlist', output: withSaree },
    { type: 'xstate.error.actor.loadWishlist', error: offline() },
    { type: 'xstate.done.actor.sendWishlistChange', output: withWatchAndSaree },
  ] as unknown as Event[];
  const pending = () => new Promise<never>(() => {});
  const machine = wishlistMachine.provide({
    actors: {
      loadWishlist: fromPromise<Wishlist>(pending),
      sendWishlistChange: fromPromise<Wishlist, WishInput>(pending),
    },
  });
  const paths = getShortestPaths(machine, {
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"signedOut"',
        '{"account":"loading"}',
        '{"account":"loadFailed"}',
        '{"account":{"ready":"idle"}}',
        '{"account":{"ready":"sending"}}',
      ].sort(),
    );
    // Every leaf of the chart is among them.
    expect(
      getStateNodes(wishlistMachine.root).filter((node) => node.type === 'atomic'),
    ).toHaveLength(5);
  });
});
