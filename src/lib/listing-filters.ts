import type { AppI18n } from '../i18n/i18n-context';
import type { Message } from '../i18n/message';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { PRICE_BANDS, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from './constants';
import { formatRupees } from './format';
import type { ListingSearch } from './listing-search';

/**
 * The listing's filters as URL state: the pure rules behind the price bands, the Min/Max form,
 * the rating and discount choices and the applied-filter chips. The URL is the one place a
 * filter lives, so every control reads it and writes a patch of it. Kept out of constants.ts,
 * which the first load carries: only the listing's lazy chunk needs these. What a shopper reads
 * is written by the page's writer (`i18n`), in its language.
 */

/** The URL names that narrow the listing; `q` is the search itself, not a filter. */
export const FILTER_NAMES = [
  'price_from',
  'price_to',
  'offer',
  'rating',
  'brand',
  'color',
  'size',
] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

/** What a control writes: a name set to a value, or to undefined to drop it from the URL. */
export type FilterPatch = { [Name in FilterName]?: ListingSearch[Name] | undefined };

export type PriceBand = (typeof PRICE_BANDS)[number];

/** Each band's bounds exactly as its label reads (spec §9), both inclusive like the API's. */
export const PRICE_BAND_BOUNDS: Record<PriceBand, { price_from?: number; price_to?: number }> = {
  '6001 and below': { price_to: 6001 },
  '6001-10000': { price_from: 6001, price_to: 10000 },
  '10001-15000': { price_from: 10001, price_to: 15000 },
  '15001 and above': { price_from: 15001 },
};

/** Each band as the shopper reads it; the band itself (the URL's bounds) is the same in every language. */
export const PRICE_BAND_LABELS: Record<PriceBand, Message> = {
  '6001 and below': msg(/*i18n*/ { id: 'catalog.filter.band.below', message: '6001 and below' }),
  '6001-10000': msg(/*i18n*/ { id: 'catalog.filter.band.low', message: '6001-10000' }),
  '10001-15000': msg(/*i18n*/ { id: 'catalog.filter.band.high', message: '10001-15000' }),
  '15001 and above': msg(/*i18n*/ { id: 'catalog.filter.band.above', message: '15001 and above' }),
};

/** Minimum star ratings the shopper can choose, best first. */
export const RATING_CHOICES = [4, 3, 2] as const;
/** Minimum discounts, in per cent, the shopper can choose. */
export const OFFER_CHOICES = [10, 20, 30, 40, 50] as const;

const TEXT = {
  rating: msg(/*i18n*/ { id: 'catalog.filter.rating', message: '{rating}★ & above' }),
  offer: msg(/*i18n*/ { id: 'catalog.filter.offer', message: '{offer}% or more' }),
  priceBetween: msg(/*i18n*/ { id: 'catalog.filter.price-between', message: '{from} to {to}' }),
  priceBelow: msg(/*i18n*/ { id: 'catalog.filter.price-below', message: '{to} and below' }),
  priceAbove: msg(/*i18n*/ { id: 'catalog.filter.price-above', message: '{from} and above' }),
  outOfBounds: msg(
    /*i18n*/ {
      id: 'catalog.filter.price-out-of-bounds',
      message: 'Enter a price from {min} to {max}.',
    },
  ),
  minAboveMax: msg(
    /*i18n*/ { id: 'catalog.filter.min-above-max', message: 'Min must not be more than Max.' },
  ),
};

export const ratingLabel = (rating: number, i18n: AppI18n): string =>
  i18n.t(TEXT.rating, { rating });
export const offerLabel = (offer: number, i18n: AppI18n): string => i18n.t(TEXT.offer, { offer });

/** The patch a band writes: both price bounds, so it replaces any Min/Max price. */
export function bandPatch(band: PriceBand): FilterPatch {
  const { price_from, price_to } = PRICE_BAND_BOUNDS[band];
  return { price_from, price_to };
}

/** The band the URL's price bounds are exactly, if any. */
export function bandOf(search: ListingSearch): PriceBand | null {
  return (
    PRICE_BANDS.find((band) => {
      const bounds = PRICE_BAND_BOUNDS[band];
      return bounds.price_from === search.price_from && bounds.price_to === search.price_to;
    }) ?? null
  );
}

export function hasFilters(search: ListingSearch): boolean {
  return FILTER_NAMES.some((name) => search[name] !== undefined);
}

/** Drops every filter and keeps the search text (and anything else the URL carries). */
export const CLEAR_FILTERS: FilterPatch = Object.fromEntries(
  FILTER_NAMES.map((name) => [name, undefined]),
);

/** Whether writing `patch` would change the listing's URL state at all. */
export function changesSearch(search: ListingSearch, patch: FilterPatch): boolean {
  return (Object.keys(patch) as FilterName[]).some((name) => search[name] !== patch[name]);
}

export interface FilterChip {
  /** Unique among the chips of one URL. */
  key: string;
  label: string;
  /** The patch that removes just this filter. */
  remove: FilterPatch;
}

function priceLabel(from: number | undefined, to: number | undefined, i18n: AppI18n): string {
  const rupees = (amount: number) => formatRupees(amount);
  if (from !== undefined && to !== undefined) {
    return i18n.t(TEXT.priceBetween, { from: rupees(from), to: rupees(to) });
  }
  if (to !== undefined) return i18n.t(TEXT.priceBelow, { to: rupees(to) });
  return i18n.t(TEXT.priceAbove, { from: rupees(from ?? 0) });
}

const LIST_NAMES = ['brand', 'color', 'size'] as const;

/**
 * One chip per applied filter: the price range, the rating, the discount, and each value of the
 * brand, colour and size lists. `brandName` turns a brand value (a slug or a name, as the API
 * takes either) into the name the shopper knows.
 */
export function filterChips(
  search: ListingSearch,
  i18n: AppI18n,
  brandName: (value: string) => string = (value) => value,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.price_from !== undefined || search.price_to !== undefined) {
    chips.push({
      key: 'price',
      label: priceLabel(search.price_from, search.price_to, i18n),
      remove: { price_from: undefined, price_to: undefined },
    });
  }
  if (search.rating !== undefined) {
    chips.push({
      key: 'rating',
      label: ratingLabel(search.rating, i18n),
      remove: { rating: undefined },
    });
  }
  if (search.offer !== undefined) {
    chips.push({
      key: 'offer',
      label: offerLabel(search.offer, i18n),
      remove: { offer: undefined },
    });
  }
  for (const name of LIST_NAMES) {
    const values = search[name]?.split(',') ?? [];
    for (const value of new Set(values)) {
      const rest = values.filter((other) => other !== value);
      chips.push({
        key: `${name}:${value}`,
        label: name === 'brand' ? brandName(value) : value,
        remove: { [name]: rest.length > 0 ? rest.join(',') : undefined },
      });
    }
  }
  return chips;
}

