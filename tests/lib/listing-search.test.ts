import { describe, expect, it } from 'vitest';
import { parseListingSearch, toProductQuery } from '../../src/lib/listing-search';

describe('listing URL state', () => {
  it('keeps valid values, trimmed', () => {
    expect(
      parseListingSearch({
        q: '  running shoes ',
        price_from: '500',
        price_to: 2000,
        offer: '30',
        brand: 'bata, nike ,',
        color: 'Black',
        size: '9',
        rating: '4',
      }),
    ).toEqual({
      q: 'running shoes',
      price_from: 500,
      price_to: 2000,
      offer: 30,
      brand: 'bata,nike',
      color: 'Black',
      size: '9',
      rating: 4,
    });
  });

  it('drops malformed values instead of sending them', () => {
    expect(
      parseListingSearch({
        q: '   ',
        price_from: 'cheap',
        price_to: '-5',
        offer: '150',
        brand: ',,',
        rating: '9',
        size: { nested: true },
        color: 'x'.repeat(500),
      }),
    ).toEqual({});
  });

  it('answers every name, so merged over the raw search (as the router does) no junk survives', () => {
    const raw = { q: '  ', price_from: 'cheap', price_to: '100', rating: '9', page: '2' };
    const merged = { ...raw, ...parseListingSearch({ ...raw, price_from: '900' }) };
    expect(Object.keys(parseListingSearch({}))).toEqual([
      'q',
      'price_from',
      'price_to',
      'offer',
      'brand',
      'color',
      'size',
      'rating',
    ]);
    expect(merged).toEqual({ price_from: 900, page: '2' });
  });

  it('drops an upper price bound below the lower one', () => {
    expect(parseListingSearch({ price_from: '900', price_to: '100' })).toEqual({ price_from: 900 });
  });

  it('maps URL names to the API query names with the path slug', () => {
    expect(
      toProductQuery({ q: 'shoe', price_from: 1, rating: 3 }, { category_slug: 'mens-footwear' }),
    ).toEqual({ keyword: 'shoe', priceFrom: 1, rating: 3, category_slug: 'mens-footwear' });
    expect(toProductQuery({}, { brand_slug: 'bata' })).toEqual({ brand_slug: 'bata' });
  });
});
