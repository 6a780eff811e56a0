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
