import { describe, expect, it } from 'vitest';
import { parseLoginSearch, returnPath, toSafeLink } from '../../src/lib/safe-url';

describe('toSafeLink', () => {
  const origin = 'http://localhost:3000';

  it('keeps root-relative paths as internal links', () => {
    expect(toSafeLink('/cat/mobiles?x=1', origin)).toEqual({
      kind: 'internal',
      href: '/cat/mobiles?x=1',
    });
  });

  it('keeps http(s) links, same-origin ones as internal', () => {
    expect(toSafeLink('https://example.in/a', origin)).toEqual({
      kind: 'external',
      href: 'https://example.in/a',
    });
    expect(toSafeLink('http://localhost:3000/brand/bata', origin)).toEqual({
      kind: 'internal',
      href: '/brand/bata',
    });
  });

  it('refuses script, data, protocol-relative and junk targets', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example',
      'vbscript:x',
      '',
      null,
      undefined,
      'not a url',
    ]) {
      expect(toSafeLink(raw, origin)).toBeNull();
    }
  });
});

describe('returnPath: where a login returns to (issue 25)', () => {
  it.each(['/cart', '/product/nokia-150-blue-2?wishlist=add', '/my-order', '/'])(
    'follows the same-site path %s',
    (path) => {
      expect(returnPath(path)).toBe(path);
    },
  );

  it.each([
    ['another host, protocol-relative', '//evil.example'],
    ['another host after a backslash', '/\\evil'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'cart'],
    ['a tab a URL parser drops', '/\t/evil.example'],
    ['a line break a URL parser drops', '/\n/evil.example'],
    ['the logout page, which would end the session just begun', '/logout'],
    ['the logout page with a query', '/logout?next=/cart'],
    ['nothing', ''],
    ['no redirect', undefined],
  ])('goes to / for %s', (_what, redirect) => {
    expect(returnPath(redirect)).toBe('/');
  });

  it.each([
    ['/hi/cart', '/cart'],
    ['/hi/product/nokia-150-blue-2?wishlist=add', '/product/nokia-150-blue-2?wishlist=add'],
    ['/hi', '/'],
    ['/hi/', '/'],
    ['/hi?x=1', '/?x=1'],
    ['/hindi', '/hindi'],
    ['/cart?from=/hi/x', '/cart?from=/hi/x'],
  ])(
    'returns %s as the path %s, without its language: the router puts the login page’s back (issue 29)',
    (redirect, path) => {
      expect(returnPath(redirect)).toBe(path);
    },
  );

  it.each([
    ['the Hindi logout page', '/hi/logout'],
    ['the Hindi logout page with a query', '/hi/logout?next=/cart'],
    ['another host behind the language prefix', '/hi//evil.example'],
  ])('goes to / for %s', (_what, redirect) => {
    expect(returnPath(redirect)).toBe('/');
  });
});

describe("parseLoginSearch: the login page's query", () => {
  it('keeps a redirect given as text', () => {
    expect(parseLoginSearch({ redirect: '/cart' })).toEqual({ redirect: '/cart' });
  });

  it.each([[{}], [{ redirect: '' }], [{ redirect: 42 }], [{ redirect: ['/cart'] }]])(
    'drops a missing, empty or non-text redirect: %j',
    (search) => {
      expect(parseLoginSearch(search)).toEqual({});
    },
  );
});
