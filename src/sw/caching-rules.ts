/**
 * The service worker's caching rules (src/sw/service-worker.ts applies them): which request is
 * answered from which cache by which strategy, and how long and how many entries each cache
 * keeps. Pure, so every rule is tested without a browser.
 */
import { API_PATHS } from '../api/types';

/** What the build tells the worker (scripts/build.mjs writes it into the worker file). */
export interface WorkerBuild {
  /** A hash of the precached files' contents: a new build, a new precache. */
  version: string;
  /** Same-origin paths fetched at install: the shell, the offline page, every script and style. */
  precache: readonly string[];
  /** The API's origin in the API build; null in the demo build, whose mock backend MSW answers. */
  apiOrigin: string | null;
  /** The demo build's MSW worker script, imported into this one; null in the API build. */
  mockWorker: string | null;
}

/** The parts of a request the rules read. */
export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Request.destination: 'image' for a picture. */
  destination: string;
  hasAuthorization: boolean;
}

export type CacheKind = 'pages' | 'catalogue' | 'images';

export interface CacheLimits {
  maxEntries: number;
  maxAgeMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A shopper on a budget phone keeps a week of browsing (pages and the catalogue data they show)
 * and a month of pictures, within a few megabytes.
 */
export const CACHE_LIMITS: Readonly<Record<CacheKind, CacheLimits>> = {
  pages: { maxEntries: 50, maxAgeMs: 7 * DAY_MS },
  catalogue: { maxEntries: 100, maxAgeMs: 7 * DAY_MS },
  images: { maxEntries: 200, maxAgeMs: 30 * DAY_MS },
};

export const CACHE_PREFIX = 'bazaar-';

/** The cache names of a build: the precache is per version, the runtime caches outlive it. */
export function cacheNames(version: string): Record<CacheKind | 'precache', string> {
  return {
    precache: `${CACHE_PREFIX}precache-${version}`,
    pages: `${CACHE_PREFIX}pages`,
    catalogue: `${CACHE_PREFIX}catalogue`,
    images: `${CACHE_PREFIX}images`,
  };
}

/**
 * What the worker does with a request:
 * - precache: a file of the build, from the precache (the network if it is missing);
 * - page: stale-while-revalidate in `pages`, the offline page when neither answers;
 * - catalogue: stale-while-revalidate in `catalogue`;
 * - image: cache-first in `images`;
 * - pass: not answered by this worker (the network, or MSW in the demo build).
 */
export type Route =
  | { strategy: 'precache' }
  | { strategy: 'page'; cache: 'pages' }
  | { strategy: 'catalogue'; cache: 'catalogue' }
  | { strategy: 'image'; cache: 'images' }
  | { strategy: 'pass' };

/**
 * The public catalogue reads of the API (spec §7): home blocks, categories, brands, listings and
 * products. Nothing else of /api — the token check, the profile, cart, wishlist, addresses,
 * checkout, orders, delivery by pincode — is ever cached.
 */
const CATALOGUE_PATHS = new Set<string>([
  API_PATHS.sectionTop,
  API_PATHS.sectionBottom,
  API_PATHS.featuredBrands,
  API_PATHS.banners,
  API_PATHS.categories,
  API_PATHS.brands,
  API_PATHS.ads,
  API_PATHS.products,
]);

/** One product: the product path and its slug, with or without a closing slash. */
function isProductPath(pathname: string): boolean {
  if (!pathname.startsWith(API_PATHS.product)) return false;
  const slug = pathname.slice(API_PATHS.product.length).replace(/\/$/, '');
  return slug !== '' && !slug.includes('/');
}
const PICTURE_PATH = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

function isCatalogueRead(url: URL): boolean {
  return CATALOGUE_PATHS.has(url.pathname) || isProductPath(url.pathname);
}

/** Routes a request of a page on `scopeOrigin` (the worker's origin) under this build. */
export function routeRequest(
  request: RequestFacts,
  build: Pick<WorkerBuild, 'precache' | 'apiOrigin'>,
  scopeOrigin: string,
): Route {
  // The shopper's own data never goes near a cache, whatever its address.
  if (request.method !== 'GET' || request.hasAuthorization) return { strategy: 'pass' };
  const url = new URL(request.url);
  const sameOrigin = url.origin === scopeOrigin;
  if (request.mode === 'navigate')
    return sameOrigin ? { strategy: 'page', cache: 'pages' } : { strategy: 'pass' };
  if (sameOrigin && url.search === '' && build.precache.includes(url.pathname))
    return { strategy: 'precache' };
  if (
    build.apiOrigin !== null &&
    url.origin === build.apiOrigin &&
    url.pathname.startsWith('/api/')
  )
    return isCatalogueRead(url)
      ? { strategy: 'catalogue', cache: 'catalogue' }
      : { strategy: 'pass' };
  if (sameOrigin && url.pathname.startsWith('/api/')) return { strategy: 'pass' };
  if (
    (sameOrigin || url.origin === build.apiOrigin) &&
    (request.destination === 'image' || PICTURE_PATH.test(url.pathname))
  )
    return { strategy: 'image', cache: 'images' };
  return { strategy: 'pass' };
}

/** Whether a response may be stored: a whole, successful answer, never a redirect's end. */
export function isStorable(response: {
  ok: boolean;
  status: number;
  redirected: boolean;
  type: string;
}): boolean {
  return (
    response.ok && response.status === 200 && !response.redirected && response.type !== 'opaque'
  );
}

/** Whether an entry stored at `storedAt` is past its cache's age limit at `now`. */
export function isExpired(storedAt: number, now: number, kind: CacheKind): boolean {
  return !Number.isFinite(storedAt) || now - storedAt > CACHE_LIMITS[kind].maxAgeMs;
}

/**
 * The entries to drop so `kind` keeps its entry limit: the oldest first (`keys` in the order
 * they were stored, as Cache.keys() gives them).
 */
export function overLimit<T>(keys: readonly T[], kind: CacheKind): T[] {
  return keys.slice(0, Math.max(0, keys.length - CACHE_LIMITS[kind].maxEntries));
}

/** The same-origin scripts and styles a page's HTML loads (its <script src> and <link href>). */
export function assetsNamedBy(html: string): string[] {
  const names = [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)=["']?([^"' >]+)/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => /^\/[^/?#]+\.(?:js|css)$/.test(href));
  return [...new Set(names)];
}

/**
 * Whether a cached page can still run under the build whose precache is `precache`: every
 * script and style it names is there. A page naming an old build's chunks is dropped with that
 * build's precache, so an offline reload never loads a page whose scripts are gone.
 */
export function pageRunsOn(html: string, precache: readonly string[]): boolean {
  return assetsNamedBy(html).every((asset) => precache.includes(asset));
}
