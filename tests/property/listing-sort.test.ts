import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  listingSortMachine,
  SORT_ORDERS,
  sortEvent,
  sortProducts,
  type SortOrder,
} from '../../machines/listing-sort.machine';
import type { ProductListItem } from '../../src/api';

/**
 * Few distinct values per key, so ties are common; now and then a date that does not parse,
 * which the sort must put last whatever the direction.
 */
const DATES = [
  '2024-01-05T00:00:00Z',
  '2024-05-20T00:00:00Z',
  '2024-05-20T00:00:00.000Z',
  '2025-02-10T08:30:00+05:30',
  'not a date',
];

const product: fc.Arbitrary<ProductListItem> = fc.record({
  id: fc.nat(),
  slug: fc.string({ maxLength: 5 }),
  name: fc.string({ maxLength: 5 }),
  brand: fc.constant('Bata'),
  categories: fc.constant(['Footwear']),
  price: fc.oneof(fc.constantFrom(199, 999.9, 2499), fc.double({ min: 0, max: 1e6, noNaN: true })),
  mrp: fc.constant(2999),
  discount_percentage: fc.integer({ min: 0, max: 90 }),
  popularity: fc.integer({ min: 0, max: 5 }),
  addedDate: fc.constantFrom(...DATES),
  thumb_300_img: fc.constant('/img/p.svg'),
  in_stock: fc.boolean(),
});

const products = fc.array(product, { maxLength: 40 });
const order = fc.constantFrom(...SORT_ORDERS);

/** The key each order sorts by and its direction (1 ascending), from spec §2's button labels. */
const KEYS: Record<SortOrder, { key: (item: ProductListItem) => number; direction: 1 | -1 }> = {
  popularity: { key: (item) => item.popularity, direction: -1 },
  priceLowToHigh: { key: (item) => item.price, direction: 1 },
  priceHighToLow: { key: (item) => item.price, direction: -1 },
  newestFirst: { key: (item) => Date.parse(item.addedDate), direction: -1 },
};

describe('listing sort (property)', () => {
  it('returns a permutation of its input: the same objects, each once', () => {
    fc.assert(
      fc.property(products, order, (list, chosen) => {
        const sorted = sortProducts(list, chosen);
        expect(sorted).toHaveLength(list.length);
        const counts = new Map<ProductListItem, number>();
        for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
        for (const item of sorted) counts.set(item, (counts.get(item) ?? 0) - 1);
        expect([...counts.values()].every((count) => count === 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is ordered by the chosen key, unreadable dates last, and stable for ties', () => {
    fc.assert(
      fc.property(products, order, (list, chosen) => {
        const { key, direction } = KEYS[chosen];
        const position = new Map(list.map((item, index) => [item, index]));
        const sorted = sortProducts(list, chosen);
        for (let index = 1; index < sorted.length; index += 1) {
          const before = sorted[index - 1]!;
          const after = sorted[index]!;
          const [a, b] = [key(before), key(after)];
          if (Number.isNaN(b)) {
            if (Number.isNaN(a)) expect(position.get(before)!).toBeLessThan(position.get(after)!);
            continue;
          }
          expect(Number.isNaN(a)).toBe(false);
          expect(direction * a).toBeLessThanOrEqual(direction * b);
          if (a === b) expect(position.get(before)!).toBeLessThan(position.get(after)!);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves its input alone', () => {
    fc.assert(
      fc.property(products, order, (list, chosen) => {
        const copy = [...list];
        sortProducts(list, chosen);
        expect(list).toEqual(copy);
      }),
    );
  });

  it('the machine holds the last order chosen, whatever happened before', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 12 }), (choices) => {
        const actor = createActor(listingSortMachine).start();
        let current: SortOrder = 'popularity';
        for (const chosen of choices) {
          actor.send(sortEvent(chosen));
          current = chosen;
          expect(actor.getSnapshot().value).toBe(current);
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
