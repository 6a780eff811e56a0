import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatRupees, parseRupees } from '../../src/lib/format';

/** Indian digit grouping written out: the last three digits, then groups of two. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= 2)
    groups.unshift(head.slice(Math.max(0, end - 2), end));
  return `${groups.join(',')},${digits.slice(-3)}`;
}

const wholeRupees = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const anyAmount = fc.double({
  min: -Number.MAX_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
  noNaN: true,
});

describe('rupee formatter (property)', () => {
  it('groups digits the Indian way: ₹ then the last three digits, then groups of two', () => {
    fc.assert(
      fc.property(wholeRupees, (amount) => {
        expect(formatRupees(amount)).toBe(`₹${indianGrouping(String(amount))}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips through parseRupees to the floored amount', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        expect(parseRupees(formatRupees(amount)) === Math.floor(amount)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows a loss with a minus sign before the rupee sign, and never a negative zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(formatRupees(-amount)).toBe(`-${formatRupees(amount)}`);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -0, max: 0.999, noNaN: true }), (amount) => {
        expect(formatRupees(amount)).toBe('₹0');
      }),
    );
  });

  it('reads back only what looks like a rupee amount', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseRupees(text);
        if (parsed !== null) expect(Number.isInteger(parsed)).toBe(true);
        if (/[a-z]/i.test(text)) expect(parsed).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  // The formatter is written by hand (a page's first Intl.NumberFormat is slow on a phone); Node's
  // full ICU is the oracle it must agree with, in both of the page's languages.
  it('writes amounts and counts exactly as Intl does for en-IN and hi-IN', () => {
    const paise = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((p) => p / 100);
    for (const locale of ['en-IN', 'hi-IN']) {
      const withPaise = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const whole = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      });
      fc.assert(
        fc.property(paise, (amount) => {
          const expected = Number.isInteger(amount) ? whole : withPaise;
          expect(formatAmount(amount)).toBe(expected.format(amount));
        }),
        { numRuns: 500 },
      );
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (count) => {
          expect(formatCount(count)).toBe(count.toLocaleString(locale));
        }),
        { numRuns: 500 },
      );
    }
  });
});
