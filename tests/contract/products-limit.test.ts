// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ProductListItem } from '../../src/api/types';
import { api } from './helpers';

/**
 * GET /api/products/'s optional `limit` (docs/api/openapi.json): the first N matches of the
 * usual order, for previews such as the search box's suggestions. Most checks compare with the
 * same query without `limit`, so they hold for any catalog; the literals are the seed's.
 */
async function products(search: string): Promise<ProductListItem[]> {
  const { status, body } = await api<ProductListItem[]>(`/api/products/?${search}`);
  expect(status).toBe(200);
  return body;
}

const ids = (items: ProductListItem[]): number[] => items.map((item) => item.id);

describe('GET /api/products/?limit=N', () => {
  it.each([
    ['keyword=sa', 3],
    ['keyword=sa', 8],
    ['', 1],
    ['category_slug=mens-footwear&priceTo=3000', 5],
    ['keyword=shoes&brand=bata,puma', 2],
  ])('answers the first N of the same query without limit (%s, limit %i)', async (query, limit) => {
    const all = await products(query);
    expect(all.length).toBeGreaterThan(limit);
    const limited = await products(`${query}&limit=${limit}`);
    expect(ids(limited)).toEqual(ids(all).slice(0, limit));
    expect(limited).toEqual(all.slice(0, limit));
  });

  it('answers the most popular matches of the seed, in order', async () => {
    const found = await products('keyword=sam&limit=3');
    expect(found.map((item) => item.name)).toEqual([
      'Samsung Crystal 4K Vivid Smart LED TV (Titan Grey, 50 inch)',
      'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
      'Samsung Metro 313 (Blue)',
    ]);
    expect(ids(await products('keyword=sa&category_slug=electronics&limit=2'))).toEqual([267, 219]);
  });

  it('answers every match when there are fewer than the limit, and [] when none', async () => {
    const all = await products('keyword=sam');
    expect(all).toHaveLength(25);
    expect(await products('keyword=sam&limit=100')).toEqual(all);
    expect(await products('keyword=zz&limit=8')).toEqual([]);
  });

  it('ignores an empty limit and reads it as a plain decimal, like every numeric parameter', async () => {
    const all = await products('keyword=sa');
    expect(await products('keyword=sa&limit=')).toEqual(all);
    expect(ids(await products('keyword=sa&limit=%202%20'))).toEqual(ids(all).slice(0, 2));
    // A whole number written with a sign or a zero fraction is still that whole number.
    expect(ids(await products('keyword=sa&limit=2.0'))).toEqual(ids(all).slice(0, 2));
    expect(ids(await products('keyword=sa&limit=%2B3'))).toEqual(ids(all).slice(0, 3));
  });

  it.each(['0', '-1', '1.5', 'abc', '3abc', '1e3', '0x10', 'NaN', 'Infinity', '.', '2,3'])(
    'answers 400 naming limit when it is %s',
    async (value) => {
      const { status, body } = await api<ApiErrorBody>(
        `/api/products/?keyword=sa&limit=${encodeURIComponent(value)}`,
      );
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'limit must be a positive integer' });
    },
  );
});
