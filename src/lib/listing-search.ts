import type { ProductListItem, ProductQuery } from '../api/types';

/**
 * The listing's URL state (spec §7: q, price_from, price_to, offer, brand, color, size, rating).
 * Read leniently and validated: a malformed value is dropped, never sent to the server.
 */
export interface ListingSearch {
  q?: string;
  price_from?: number;
  price_to?: number;
  offer?: number;
  brand?: string;
  color?: string;
  size?: string;
  rating?: number;
}

/** The longest search text or filter value read from the URL; the search box allows no more. */
export const MAX_TEXT_LENGTH = 200;

function readText(value: unknown): string | undefined {
  // The router hands over '123' as a number and 'true' as a boolean: text all the same.
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return undefined;
  }
  const text = String(value)
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  return text === '' || text.length > MAX_TEXT_LENGTH ? undefined : text;
}

/** A comma-separated list (brand, color, size): trimmed items, empty items dropped. */
function readList(value: unknown): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items.join(',') : undefined;
}

function readNumber(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

const MAX_PRICE = 100_000_000;

export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const parsed: ListingSearch = {
    q: readText(search.q),
    price_from: readNumber(search.price_from, 0, MAX_PRICE),
    price_to: readNumber(search.price_to, 0, MAX_PRICE),
    offer: readNumber(search.offer, 0, 100),
    brand: readList(search.brand),
    color: readList(search.color),
    size: readList(search.size),
    rating: readNumber(search.rating, 0, 5),
  };
  if (
    parsed.price_from !== undefined &&
    parsed.price_to !== undefined &&
    parsed.price_from > parsed.price_to
  ) {
    parsed.price_to = undefined;
  }
  // Every name stays, a dropped one as undefined: the router merges a route's validated search
  // over its parent's raw one, so leaving a name out would let the malformed value through.
  return parsed;
}

/** Maps the URL state and the path's slug to the products call's query names (spec §7). */
export function toProductQuery(
  search: ListingSearch,
  scope: { category_slug?: string; brand_slug?: string } = {},
): ProductQuery {
  const query: ProductQuery = {
    keyword: search.q,
    priceFrom: search.price_from,
    priceTo: search.price_to,
    offer: search.offer,
    brand: search.brand,
    color: search.color,
    size: search.size,
    rating: search.rating,
    category_slug: scope.category_slug,
    brand_slug: scope.brand_slug,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as ProductQuery;
}

/** A listing's products: all of them, or on the server only the first screenful. */
export interface ListingData {
  products: ProductListItem[];
  /** How many products the query found. */
  total: number;
  /** False when `products` is the first screenful only (server-rendered HTML). */
  complete: boolean;
}