/** The Min and Max inputs' text: the URL's bounds where §5's limits allow them, else the limits. */
export function priceInputs(search: ListingSearch): { min: string; max: string } {
  const within = (value: number | undefined, fallback: number) =>
    String(
      value !== undefined && value >= PRICE_FILTER_MIN && value <= PRICE_FILTER_MAX
        ? value
        : fallback,
    );
  return {
    min: within(search.price_from, PRICE_FILTER_MIN),
    max: within(search.price_to, PRICE_FILTER_MAX),
  };
}

export type PriceRangeCheck =
  { ok: true; patch: FilterPatch } | { ok: false; errors: { min?: string; max?: string } };

/** A plain amount within §5's bounds, as typed (the same number shape the URL accepts). */
function readAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= PRICE_FILTER_MIN && amount <= PRICE_FILTER_MAX ? amount : null;
}

/**
 * Checks the Min and Max text as typed: each a number within §5's bounds, and Min not above
 * Max. Valid, it gives the patch that applies both (replacing any band); invalid, a message per
 * field and nothing to apply.
 */
export function checkPriceRange(min: string, max: string, i18n: AppI18n): PriceRangeCheck {
  const from = readAmount(min);
  const to = readAmount(max);
  if (from === null || to === null) {
    const outOfBounds = i18n.t(TEXT.outOfBounds, {
      min: formatRupees(PRICE_FILTER_MIN),
      max: formatRupees(PRICE_FILTER_MAX),
    });
    return {
      ok: false,
      errors: {
        ...(from === null && { min: outOfBounds }),
        ...(to === null && { max: outOfBounds }),
      },
    };
  }
  if (from > to) return { ok: false, errors: { min: i18n.t(TEXT.minAboveMax) } };
  return { ok: true, patch: { price_from: from, price_to: to } };
}
