// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assetsNamedBy,
  cacheNames,
  CACHE_LIMITS,
  isExpired,
  isStorable,
  overLimit,
  pageRunsOn,
  routeRequest,
  type RequestFacts,
} from '../../src/sw/caching-rules';

const APP = 'https://shop.example';
const API = 'https://api.example';
const DAY = 24 * 60 * 60 * 1000;
const apiBuild = { precache: ['/main.1a2b3c4d.js', '/offline.html'], apiOrigin: API };
const demoBuild = { precache: ['/main.1a2b3c4d.js', '/offline.html'], apiOrigin: null };

function request(url: string, facts: Partial<RequestFacts> = {}): RequestFacts {
  return { url, method: 'GET', mode: 'cors', destination: '', hasAuthorization: false, ...facts };
}

describe('which requests the worker caches, and how', () => {
  it('answers pages (navigations) stale-while-revalidate', () => {
    for (const path of [
      '/',
      '/cat/mobiles',
      '/product/apple-iphone-15-1',
      '/products/?q=tv',
      '/hi/',
      '/hi/cat/mobiles',
    ])
      expect(routeRequest(request(`${APP}${path}`, { mode: 'navigate' }), apiBuild, APP)).toEqual({
        strategy: 'page',
        cache: 'pages',
      });
  });

  it("answers the build's files from the precache", () => {
    expect(routeRequest(request(`${APP}/main.1a2b3c4d.js`), apiBuild, APP)).toEqual({
      strategy: 'precache',
    });
    expect(routeRequest(request(`${APP}/offline.html`), demoBuild, APP)).toEqual({
      strategy: 'precache',
    });
  });

  it('keeps the catalogue reads of the API stale-while-revalidate', () => {
    for (const path of [
      '/api/section/top',
      '/api/section/bottom',
      '/api/featured_brands/',
      '/api/banners/',
      '/api/categories/',
      '/api/brands/',
      '/api/ads/',
      '/api/products/?category=mobiles&page=2',
      '/api/product/apple-iphone-15-1',
    ])
      expect(routeRequest(request(`${API}${path}`), apiBuild, APP), path).toEqual({
        strategy: 'catalogue',
        cache: 'catalogue',
      });
  });

  it('keeps pictures cache-first', () => {
    expect(
      routeRequest(
        request(`${APP}/img/products/tv-1.webp`, { destination: 'image' }),
        apiBuild,
        APP,
      ),
    ).toEqual({ strategy: 'image', cache: 'images' });
    expect(routeRequest(request(`${API}/img/banners/sale.png`), apiBuild, APP)).toEqual({
      strategy: 'image',
      cache: 'images',
    });
  });

  it("never caches the shopper's own data, nor any call with an Authorization header", () => {
    for (const path of [
      '/api/validate-token/',
      '/api/user/profile/',
      '/api/cart/',
      '/api/cart/items/',
      '/api/wishlist/',
      '/api/addresses/',
      '/api/checkout/quote/',
      '/api/orders/',
      '/api/orders/12/',
      '/api/delivery/560001/',
      '/api/login/',
    ])
      expect(routeRequest(request(`${API}${path}`), apiBuild, APP), path).toEqual({
        strategy: 'pass',
      });
    expect(
      routeRequest(request(`${API}/api/products/`, { hasAuthorization: true }), apiBuild, APP),
    ).toEqual({ strategy: 'pass' });
    expect(
      routeRequest(
        request(`${APP}/cart`, { mode: 'navigate', hasAuthorization: true }),
        apiBuild,
        APP,
      ),
    ).toEqual({ strategy: 'pass' });
  });

  it('never caches a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(routeRequest(request(`${API}/api/products/`, { method }), apiBuild, APP)).toEqual({
        strategy: 'pass',
      });
  });

  it("leaves the demo build's API calls to MSW, catalogue reads included", () => {
    for (const path of ['/api/products/', '/api/section/top', '/api/cart/'])
      expect(routeRequest(request(`${APP}${path}`), demoBuild, APP), path).toEqual({
        strategy: 'pass',
      });
  });

  it('leaves other origins and unknown files alone', () => {
    expect(routeRequest(request('https://elsewhere.example/'), apiBuild, APP)).toEqual({
      strategy: 'pass',
    });
    expect(
      routeRequest(request('https://elsewhere.example/', { mode: 'navigate' }), apiBuild, APP),
    ).toEqual({ strategy: 'pass' });
    expect(routeRequest(request(`${APP}/robots.txt`), apiBuild, APP)).toEqual({ strategy: 'pass' });
  });
});

