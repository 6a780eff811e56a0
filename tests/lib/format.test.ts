import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatRupees, parseRupees } from '../../src/lib/format';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('floors rather than rounds (listing prices are floored)', () => {
    expect(formatRupees(1299.99)).toBe('₹1,299');
    expect(formatRupees(0.5)).toBe('₹0');
  });

  it('renders nothing for a value that is not a finite number', () => {
    expect(formatRupees(Number.NaN)).toBe('');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('round-trips through parseRupees', () => {
    for (const amount of [0, 7, 4599, 123456, 98765432]) {
      expect(parseRupees(formatRupees(amount))).toBe(amount);
    }
    expect(parseRupees('₹12,3a')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('shows whole rupees as formatRupees does, and paise when there are some', () => {
    expect(formatAmount(6959)).toBe('₹6,959');
    expect(formatAmount(10625.5)).toBe('₹10,625.50');
    expect(formatAmount(123456.05)).toBe('₹1,23,456.05');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});

describe('on a Hindi page (hi-IN)', () => {
  it('writes rupees with the rupee sign and Indian grouping, as English does', () => {
    expect(formatRupees(100000, 'hi')).toBe('₹1,00,000');
    expect(formatRupees(1299.99, 'hi')).toBe('₹1,299');
    expect(formatAmount(10625.5, 'hi')).toBe('₹10,625.50');
    expect(formatAmount(100000, 'hi')).toBe('₹1,00,000');
  });

  it('groups counts the Indian way, in both languages', () => {
    expect(formatCount(12480, 'hi')).toBe('12,480');
    expect(formatCount(1234567, 'hi')).toBe('12,34,567');
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});
