import { setup } from 'xstate';
import type { SortOrder } from '../src/lib/product-order';

export { SORT_ORDERS, sortProducts, type SortOrder } from '../src/lib/product-order';

export type ListingSortEvent =
  | { type: 'sort.popularity' }
  | { type: 'sort.priceLowToHigh' }
  | { type: 'sort.priceHighToLow' }
  | { type: 'sort.newestFirst' };

/** The event that chooses an order, for screens that map a button to its event. */
export function sortEvent(order: SortOrder): ListingSortEvent {
  return { type: `sort.${order}` };
}

/**
 * The listing's sort choice (spec §4: held locally, re-sorts the fetched list on the client).
 * The machine holds the order in force, not the data: the screen derives the sorted list from
 * its route loader's products and this order (sortProducts, memoised).
 *
 * Each state is the order in force: popularity (the default), priceLowToHigh, priceHighToLow,
 * newestFirst. Choosing an order moves to its state from any state; choosing the order already
 * in force stays where it is and costs nothing.
 */
export const listingSortMachine = setup({
  types: {
    events: {} as ListingSortEvent,
  },
}).createMachine({
  id: 'listingSort',
  initial: 'popularity',
  on: {
    'sort.popularity': '.popularity',
    'sort.priceLowToHigh': '.priceLowToHigh',
    'sort.priceHighToLow': '.priceHighToLow',
    'sort.newestFirst': '.newestFirst',
  },
  states: {
    popularity: {},
    priceLowToHigh: {},
    priceHighToLow: {},
    newestFirst: {},
  },
});
