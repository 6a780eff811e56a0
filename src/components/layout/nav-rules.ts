/**
 * Which parts of the shell show where (spec §2, navigation bar). Paths are compared without a
 * trailing slash, so /cart and /cart/ follow the same rule.
 */
const SEARCH_HIDDEN_PATHS: ReadonlySet<string> = new Set([
  '/contact',
  '/about',
  '/cart',
  '/privacy',
  '/shipping',
  '/faq',
  '/security',
  '/terms',
  '/becomeseller',
]);

const NAVBAR_HIDDEN_PATHS: ReadonlySet<string> = new Set(['/becomeseller']);

export type NavbarVariant = 'home' | 'default';

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isNavbarHidden(pathname: string): boolean {
  return NAVBAR_HIDDEN_PATHS.has(normalize(pathname));
}

export function isSearchHidden(pathname: string): boolean {
  return SEARCH_HIDDEN_PATHS.has(normalize(pathname));
}

/** White on the home page, blue everywhere else. */
export function navbarVariant(pathname: string): NavbarVariant {
  return normalize(pathname) === '/' ? 'home' : 'default';
}
