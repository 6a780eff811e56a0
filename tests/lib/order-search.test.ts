// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseOrderSearch, placedWithin } from '../../src/lib/order-search';

describe('parseOrderSearch', () => {
  it('keeps a status of the spec, trimmed words and an order-time group', () => {
    expect(
      parseOrderSearch({ status: 'On the way', q: '  laptop ', time: 'last-30-days' }),
    ).toEqual({ status: 'On the way', q: 'laptop', time: 'last-30-days' });
    expect(parseOrderSearch({ time: 2024 })).toEqual({
      status: undefined,
      q: undefined,
      time: '2024',
    });
  });

  it('drops what is not one, keeping every name', () => {
    expect(
      parseOrderSearch({ status: 'Shipped', q: '   ', time: '1999', other: 'kept elsewhere' }),
    ).toEqual({ status: undefined, q: undefined, time: undefined });
    expect(parseOrderSearch({ status: 'delivered', q: 'x'.repeat(201), time: ['2024'] })).toEqual({
      status: undefined,
      q: undefined,
      time: undefined,
    });
  });

  it('reads an order id the router handed over as a number as text', () => {
    expect(parseOrderSearch({ q: 4312785520 }).q).toBe('4312785520');
  });
});

describe('placedWithin', () => {
  const now = Date.UTC(2025, 2, 7, 4, 30, 0);
  const at = (placed_at: string) => ({ placed_at });

  it('counts the last 30 days back from now', () => {
    expect(placedWithin(at('2025-02-05T04:31:00.000Z'), 'last-30-days', now)).toBe(true);
    expect(placedWithin(at('2025-02-05T04:29:00.000Z'), 'last-30-days', now)).toBe(false);
  });

  it("groups by the year in India's time zone", () => {
    // 31 December 2023, 19:00 UTC is 1 January 2024, 00:30 in India.
    expect(placedWithin(at('2023-12-31T19:00:00.000Z'), '2024', now)).toBe(true);
    expect(placedWithin(at('2023-12-31T18:00:00.000Z'), '2023', now)).toBe(true);
    expect(placedWithin(at('2022-12-31T18:00:00.000Z'), 'older', now)).toBe(true);
    expect(placedWithin(at('2023-06-01T00:00:00.000Z'), 'older', now)).toBe(false);
  });
});
