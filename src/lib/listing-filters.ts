import { PRICE_BANDS, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from './constants';
import { formatRupees } from './format';
import type { ListingSearch } from './listing-search';

/**
 * The listing's filters as URL state: the pure rules behind the price bands, the Min/Max form,
 * the rating and discount choices and the applied-filter chips. The URL is the one place a
 * filter lives, so every control reads it and writes a patch of it. Kept out of constants.ts,
 * which the first load carries: only the listing's lazy chunk needs these.
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

/** Minimum star ratings the shopper can choose, best first. */
export const RATING_CHOICES = [4, 3, 2] as const;
/** Minimum discounts, in per cent, the shopper can choose. */
export const OFFER_CHOICES = [10, 20, 30, 40, 50] as const;

export const ratingLabel = (rating: number): string => `${rating}★ & above`;
export const offerLabel = (offer: number): string => `${offer}% or more`;

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

function priceLabel(from: number | undefined, to: number | undefined): string {
  if (from !== undefined && to !== undefined) return `${formatRupees(from)} to ${formatRupees(to)}`;
  if (to !== undefined) return `${formatRupees(to)} and below`;
  return `${formatRupees(from ?? 0)} and above`;
}

const LIST_NAMES = ['brand', 'color', 'size'] as const;

/**
 * One chip per applied filter: the price range, the rating, the discount, and each value of the
 * brand, colour and size lists. `brandName` turns a brand value (a slug or a name, as the API
 * takes either) into the name the shopper knows.
 */
export function filterChips(
  search: ListingSearch,
  brandName: (value: string) => string = (value) => value,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.price_from !== undefined || search.price_to !== undefined) {
    chips.push({
      key: 'price',
      label: priceLabel(search.price_from, search.price_to),
      remove: { price_from: undefined, price_to: undefined },
    });
  }
  if (search.rating !== undefined) {
    chips.push({ key: 'rating', label: ratingLabel(search.rating), remove: { rating: undefined } });
  }
  if (search.offer !== undefined) {
    chips.push({ key: 'offer', label: offerLabel(search.offer), remove: { offer: undefined } });
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

const OUT_OF_BOUNDS = `Enter a price from ${formatRupees(PRICE_FILTER_MIN)} to ${formatRupees(PRICE_FILTER_MAX)}.`;
const MIN_ABOVE_MAX = 'Min must not be more than Max.';

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
export function checkPriceRange(min: string, max: string): PriceRangeCheck {
  const from = readAmount(min);
  const to = readAmount(max);
  if (from === null || to === null) {
    return {
      ok: false,
      errors: {
        ...(from === null && { min: OUT_OF_BOUNDS }),
        ...(to === null && { max: OUT_OF_BOUNDS }),
      },
    };
  }
  if (from > to) return { ok: false, errors: { min: MIN_ABOVE_MAX } };
  return { ok: true, patch: { price_from: from, price_to: to } };
}
