import { INTL_LOCALE, type Locale } from '../i18n/locale';

const currency = (locale: Locale, fraction: number): Intl.NumberFormat =>
  new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: fraction,
    minimumFractionDigits: fraction,
  });

/** Each language's formatters, made on first use: a page only ever formats in its own. */
const rupeeFormatters = new Map<Locale, Intl.NumberFormat>();
const paiseFormatters = new Map<Locale, Intl.NumberFormat>();

function formatterOf(
  formatters: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  fraction: number,
): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = currency(locale, fraction);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Rupees with Indian digit grouping (₹1,23,456), in the page's language (English and Hindi write
 * them alike). Listing prices are floored (spec §9), so the amount is floored before formatting
 * rather than rounded by Intl.
 */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(amount)) return '';
  // `|| 0` turns -0 (e.g. a zero discount negated) into 0, which Intl would print as '-₹0'.
  return formatterOf(rupeeFormatters, locale, 0).format(Math.floor(amount) || 0);
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
export function formatAmount(amount: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(amount)) return '';
  return Number.isInteger(amount)
    ? formatRupees(amount, locale)
    : formatterOf(paiseFormatters, locale, 2).format(amount);
}

/** A count (ratings, reviews) with the language's digit grouping: 12,480. */
export function formatCount(count: number, locale: Locale = 'en'): string {
  return count.toLocaleString(INTL_LOCALE[locale]);
}
