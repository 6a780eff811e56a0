/**
 * Bazaar's service worker: a classic script (scripts/offline-build.mjs bundles it at the stable
 * address /service-worker.js, which src/main.tsx registers), applying src/sw/caching-rules.ts.
 * scripts/build.mjs writes the build's facts (version, precache list, API origin) into it; in the
 * demo build it also imports MSW's worker, so one worker serves both (see importMockWorker).
 */
import {
  cacheNames,
  CACHE_PREFIX,
  isExpired,
  isStorable,
  overLimit,
  pageRunsOn,
  routeRequest,
  type CacheKind,
  type RequestFacts,
  type WorkerBuild,
} from './caching-rules';
import { otherWidthsOf } from '../lib/picture-sources';
import {
  isKeepPage,
  scope,
  type ExtendableEvent,
  type FetchEvent,
  type KeepPage,
  type MessageEventLike,
} from './worker-scope';

/** The build's facts, which scripts/build.mjs writes on the worker's first line. */
const build: WorkerBuild = scope.bazaarBuild ?? {
  version: 'development',
  precache: [],
  apiOrigin: null,
  mockWorker: null,
};
const names = cacheNames(build.version);
const OFFLINE_PAGE = '/offline.html';
/** When an entry of a runtime cache was stored (the age limits read it). */
const STORED_AT = 'x-bazaar-stored-at';

/** Whether every file of build.precache is in the precache (known once it is). */
let precacheComplete = false;

/** Fetches the files of build.precache (those `only` picks) missing from the precache. */
async function precache(only: (path: string) => boolean = () => true): Promise<void> {
  if (precacheComplete) return;
  const cache = await caches.open(names.precache);
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const wanted = build.precache.filter(only);
  // The hashed files may come from the HTTP cache (the page has just loaded most of them); the
  // others (the offline page, the shell) must be this build's: past it.
  await cache.addAll(
    wanted
      .filter((path) => !held.has(path))
      .map(
        (path) =>
          new Request(path, {
            cache: /\.[0-9a-f]{8}\.\w+$/.test(path) ? 'default' : 'no-cache',
          }),
      ),
  );
  if (wanted.length === build.precache.length) precacheComplete = true;
}

/**
 * The whole build's precache, fetched once however many KEEP_PAGE messages ask for it while it
 * runs (a first visit sends several); a failed run is tried again at the next message.
 */
let wholeBuild: Promise<void> | undefined;
function precacheWholeBuild(): Promise<void> {
  wholeBuild ??= precache().catch((error: unknown) => {
    wholeBuild = undefined;
    throw error;
  });
  return wholeBuild;
}

/** Drops other builds' precaches, and cached pages that name scripts this build no longer has. */
async function purgeOldBuild(): Promise<void> {
  const keep = new Set(Object.values(names));
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && !keep.has(name)) await caches.delete(name);
  }
  const pages = await caches.open(names.pages);
  for (const request of await pages.keys()) {
    const page = await pages.match(request);
    if (!page || !pageRunsOn(await page.text(), build.precache)) await pages.delete(request);
  }
}

async function store(kind: CacheKind, request: Request, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  const cache = await caches.open(names[kind]);
  await cache.put(
    request,
    new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
  );
  for (const old of overLimit(await cache.keys(), kind)) await cache.delete(old);
}

/** The entry for `request` in `kind`, unless it is past the cache's age limit (then dropped). */
async function fresh(kind: CacheKind, request: Request): Promise<Response | undefined> {
  const cache = await caches.open(names[kind]);
  // Past Vary: Accept-Encoding, which the worker's requests do not carry the browser's value of.
  const hit = await cache.match(request, { ignoreVary: true });
  if (!hit) return undefined;
  if (!isExpired(Number(hit.headers.get(STORED_AT)), Date.now(), kind)) return hit;
  await cache.delete(request);
  return undefined;
}

/** Fetches and stores what may be stored; the answer goes back untouched. */
async function fetchAndStore(kind: CacheKind, request: Request): Promise<Response> {
  const response = await fetch(request);
  if (isStorable(response)) await store(kind, request, response.clone());
  return response;
}

/** The cached answer at once and a fresh one stored for next time; the network when none. */
async function staleWhileRevalidate(event: FetchEvent, kind: CacheKind): Promise<Response> {
  const cached = await fresh(kind, event.request);
  const refreshing = fetchAndStore(kind, event.request);
  if (!cached) return refreshing;
  event.waitUntil(refreshing.catch(() => undefined));
  return cached;
}

async function page(event: FetchEvent): Promise<Response> {
  try {
    return await staleWhileRevalidate(event, 'pages');
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: names.precache })) ?? Response.error();
  }
}

