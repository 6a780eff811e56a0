import { HttpResponse } from 'msw';
import { safeParse } from 'valibot';
import { productLimitSchema } from '../../src/api/schemas';
import { API_PATHS, type ProductDetail, type ProductListItem } from '../../src/api/types';
import { getCatalog, type ProductFilters } from '../catalog';
import { normalizeText } from '../seed/text';
import { jsonError, route } from './route';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

type Parsed = { ok: true; filters: ProductFilters } | { ok: false; error: string };

/** A numeric filter; '' means absent, anything else that is not a plain decimal is an error. */
function numberParam(
  params: URLSearchParams,
  name: string,
): number | undefined | { error: string } {
  const raw = params.get(name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  return NUMBER.test(raw) ? Number(raw) : { error: `${name} must be a number` };
}

/** `limit`: a whole number from 1 (the contract's rule); '' means absent. */
function limitParam(params: URLSearchParams): number | undefined | { error: string } {
  const raw = params.get('limit')?.trim();
  if (raw === undefined || raw === '') return undefined;
  const limit = safeParse(productLimitSchema, /^\d+$/.test(raw) ? Number(raw) : Number.NaN);
  return limit.success ? limit.output : { error: 'limit must be a positive integer' };
}

/** A comma-separated list; repeated parameters (?brand=a&brand=b) count as one list. */
function listParam(
  params: URLSearchParams,
  name: string,
  normalize: (item: string) => string,
): string[] | undefined {
  const items = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => normalize(item.trim()))
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().toLowerCase();
  return value === undefined || value === '' ? undefined : value;
}

/** Reads the documented filters (spec §7); unknown parameters are ignored, like most APIs do. */
export function parseProductQuery(params: URLSearchParams): Parsed {
  const numbers: Partial<Record<'priceFrom' | 'priceTo' | 'offer' | 'rating', number>> = {};
  for (const name of ['priceFrom', 'priceTo', 'offer', 'rating'] as const) {
    const value = numberParam(params, name);
    if (typeof value === 'object') return { ok: false, error: value.error };
    if (value !== undefined) numbers[name] = value;
  }
  const limit = limitParam(params);
  if (typeof limit === 'object') return { ok: false, error: limit.error };
  return {
    ok: true,
    filters: {
      terms: normalizeText(params.get('keyword') ?? '')
        .split(/\s+/)
        .filter((term) => term !== ''),
      ...numbers,
      brands: listParam(params, 'brand', normalizeText),
      colors: listParam(params, 'color', (item) => item.toLowerCase()),
      sizes: listParam(params, 'size', (item) => item.toLowerCase()),
      categorySlug: textParam(params, 'category_slug'),
      brandSlug: textParam(params, 'brand_slug'),
      limit,
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
