import { HttpResponse } from 'msw';
import { safeParse } from 'valibot';
import { productQuerySchema } from '../../src/api/schemas';
import { API_PATHS, type ProductDetail, type ProductListItem } from '../../src/api/types';
import { getCatalog, type ProductFilters } from '../catalog';
import { foldSearchText, searchTerms } from '../../src/lib/search-text';
import { jsonError, route } from './route';

/** A number on the wire: a plain decimal, optionally signed ("1499.5", " 20 ", "+3"). */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

type Parsed = { ok: true; filters: ProductFilters } | { ok: false; error: string };

/** The contract's numeric parameters: those whose schema takes 1 and refuses the text '1'. */
const NUMERIC = new Set(
  Object.entries(productQuerySchema.entries)
    .filter(([, schema]) => safeParse(schema, 1).success && !safeParse(schema, '1').success)
    .map(([name]) => name),
);

/** The comma-separated lists: repeating the parameter (?brand=a&brand=b) adds to the list. */
const LISTS = new Set(['brand', 'color', 'size']);

/**
 * The query string as the contract's values: every parameter is text on the wire, '' or blank
 * means absent, a numeric one is a plain decimal (anything else reaches the schema as NaN, which
 * it refuses with the message naming the parameter); of a repeated parameter the first counts,
 * but a list's values all do.
 */
function readQuery(params: URLSearchParams): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const name of Object.keys(productQuerySchema.entries)) {
    const raw = params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (raw.length === 0) continue;
    const [first = ''] = raw;
    if (NUMERIC.has(name)) values[name] = DECIMAL.test(first) ? Number(first) : Number.NaN;
    else values[name] = LISTS.has(name) ? raw.join(',') : first;
  }
  return values;
}

/** Comma-separated items, trimmed and normalised, empty ones dropped. */
function listOf(value: string | undefined, normalize: (item: string) => string) {
  const items = (value ?? '')
    .split(',')
    .map((item) => normalize(item.trim()))
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

/**
 * Reads the documented filters (spec §7) with the contract's schema; unknown parameters are
 * ignored, like most APIs do. A value the contract refuses is a 400 naming the parameter.
 */
export function parseProductQuery(params: URLSearchParams): Parsed {
  const parsed = safeParse(productQuerySchema, readQuery(params));
  if (!parsed.success) return { ok: false, error: parsed.issues[0].message };
  const query = parsed.output;
  return {
    ok: true,
    filters: {
      terms: searchTerms(query.keyword ?? ''),
      priceFrom: query.priceFrom,
      priceTo: query.priceTo,
      offer: query.offer,
      rating: query.rating,
      brands: listOf(query.brand, foldSearchText),
      colors: listOf(query.color, (item) => item.toLowerCase()),
      sizes: listOf(query.size, (item) => item.toLowerCase()),
      categorySlug: query.category_slug?.toLowerCase(),
      brandSlug: query.brand_slug?.toLowerCase(),
      limit: query.limit,
    },
  };
}

export const productHandlers = [
  route.get(API_PATHS.products, ({ request }) => {
    const parsed = parseProductQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return jsonError(400, { error: parsed.error });
    return HttpResponse.json<ProductListItem[]>(getCatalog().findProducts(parsed.filters));
  }),
  route.get<{ slug: string }>(`${API_PATHS.product}:slug`, ({ params }) => {
    const product = getCatalog().getProduct(params.slug);
    return product
      ? HttpResponse.json<ProductDetail>(product)
      : jsonError(404, { error: 'Product not found' });
  }),
];
