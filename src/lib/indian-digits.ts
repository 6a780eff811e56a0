/**
 * Numbers written the Indian way (12,34,567.5), as `Intl.NumberFormat` writes them for en-IN and
 * hi-IN: Latin digits, the last three grouped, then pairs. Written by hand because a page's first
 * `Intl.NumberFormat` costs 70-115 ms on a 4x slowed phone CPU (ICU sets up its number formatting
 * once per page; measured in Chromium), and the storefront only ever needs this one pattern.
 */

/** A non-negative integer's digits, grouped: '1234567' → '12,34,567'. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * `value` rounded half away from zero to `fraction` decimals, from its shortest decimal form (as
 * Intl rounds: 1.005 → 1.01, where `toFixed` gives 1.00), as integer and fraction digit strings.
 */
function decimalParts(value: number, fraction: number): { whole: string; decimals: string } {
  // Whole numbers as they are: scaling one near 2^53 would round its last digit.
  if (Number.isInteger(value))
    return { whole: String(Math.abs(value)), decimals: '0'.repeat(fraction) };
  const scaled = Math.round(Number(`${Math.abs(value)}e${fraction}`));
  const digits = String(scaled).padStart(fraction + 1, '0');
  return fraction === 0
    ? { whole: digits, decimals: '' }
    : { whole: digits.slice(0, -fraction), decimals: digits.slice(-fraction) };
}

/** A sign for a value that stays negative once rounded ('-0.001' rounds to '0', unsigned). */
function signOf(value: number, parts: { whole: string; decimals: string }): string {
  return value < 0 && /[1-9]/.test(parts.whole + parts.decimals) ? '-' : '';
}

/** A number with Indian grouping and up to three decimals, trailing zeros dropped: 12,34,567.5. */
export function formatIndianNumber(value: number): string {
  const parts = decimalParts(value, 3);
  const decimals = parts.decimals.replace(/0+$/, '');
  return `${signOf(value, parts)}${groupDigits(parts.whole)}${decimals ? `.${decimals}` : ''}`;
}

/** Rupees with exactly `fraction` decimals: ₹1,00,000 (0) or ₹5,367.50 (2); -₹500 below zero. */
export function formatIndianRupees(value: number, fraction: 0 | 2): string {
  const parts = decimalParts(value, fraction);
  const decimals = parts.decimals ? `.${parts.decimals}` : '';
  return `${signOf(value, parts)}₹${groupDigits(parts.whole)}${decimals}`;
}