async function cacheFirst(request: Request, kind: CacheKind): Promise<Response> {
  return (await fresh(kind, request)) ?? fetchAndStore(kind, request);
}

/** A picture from the cache or the network; offline, the same picture at a width kept. */
async function picture(request: Request): Promise<Response> {
  try {
    return await cacheFirst(request, 'images');
  } catch (error) {
    const { origin, pathname } = new URL(request.url);
    for (const other of otherWidthsOf(pathname)) {
      const kept = await fresh('images', new Request(`${origin}${other}`));
      if (kept) return kept;
    }
    throw error;
  }
}

async function fromPrecache(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: names.precache })) ?? fetch(request);
}

function answer(event: FetchEvent): Promise<Response> | null {
  const { request } = event;
  const route = routeRequest(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      hasAuthorization: request.headers.has('Authorization'),
    },
    build,
    scope.location.origin,
  );
  switch (route.strategy) {
    case 'precache':
      return fromPrecache(request);
    case 'page':
      return page(event);
    case 'catalogue':
      return staleWhileRevalidate(event, 'catalogue');
    case 'image':
      return picture(request);
    case 'pass':
      return null;
  }
}

scope.addEventListener('install', (event) => {
  // The first install keeps only the offline page: the first visit (and the demo build's mock
  // backend, which waits for this worker) never waits for the whole build, which follows once
  // the page is controlled (KEEP_PAGE below). An update installs whole, since it may take over.
  // No skipWaiting: a new version waits until the shopper chooses Reload (SKIP_WAITING below).
  const first = scope.registration.active === null;
  (event as ExtendableEvent).waitUntil(
    precache(first ? (path) => path === OFFLINE_PAGE : undefined),
  );
});

scope.addEventListener('activate', (event) => {
  (event as ExtendableEvent).waitUntil(purgeOldBuild().then(() => scope.clients.claim()));
});

/**
 * Stores what `url` routes to under `facts` in its cache (a page, a picture, a catalogue read),
 * unless a fresh copy is there already; anything else is left alone.
 */
async function keep(url: string, facts: Pick<RequestFacts, 'mode' | 'destination'>) {
  const page = facts.mode === 'navigate';
  const request = new Request(new URL(url, scope.location.origin), {
    headers: page ? { Accept: 'text/html' } : {},
  });
  const route = routeRequest(
    { url: request.url, method: 'GET', hasAuthorization: false, ...facts },
    build,
    scope.location.origin,
  );
  if (!('cache' in route) || (await fresh(route.cache, request))) return;
  await fetchAndStore(route.cache, request).catch(() => undefined);
}

/**
 * Stores a page the shopper reached inside the app, or saw before this worker took control,
 * with the pictures and catalogue reads it loaded then.
 */
async function keepPage({ url, resources }: KeepPage): Promise<void> {
  await Promise.all([
    keep(url, { mode: 'navigate', destination: 'document' }),
    // Known by address only: the rules tell a picture by its name, a catalogue read by its path.
    ...resources.map((resource) => keep(resource, { mode: 'cors', destination: '' })),
  ]);
}

scope.addEventListener('message', (event) => {
  const { data } = event as MessageEventLike;
  if (data === 'SKIP_WAITING') void scope.skipWaiting();
  if (isKeepPage(data))
    (event as MessageEventLike).waitUntil(Promise.all([keepPage(data), precacheWholeBuild()]));
});

// Registered before MSW's listener: what this worker answers, MSW never sees (its second
// respondWith would throw).
scope.addEventListener('fetch', (event) => {
  const fetchEvent = event as FetchEvent;
  const response = answer(fetchEvent);
  if (!response) return;
  fetchEvent.stopImmediatePropagation();
  fetchEvent.respondWith(response);
});

/**
 * The demo build's mock backend: MSW's own worker, imported as its documentation shows, with
 * two of its listeners changed. Its install listener is left out (it calls skipWaiting, and a
 * new version must wait for the shopper), and its message listener never sees CLIENT_CLOSED
 * (on the last tab's, it unregisters the worker, which would end offline support).
 */
function importMockWorker(url: string): void {
  const addEventListener = scope.addEventListener.bind(scope);
  scope.addEventListener = (type, listener) => {
    if (type === 'install') return;
    if (type === 'message') {
      addEventListener(type, (event) => {
        if ((event as MessageEventLike).data !== 'CLIENT_CLOSED') listener(event);
      });
      return;
    }
    addEventListener(type, listener);
  };
  try {
    scope.importScripts(url);
  } finally {
    Reflect.deleteProperty(scope, 'addEventListener');
  }
}

if (build.mockWorker) importMockWorker(build.mockWorker);
