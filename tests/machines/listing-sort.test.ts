import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  listingSortMachine,
  SORT_ORDERS,
  sortEvent,
  sortProducts,
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
    in_stock: true,
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

  it('sorts a list into an order once: asked again, it answers the same frozen array', () => {
    const list = [...FETCHED];
    const first = sortProducts(list, 'newestFirst');
    expect(sortProducts(list, 'priceLowToHigh')).not.toBe(first);
    expect(sortProducts(list, 'newestFirst')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another list with the same products is sorted on its own.
    expect(sortProducts([...FETCHED], 'newestFirst')).not.toBe(first);
  });

  it('is idempotent: sorting a sorted list again changes nothing', () => {
    for (const order of SORT_ORDERS) {
      const once = sortProducts(FETCHED, order);
      expect(slugs(sortProducts(once, order))).toBe(slugs(once));
    }
  });
});

describe('listing sort machine: holds the order in force (spec §4), not the data', () => {
  it('starts on Popularity', () => {
    const actor = createActor(listingSortMachine).start();
    expect(actor.getSnapshot().value).toBe('popularity');
  });

  const pairs = SORT_ORDERS.flatMap((from) =>
    SORT_ORDERS.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)('goes from %s to %s', (from, to) => {
    const actor = createActor(listingSortMachine).start();
    actor.send(sortEvent(from));
    expect(actor.getSnapshot().value).toBe(from);
    actor.send(sortEvent(to));
    expect(actor.getSnapshot().value).toBe(to);
  });

  it.each(SORT_ORDERS)('stays on %s when it is chosen again', (order) => {
    const actor = createActor(listingSortMachine).start();
    actor.send(sortEvent(order));
    const before = actor.getSnapshot();
    actor.send(sortEvent(order));
    expect(actor.getSnapshot().value).toBe(order);
    expect(actor.getSnapshot().context).toBe(before.context);
  });

  it('follows the sort buttons a shopper presses, written out step by step', () => {
    const actor = createActor(listingSortMachine).start();
    const steps = [
      ['sort.priceHighToLow', 'priceHighToLow'],
      ['sort.newestFirst', 'newestFirst'],
      ['sort.newestFirst', 'newestFirst'],
      ['sort.popularity', 'popularity'],
      ['sort.priceLowToHigh', 'priceLowToHigh'],
    ] as const;
    for (const [type, state] of steps) {
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe(state);
    }
  });
});

describe('listing sort machine reachability (xstate/graph)', () => {
  const options = {
    events: SORT_ORDERS.map((order) => sortEvent(order)),
    serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value),
  };

  it('reaches every state by a shortest path', () => {
    const reached = getShortestPaths(listingSortMachine, options).map((path) => path.state.value);
    expect(new Set(reached)).toEqual(
      new Set(['popularity', 'priceLowToHigh', 'priceHighToLow', 'newestFirst']),
    );
  });

  it('takes every transition between two states: each other order from each state', () => {
    const moves = new Set<string>();
    for (const path of getShortestPaths(listingSortMachine, options)) {
      const from = String(path.state.value);
      for (const event of options.events) {
        const actor = createActor(listingSortMachine).start();
        for (const step of path.steps.slice(1)) actor.send(step.event);
        actor.send(event);
        const to = String(actor.getSnapshot().value);
        if (to !== from) moves.add(`${from} -> ${to}`);
      }
    }
    expect(moves.size).toBe(12);
  });
});
