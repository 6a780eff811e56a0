import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  listingSortMachine,
  SORT_ORDERS,
  sortEvent,
  sortProducts,
  type ListingSortEvent,
  type SortOrder,
} from '../../machines/listing-sort.machine';
import type { ProductListItem } from '../../src/api/types';

function product(
  slug: string,
  fields: Partial<Pick<ProductListItem, 'price' | 'popularity' | 'addedDate'>>,
): ProductListItem {
  return {
    id: slug.length,
    slug,
    name: slug,
    brand: 'Bata',
    categories: ["Men's Footwear"],
    price: 1000,
    mrp: 2000,
    discount_percentage: 50,
    popularity: 10,
    addedDate: '2024-01-01T00:00:00Z',
    thumb_300_img: `/img/${slug}.svg`,
    ...fields,
  };
}

/** Fetched order a..f; b/c/e tie on price, a/d tie on popularity, c/f tie on date. */
const FETCHED: readonly ProductListItem[] = [
  product('a', { price: 500, popularity: 70, addedDate: '2024-03-01T00:00:00Z' }),
  product('b', { price: 300, popularity: 90, addedDate: '2024-05-01T00:00:00Z' }),
  product('c', { price: 300, popularity: 10, addedDate: '2024-02-01T00:00:00Z' }),
  product('d', { price: 900, popularity: 70, addedDate: '2024-06-01T00:00:00Z' }),
  product('e', { price: 300, popularity: 40, addedDate: '2024-01-01T00:00:00Z' }),
  product('f', { price: 100, popularity: 20, addedDate: '2024-02-01T00:00:00Z' }),
];

const slugs = (products: readonly ProductListItem[]) => products.map((item) => item.slug).join('');

const EXPECTED: Record<SortOrder, string> = {
  popularity: 'badefc',
  priceLowToHigh: 'fbcead',
  priceHighToLow: 'dabcef',
  newestFirst: 'dbacfe',
};

describe('sortProducts', () => {
  it.each(SORT_ORDERS)('orders by %s, ties in the fetched order', (order) => {
    expect(slugs(sortProducts(FETCHED, order))).toBe(EXPECTED[order]);
  });

  it('keeps ties in the fetched order in descending orders too, not reversed', () => {
    const tied = ['p', 'q', 'r', 's'].map((slug) => product(slug, { price: 700, popularity: 5 }));
    for (const order of SORT_ORDERS) expect(slugs(sortProducts(tied, order))).toBe('pqrs');
  });

  it('puts a product with an unreadable date last, in either direction', () => {
    const list = [product('x', { addedDate: 'not a date' }), ...FETCHED];
    expect(slugs(sortProducts(list, 'newestFirst'))).toBe('dbacfex');
  });

  it('returns a new array and leaves the fetched list as it was', () => {
    const before = slugs(FETCHED);
    const sorted = sortProducts(FETCHED, 'priceHighToLow');
    expect(sorted).not.toBe(FETCHED);
    expect(slugs(FETCHED)).toBe(before);
  });

  it('is idempotent: sorting a sorted list again changes nothing', () => {
    for (const order of SORT_ORDERS) {
      const once = sortProducts(FETCHED, order);
      expect(slugs(sortProducts(once, order))).toBe(slugs(once));
    }
  });
});

/** A started actor that has received `products` as the fetched list. */
function start(products: readonly ProductListItem[] = FETCHED) {
  const actor = createActor(listingSortMachine).start();
  actor.send({ type: 'products.loaded', products });
  return actor;
}

describe('listing sort machine', () => {
  it('starts on Popularity with an empty list', () => {
    const actor = createActor(listingSortMachine).start();
    expect(actor.getSnapshot().value).toBe('popularity');
    expect(actor.getSnapshot().context.products).toEqual([]);
  });

  it('sorts the fetched list by popularity at first', () => {
    expect(slugs(start().getSnapshot().context.products)).toBe(EXPECTED.popularity);
  });

  const pairs = SORT_ORDERS.flatMap((from) =>
    SORT_ORDERS.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)('goes from %s to %s and re-sorts the fetched list', (from, to) => {
    const actor = start();
    actor.send(sortEvent(from));
    expect(actor.getSnapshot().value).toBe(from);
    actor.send(sortEvent(to));
    expect(actor.getSnapshot().value).toBe(to);
    expect(slugs(actor.getSnapshot().context.products)).toBe(EXPECTED[to]);
  });

  it.each(SORT_ORDERS)('ignores choosing %s again (no re-sort, same list)', (order) => {
    const actor = start();
    actor.send(sortEvent(order));
    const before = actor.getSnapshot();
    actor.send(sortEvent(order));
    expect(actor.getSnapshot().value).toBe(order);
    expect(actor.getSnapshot().context.products).toBe(before.context.products);
  });

  it.each(SORT_ORDERS)('sorts a newly fetched list by the order in force (%s)', (order) => {
    const actor = start([]);
    actor.send(sortEvent(order));
    actor.send({ type: 'products.loaded', products: FETCHED });
    expect(actor.getSnapshot().value).toBe(order);
    expect(actor.getSnapshot().context.fetched).toBe(FETCHED);
    expect(slugs(actor.getSnapshot().context.products)).toBe(EXPECTED[order]);
    actor.send({ type: 'products.loaded', products: [] });
    expect(actor.getSnapshot().context.products).toEqual([]);
  });

  it('keeps tie order stable across any sequence of choices', () => {
    const actor = start();
    for (const order of [
      ...SORT_ORDERS,
      ...[...SORT_ORDERS].reverse(),
      'priceLowToHigh',
    ] as const) {
      actor.send(sortEvent(order));
      expect(slugs(actor.getSnapshot().context.products)).toBe(EXPECTED[order]);
    }
  });
});

describe('listing sort machine paths (xstate/graph)', () => {
  const events: ListingSortEvent[] = [
    ...SORT_ORDERS.map((order) => sortEvent(order)),
    { type: 'products.loaded', products: FETCHED },
  ];
  const options = {
    events,
    serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value),
  };

  it('reaches every state by a shortest path', () => {
    const reached = getShortestPaths(listingSortMachine, options).map((path) => path.state.value);
    expect(new Set(reached)).toEqual(new Set(SORT_ORDERS));
  });

  it('shows every state sorted by its own order at the end of every simple path', () => {
    const paths = getSimplePaths(listingSortMachine, options);
    expect(paths.length).toBeGreaterThan(SORT_ORDERS.length);
    for (const path of paths) {
      const { value, context } = path.state;
      expect(SORT_ORDERS).toContain(value);
      expect(context.products).toEqual(sortProducts(context.fetched, value as SortOrder));
      const replay = createActor(listingSortMachine).start();
      // The first step is the machine's own start (xstate.init), not an event to send.
      for (const step of path.steps.slice(1)) replay.send(step.event);
      expect(replay.getSnapshot().value).toBe(value);
    }
  });
});
