/** Business constants of spec §9, in one place. */
export const LOADER_FIRST_LOAD_MS = 1000;
export const LOADER_NAVIGATION_MS = 500;
/** A lazy screen that has not loaded after this long counts as failed (spec §9). */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
export const CAROUSEL_BREAKPOINT_PX = 768;
export const SECTION_ITEMS_SMALL = 2;
export const SECTION_ITEMS_LARGE = 6;
export const FEATURED_BRANDS_SMALL = 2;
export const FEATURED_BRANDS_LARGE = 3;
export const MEGA_MENU_COLUMNS = 3;
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 1000;
/** The price bands of the listing's filter dialog, in rupees (spec §9), as the shopper reads them. */
export const PRICE_BANDS = [
  '6001 and below',
  '6001-10000',
  '10001-15000',
  '15001 and above',
] as const;
export const STORE_NAME = 'Bazaar';
