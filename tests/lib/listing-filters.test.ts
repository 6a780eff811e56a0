import { describe, expect, it } from 'vitest';
import {
  bandOf,
  bandPatch,
  changesSearch,
  checkPriceRange,
  CLEAR_FILTERS,
  filterChips,
  hasFilters,
  priceInputs,
} from '../../src/lib/listing-filters';
import { i18nOf } from '../utils/i18n';

const english = i18nOf('en');
const hindi = i18nOf('hi');

describe('price bands', () => {
  it.each([
    ['6001 and below', { price_from: undefined, price_to: 6001 }],
    ['6001-10000', { price_from: 6001, price_to: 10000 }],
    ['10001-15000', { price_from: 10001, price_to: 15000 }],
    ['15001 and above', { price_from: 15001, price_to: undefined }],
  ] as const)('%s writes the bounds its label reads, replacing both', (band, patch) => {
    expect(bandPatch(band)).toStrictEqual(patch);
  });

  it('names the band only when the URL holds exactly its bounds', () => {
    expect(bandOf({ price_to: 6001 })).toBe('6001 and below');
    expect(bandOf({ price_from: 6001, price_to: 10000, rating: 4 })).toBe('6001-10000');
    expect(bandOf({ price_from: 10001, price_to: 15000 })).toBe('10001-15000');
    expect(bandOf({ price_from: 15001 })).toBe('15001 and above');
    expect(bandOf({ price_from: 6001 })).toBeNull();
    expect(bandOf({ price_from: 0, price_to: 6001 })).toBeNull();
    expect(bandOf({ price_from: 15001, price_to: 20000 })).toBeNull();
    expect(bandOf({})).toBeNull();
  });
});

describe('applied filters', () => {
  it('counts price, rating, offer, brand, colour and size as filters, not the search text', () => {
    expect(hasFilters({ q: 'shoes' })).toBe(false);
    expect(hasFilters({})).toBe(false);
    for (const search of [
      { price_from: 0 },
      { price_to: 6001 },
      { rating: 2 },
      { offer: 10 },
      { brand: 'bata' },
      { color: 'Black' },
      { size: 'UK 8' },
    ]) {
      expect(hasFilters(search)).toBe(true);
    }
  });

  it('clears every filter and keeps the search text and unknown names', () => {
    const previous = { q: 'shoes', utm_source: 'mail', price_from: 200, price_to: 800, rating: 4 };
    expect({ ...previous, ...CLEAR_FILTERS }).toEqual({ q: 'shoes', utm_source: 'mail' });
  });

  it('tells whether a patch changes the URL state', () => {
    expect(changesSearch({ rating: 4 }, { rating: 4 })).toBe(false);
    expect(changesSearch({ rating: 4 }, { rating: 3 })).toBe(true);
    expect(changesSearch({ price_to: 6001 }, { price_from: undefined, price_to: 6001 })).toBe(
      false,
    );
    expect(changesSearch({ q: 'shoes' }, { offer: undefined })).toBe(false);
    expect(changesSearch({ offer: 10 }, { offer: undefined })).toBe(true);
  });
});

describe('filter chips', () => {
  it('gives one chip per filter, in a fixed order, with rupee amounts', () => {
    const chips = filterChips(
      {
        q: 'shoes',
        size: 'UK 8,UK 9',
        color: 'Black',
        brand: 'bata,PUMA',
        offer: 30,
        rating: 4,
        price_from: 6001,
        price_to: 10000,
      },
      english,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '₹6,001 to ₹10,000',
      '4★ & above',
      '30% or more',
      'bata',
      'PUMA',
      'Black',
      'UK 8',
      'UK 9',
    ]);
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(8);
  });

  it('reads a one-sided price range as the bands do', () => {
    expect(filterChips({ price_to: 6001 }, english).map((chip) => chip.label)).toEqual([
      '₹6,001 and below',
    ]);
    expect(filterChips({ price_from: 15001 }, english).map((chip) => chip.label)).toEqual([
      '₹15,001 and above',
    ]);
    expect(
      filterChips({ price_from: 0, price_to: 1000 }, english).map((chip) => chip.label),
    ).toEqual(['₹0 to ₹1,000']);
  });

  it('names brands as the given lookup does', () => {
    const names: Record<string, string> = { bata: 'Bata', puma: 'Puma' };
    expect(
      filterChips({ brand: 'bata,puma,unknown' }, english, (value) => names[value] ?? value).map(
        (chip) => chip.label,
      ),
    ).toEqual(['Bata', 'Puma', 'unknown']);
  });

  it('removes just its own filter: a price chip both bounds, a list chip its value', () => {
    const search = { price_from: 200, price_to: 800, rating: 3, offer: 50, brand: 'bata,puma' };
    const removes = filterChips(search, english).map((chip) => chip.remove);
    expect(removes).toStrictEqual([
      { price_from: undefined, price_to: undefined },
      { rating: undefined },
      { offer: undefined },
      { brand: 'puma' },
      { brand: 'bata' },
    ]);
    expect(filterChips({ color: 'Black' }, english)[0]?.remove).toStrictEqual({ color: undefined });
  });

  it('gives a value repeated in a list one chip, which removes every copy', () => {
    const chips = filterChips({ size: 'UK 8,UK 9,UK 8' }, english);
    expect(chips.map((chip) => [chip.label, chip.remove])).toStrictEqual([
      ['UK 8', { size: 'UK 9' }],
      ['UK 9', { size: 'UK 8,UK 8' }],
    ]);
  });

  it('gives no chip without filters', () => {
    expect(filterChips({ q: 'shoes' }, english)).toEqual([]);
  });
});

