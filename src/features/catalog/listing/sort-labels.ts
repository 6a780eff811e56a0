import type { SortOrder } from '../../../../machines/listing-sort.machine';
import type { Message } from '../../../i18n/message';
import { msg } from '../../../i18n/msg' with { type: 'macro' };

/** Each order's name, on the large screens' sort bar and in the small screens' Sort dialog. */
export const SORT_LABELS: Record<SortOrder, Message> = {
  popularity: msg(/*i18n*/ { id: 'catalog.sort.popularity', message: 'Popularity' }),
  priceLowToHigh: msg(
    /*i18n*/ { id: 'catalog.sort.price-low-to-high', message: 'Price -- Low to High' },
  ),
  priceHighToLow: msg(
    /*i18n*/ { id: 'catalog.sort.price-high-to-low', message: 'Price -- High to Low' },
  ),
  newestFirst: msg(/*i18n*/ { id: 'catalog.sort.newest-first', message: 'Newest First' }),
};

/** The sort bar's label and the Sort dialog's title. */
export const SORT_BY = msg(/*i18n*/ { id: 'catalog.sort.sort-by', message: 'Sort By' });
