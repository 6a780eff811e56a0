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
