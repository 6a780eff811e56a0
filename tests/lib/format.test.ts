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

describe('the Indian way, as Intl writes en-IN and hi-IN (both languages alike)', () => {
  it('groups counts by three, then by two', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12480)).toBe('12,480');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(123456789)).toBe('12,34,56,789');
  });

  it('keeps up to three decimals of a count, rounded half away from zero', () => {
    expect(formatCount(1234567.5)).toBe('12,34,567.5');
    expect(formatCount(2.0005)).toBe('2.001');
    expect(formatCount(-1500)).toBe('-1,500');
  });

  it('rounds paise as Intl does, from the shortest decimal form (1.005 is 1.01, not 1.00)', () => {
    expect(formatAmount(1.005)).toBe('₹1.01');
    expect(formatAmount(5367.5)).toBe('₹5,367.50');
    expect(formatAmount(0.1 + 0.2)).toBe('₹0.30');
  });

  it('puts the minus before the rupee sign, and never on a zero', () => {
    expect(formatRupees(-500)).toBe('-₹500');
    expect(formatAmount(-0.5)).toBe('-₹0.50');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatAmount(-0.001)).toBe('₹0.00');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
  });
});
