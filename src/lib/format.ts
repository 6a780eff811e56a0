import { formatIndianNumber, formatIndianRupees } from './indian-digits';

/**
 * Rupees with Indian digit grouping (₹1,23,456), as English and Hindi pages both write them. Listing prices are floored (spec §9), so the amount is floored before formatting
 * rather than rounded by Intl.
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  return formatIndianRupees(Math.floor(amount), 0);
}

/** Reads a formatted rupee amount back to its number (the inverse of formatRupees). */
export function parseRupees(text: string): number | null {
  const digits = text.replace(/[₹,\s]/g, '');
  if (!/^-?\d+$/.test(digits)) return null;
  return Number(digits);
}

/**
 * An amount the server computed to the paisa (an order's total): whole rupees as formatRupees
 * shows them, otherwise with the paise (₹5,367.50), never floored away.
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  return Number.isInteger(amount) ? formatRupees(amount) : formatIndianRupees(amount, 2);
}

/** A count (ratings, reviews) with the language's digit grouping: 12,480. */
export function formatCount(count: number): string {
  return formatIndianNumber(count);
}
