import { defer } from '@tanstack/react-router';
import {
  getAds,
  getBanners,
  getBottomSections,
  getBrands,
  getCategories,
  getFeaturedBrands,
  getOrder,
  getProduct,
  getProducts,
  getOrders,
  getTopSections,
  isAbortError,
  isApiError,
} from '../api';
import type { ProductListItem } from '../api';
import { deferredState } from '../components/await-read';
import type { SessionStatus } from '../lib/session-hooks';
import type { OrderSearch } from '../lib/order-search';
import { sortProducts } from '../lib/product-order';
import type { SessionHandle } from '../lib/session-hooks';
import { toProductQuery, type ListingData, type ListingSearch } from '../lib/listing-search';

/**
 * The route loaders' reads (read-only data of spec §7). Each starts with navigation, in parallel
 * with the screen's code, and hovering a link preloads it; the router caches the results by
 * route, params and search. In the browser a loader returns its reads unawaited (the router's
 * deferred data), so the screen shows at once and each block loads on its own (<AwaitRead>); on
 * the server they are awaited, so nothing suspends in renderToString and the data the router
 * dehydrates into the page is plain.
 */
interface LoaderArgs {
  abortController: AbortController;
}

/** Minutes the shared lists (categories, brands) are served from the cache before a re-read. */
export const SHARED_LIST_STALE_MS = 5 * 60_000;

const isServer = typeof document === 'undefined';

/**
 * One read, deferred with the router's `defer` so its state can be told without awaiting it
 * (`isWhole`). A failure is logged with the spec's message (§8) and settles as null, which the
 * screen shows as that block's failure: an expected failure never reaches an error boundary,
 * whose catch React would report again. A read cancelled because its route was left is not a
 * failure: it never settles, so nothing is logged and nothing shows it.
 */
function read<T>(request: Promise<T>, failureMessage: string): Promise<T | null> {
  return defer(
    request.catch((error: unknown): Promise<never> | null => {
      if (isAbortError(error)) return new Promise<never>(() => {});
      console.error(failureMessage, error);
      return null;
    }),
  );
}

type Reads = Record<string, Promise<unknown>>;

/** A loader's reads as the screen gets them: on their way (browser), or settled (server, hydrated). */
type LoaderReads<T extends Reads> = { [K in keyof T]: T[K] | Awaited<T[K]> };

async function deferredInBrowser<T extends Reads>(reads: T): Promise<LoaderReads<T>> {
  if (!isServer) return reads;
  const settled = await Promise.all(
    Object.entries(reads).map(async ([key, value]) => [key, await value] as const),
  );
  return Object.fromEntries(settled) as LoaderReads<T>;
}

/**
 * Whether a route's loaded data may be served again from the router's cache: none of its reads
 * failed (a later visit tries again, spec §8), and none is still on its way after its route was
 * left (leaving cancelled it; such a read never settles).
 */
export function isWhole(loaderData: unknown, cancelled: boolean): boolean {
  if (typeof loaderData !== 'object' || loaderData === null) return true;
  return Object.values(loaderData).every((value: unknown) => {
    if (!(value instanceof Promise)) return value !== null;
    const state = deferredState(value);
    if (state?.status === 'success') return state.data !== null;
    return !cancelled;
  });
}

/** Categories: the one source for the category bar, home strip, sidebar and all categories. */
export function loadCategories({ abortController: { signal } }: LoaderArgs) {
  return deferredInBrowser({
    categories: read(getCategories({ signal }), 'Error fetching categories'),
  });
}

/**
 * The brands, for every listing route (filter sidebar, breadcrumb, filter chips): the listing
 * layout's read, kept fresh in the router's cache for SHARED_LIST_STALE_MS, so it is made once
 * however many listings are visited meanwhile. Leaving the listings does not cancel it: the
 * next listing visit uses it.
 */
export function loadBrands() {
  return deferredInBrowser({ brands: read(getBrands(), 'Error fetching brands') });
}

/** Home: each block on its own, so one failure leaves the rest of the page alone. */
export function loadHome({ abortController: { signal } }: LoaderArgs) {
  return deferredInBrowser({
    banners: read(getBanners({ signal }), 'Error fetching banners'),
    topSections: read(getTopSections({ signal }), 'Error fetching sections'),
    ads: read(getAds({ signal }), 'Error fetching ads'),
    bottomSections: read(getBottomSections({ signal }), 'Error fetching sections'),
    featuredBrands: read(getFeaturedBrands({ signal }), 'Error fetching featured brands'),
  });
}

export interface ListingScopeSlugs {
  category_slug?: string;
  brand_slug?: string;
}

/** The cards a server-rendered listing shows and embeds: the first step of the grid. */
const FIRST_SCREEN_CARDS = 24;

function listingData(products: ProductListItem[]): ListingData {
  if (!isServer || products.length <= FIRST_SCREEN_CARDS) {
    return { products, total: products.length, complete: true };
  }
  // The page embeds only what its first screen shows, in the order it opens with; once
  // hydrated, the listing screen has the router load the route again, in the browser, in full.
  return {
    products: sortProducts(products, 'popularity').slice(0, FIRST_SCREEN_CARDS),
    total: products.length,
    complete: false,
  };
}

/** A listing: the validated URL search (junk already dropped) plus the route's slug. */
export function loadListing(
  { abortController: { signal } }: LoaderArgs,
  search: ListingSearch,
  slugs: ListingScopeSlugs,
) {
  return deferredInBrowser({
    listing: read(
      getProducts(toProductQuery(search, slugs), { signal }).then(listingData),
      'Error fetching products',
    ),
  });
}

export function loadProduct({ abortController: { signal } }: LoaderArgs, slug: string) {
  return deferredInBrowser({
    product: read(getProduct(slug, { signal }), 'Error fetching product details'),
  });
}

/**
 * A placed order (/checkout/placed/{id}), read once the session has checked its token: the page
 * is behind the guard, which sends a shopper who is not signed in to /login instead, so for them
 * the read never starts and never settles.
 */
export function loadOrder(
  { abortController: { signal } }: LoaderArgs,
  session: { settled: () => Promise<Exclude<SessionStatus, 'loading'>> },
  id: string,
) {
  const order = session
    .settled()
    .then((status) =>
      status === 'authenticated' ? getOrder(id, { signal }) : new Promise<never>(() => {}),
    );
  return deferredInBrowser({ order: read(order, 'Error fetching order') });
}

/**
 * The account's orders for the URL's status and words (the order-time group is the screen's, on
 * what this answers). Read once the session has checked its token, so a guest's visit sends
 * nothing (the guard sends them to log in); a 401 ends the session as the cart's and wishlist's
 * calls do, and the guard then sends the shopper to log in, so the read never settles.
 */
export function loadOrders(
  { abortController: { signal }, context }: LoaderArgs & { context: { session: AppSessionReads } },
  search: OrderSearch,
) {
  const { session } = context;
  const orders = session.settled().then((status) => {
    if (status !== 'authenticated') return new Promise<never>(() => {});
    return getOrders({ status: search.status, q: search.q }, { signal }).catch((error: unknown) => {
      if (!isApiError(error) || error.status !== 401) throw error;
      session.logout();
      return new Promise<never>(() => {});
    });
  });
  return deferredInBrowser({ orders: read(orders, 'Error fetching orders') });
}

/** What the orders' read needs of the app's session. */
type AppSessionReads = Pick<SessionHandle, 'logout'> & {
  settled: () => Promise<'authenticated' | 'unauthenticated'>;
};
