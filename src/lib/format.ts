const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Rupees with Indian digit grouping (₹1,23,456). Listing prices are floored (spec §9), so the
 * amount is floored before formatting rather than rounded by Intl.
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  // `|| 0` turns -0 (e.g. a zero discount negated) into 0, which Intl would print as '-₹0'.
  return rupeeFormatter.format(Math.floor(amount) || 0);
}

/** Reads a formatted rupee amount back to its number (the inverse of formatRupees). */
export function parseRupees(text: string): number | null {
  const digits = text.replace(/[₹,\s]/g, '');
  if (!/^-?\d+$/.test(digits)) return null;
  return Number(digits);
}

const paiseFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount the server computed to the paisa (an order's total): whole rupees as formatRupees
 * shows them, otherwise with the paise (₹5,367.50), never floored away.
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  return Number.isInteger(amount) ? formatRupees(amount) : paiseFormatter.format(amount);
}

const dayFormatter = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day the server gives as YYYY-MM-DD (India's date) as 'Fri, 14 Mar 2025'. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayFormatter.formatToParts(time).find((each) => each.type === type)?.value ?? '';
  // en-IN puts a comma before the year ('Fri, 14 Mar, 2025'); the storefront writes it without.
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
