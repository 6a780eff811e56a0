import { msg } from '../../../i18n/msg' with { type: 'macro' };

/**
 * The listing's count line, '(Showing N products)' (spec §2), as one plural message: each
 * language words its own forms (Hindi's `one` covers 0 and 1); the count is grouped the Indian
 * way in both (20,000; 1,00,000), by src/i18n/format-message.ts.
 */
export const SHOWING_COUNT = msg(
  /*i18n*/ {
    id: 'catalog.listing.count',
    message: '{count, plural, one {(Showing # product)} other {(Showing # products)}}',
  },
);