describe('how long and how much each cache keeps', () => {
  it('keeps pages and catalogue reads a week, pictures a month', () => {
    expect(isExpired(0, 7 * DAY, 'pages')).toBe(false);
    expect(isExpired(0, 7 * DAY + 1, 'pages')).toBe(true);
    expect(isExpired(0, 7 * DAY, 'catalogue')).toBe(false);
    expect(isExpired(0, 7 * DAY + 1, 'catalogue')).toBe(true);
    expect(isExpired(0, 30 * DAY, 'images')).toBe(false);
    expect(isExpired(0, 30 * DAY + 1, 'images')).toBe(true);
  });

  it('treats an entry without its storage time as expired', () => {
    expect(isExpired(Number.NaN, 0, 'pages')).toBe(true);
  });

  it('bounds pages to 50 entries, catalogue reads to 100 and pictures to 200, dropping the oldest', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(overLimit(keys(50), 'pages')).toEqual([]);
    expect(overLimit(keys(52), 'pages')).toEqual([0, 1]);
    expect(overLimit(keys(101), 'catalogue')).toEqual([0]);
    expect(overLimit(keys(201), 'images')).toEqual([0]);
    expect(CACHE_LIMITS.pages.maxEntries).toBe(50);
  });

  it('stores only whole successful answers', () => {
    const ok = { ok: true, status: 200, redirected: false, type: 'basic' };
    expect(isStorable(ok)).toBe(true);
    expect(isStorable({ ...ok, type: 'cors' })).toBe(true);
    expect(isStorable({ ...ok, redirected: true })).toBe(false);
    expect(isStorable({ ...ok, ok: false, status: 500 })).toBe(false);
    expect(isStorable({ ...ok, status: 206 })).toBe(false);
    expect(isStorable({ ok: false, status: 0, redirected: false, type: 'opaque' })).toBe(false);
  });

  it('names a precache per build and runtime caches that outlive builds', () => {
    expect(cacheNames('v1')).toEqual({
      precache: 'bazaar-precache-v1',
      pages: 'bazaar-pages',
      catalogue: 'bazaar-catalogue',
      images: 'bazaar-images',
    });
  });
});

describe('an update drops the cached pages that name the old build', () => {
  const page =
    '<!doctype html><html><head><link rel="modulepreload" href="/home-screen.aaaa1111.js">' +
    '<link rel="icon" href="/favicon.svg"><link rel=stylesheet href=/main.bbbb2222.css>' +
    '</head><body><script type=module src=/main.cccc3333.js></script></body></html>';

  it("reads a page's scripts and styles", () => {
    expect(assetsNamedBy(page)).toEqual([
      '/home-screen.aaaa1111.js',
      '/main.bbbb2222.css',
      '/main.cccc3333.js',
    ]);
  });

  it("keeps a page whose every script is in the new build's precache", () => {
    expect(
      pageRunsOn(page, ['/home-screen.aaaa1111.js', '/main.bbbb2222.css', '/main.cccc3333.js']),
    ).toBe(true);
  });

  it('keeps a Hindi page, which names its catalogue chunk too, like any other (issue 29)', () => {
    const hindi =
      '<!DOCTYPE html><html lang="hi"><link rel="modulepreload" href="/hi-messages.eeee5555.js">' +
      '<script type=module src=/main.cccc3333.js></script>';
    expect(pageRunsOn(hindi, ['/hi-messages.eeee5555.js', '/main.cccc3333.js'])).toBe(true);
    expect(pageRunsOn(hindi, ['/hi-messages.ffff6666.js', '/main.cccc3333.js'])).toBe(false);
  });

  it('drops a page naming a script the new build no longer has', () => {
    expect(
      pageRunsOn(page, ['/home-screen.aaaa1111.js', '/main.bbbb2222.css', '/main.dddd4444.js']),
    ).toBe(false);
  });
});
