import { stripLocale } from '../i18n/locale';

/**
 * Links that come from the API (sections, banners, ads, featured brands) become links only when
 * they are root-relative paths or http(s) URLs; anything else (javascript:, data:, protocol-
 * relative //host) is refused.
 */
export type SafeLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

export function toSafeLink(
  raw: string | null | undefined,
  origin = currentOrigin(),
): SafeLink | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (href === '') return null;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) {
    return { kind: 'internal', href };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin)
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.toString() };
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Where a login returns to (issue 25): the `redirect` the guard or a page gave, if it is a path
 * of this site — one leading `/`, not `//` or `/\` (another host) and no scheme — otherwise /.
 * It is a path of the routes, without a language prefix (`/hi/cart` → `/cart`): the login returns
 * to the page in the login's own language, whose prefix the router puts back (issue 29).
 */
export function returnPath(redirect: string | undefined): string {
  if (redirect === undefined || !redirect.startsWith('/')) return '/';
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  // Backslashes, and tabs or line breaks (which URL parsers drop), can turn a path into a host.
  if ([...redirect].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return '/';
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(redirect) ?? [];
  const path = `${stripLocale(pathname)}${rest}`;
  // What the prefix hid is checked again: `/hi//evil.example` is another host once stripped.
  if (path.startsWith('//')) return '/';
  // A crafted link back to /logout (in either language) would end the session just begun.
  if (/^\/logout(?:[/?#]|$)/.test(path)) return '/';
  return path;
}

/** The login page's query: where to return after a successful login, when there is a place. */
export function parseLoginSearch(search: Record<string, unknown>): { redirect?: string } {
  const { redirect } = search;
  return typeof redirect === 'string' && redirect !== '' ? { redirect } : {};
}