describe('Min and Max', () => {
  it('show the URL bounds within 0 to 1000, else those limits', () => {
    expect(priceInputs({})).toEqual({ min: '0', max: '1000' });
    expect(priceInputs({ price_from: 200, price_to: 800 })).toEqual({ min: '200', max: '800' });
    expect(priceInputs({ price_from: 250.5 })).toEqual({ min: '250.5', max: '1000' });
    expect(priceInputs({ price_from: 6001, price_to: 10000 })).toEqual({ min: '0', max: '1000' });
    expect(priceInputs({ price_from: 500, price_to: 5000 })).toEqual({ min: '500', max: '1000' });
  });

  it.each([
    ['0', '1000', { price_from: 0, price_to: 1000 }],
    ['200', '800', { price_from: 200, price_to: 800 }],
    [' 250.5 ', '250.5', { price_from: 250.5, price_to: 250.5 }],
  ])('applies Min %j and Max %j as both bounds', (min, max, patch) => {
    expect(checkPriceRange(min, max, english)).toStrictEqual({ ok: true, patch });
  });

  const outOfBounds = 'Enter a price from ₹0 to ₹1,000.';

  it.each([
    ['1001', '1000', { min: outOfBounds }],
    ['-5', '1000', { min: outOfBounds }],
    ['', '1000', { min: outOfBounds }],
    ['1e2', '1000', { min: outOfBounds }],
    ['abc', '1000', { min: outOfBounds }],
    ['0', '1200', { max: outOfBounds }],
    ['0', ' ', { max: outOfBounds }],
    ['2000', '-1', { min: outOfBounds, max: outOfBounds }],
    ['800', '200', { min: 'Min must not be more than Max.' }],
  ])('refuses Min %j and Max %j with a message per field', (min, max, errors) => {
    expect(checkPriceRange(min, max, english)).toStrictEqual({ ok: false, errors });
  });
});

describe('in Hindi', () => {
  it('writes the chips in Hindi, amounts with the rupee sign and Indian grouping', () => {
    const labels = (search: Parameters<typeof filterChips>[0]) =>
      filterChips(search, hindi).map((chip) => chip.label);
    expect(
      labels({ price_from: 6001, price_to: 10000, rating: 4, offer: 30, brand: 'bata' }),
    ).toEqual(['₹6,001 से ₹10,000', '4★ और उससे ज़्यादा', '30% या ज़्यादा', 'bata']);
    expect(labels({ price_to: 6001 })).toEqual(['₹6,001 और उससे कम']);
    expect(labels({ price_from: 100000 })).toEqual(['₹1,00,000 और उससे ज़्यादा']);
  });

  it('refuses a Min and Max in Hindi', () => {
    expect(checkPriceRange('abc', '1000', hindi)).toStrictEqual({
      ok: false,
      errors: { min: '₹0 से ₹1,000 के बीच कीमत डालें।' },
    });
    expect(checkPriceRange('800', '200', hindi)).toStrictEqual({
      ok: false,
      errors: { min: 'न्यूनतम कीमत अधिकतम से ज़्यादा नहीं हो सकती।' },
    });
  });
});
