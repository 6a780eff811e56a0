import { expect } from 'vitest';

/** Markup that would run script if any of it were parsed as HTML instead of shown as text. */
export const PAYLOADS = {
  img: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  svg: '<svg onload="window.__pwned=1"></svg>',
} as const;

/** All three in one string, for a field that should show every character as typed. */
export const HOSTILE_TEXT = `Sale ${PAYLOADS.img}${PAYLOADS.script}${PAYLOADS.svg}`;

/**
 * Link targets an API must never turn into working links (spec: only http(s) or relative
 * paths). Case, padding and control characters are the usual ways past a naive prefix check.
 */
export const UNSAFE_LINKS = [
  'javascript:window.__pwned=1',
  '  JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  'vbscript:msgbox(1)',
  '//evil.example/phish',
  '/\\evil.example/phish',
  'file:///etc/passwd',
] as const;

/**
 * Nothing from the payloads became markup: no script or injected image element, no inline
 * event-handler attribute anywhere, and no handler ran.
 */
export function expectNoInjectedMarkup(): void {
  expect(document.querySelectorAll('script')).toHaveLength(0);
  expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
  const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
    element
      .getAttributeNames()
      .filter((name) => name.toLowerCase().startsWith('on'))
      .map((name) => `${element.tagName.toLowerCase()}[${name}]`),
  );
  expect(handlers).toEqual([]);
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
}

/**
 * Every link on the page goes to a root-relative path, an http(s) URL or a fragment of this page
 * (the skip link, the footer's documented dead '#' links).
 */
export function expectOnlySafeLinks(): HTMLAnchorElement[] {
  const links = [...document.querySelectorAll('a')];
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href, link.outerHTML.slice(0, 120)).toMatch(/^(\/(?![/\\])|https?:\/\/|#)/i);
    if (/^https?:\/\//i.test(href) && new URL(href).origin !== window.location.origin) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  return links;
}
