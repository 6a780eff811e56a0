/** Lower-case ASCII text without accents or apostrophes: 'Lakmé' and "Men's" match 'lakme', 'mens'. */
export function normalizeText(text: string): string {
  // Most catalog text is plain ASCII: skip the costly Unicode normalisation for it.
  if (!/[^\x20-\x7e]/.test(text)) return text.replace(/'/g, '').toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹1,29,999': whole rupees with Indian digit grouping, floored like the storefront shows prices. */
export function formatRupees(amount: number): string {
  return `₹${rupeeGrouping.format(Math.floor(amount))}`;
}
