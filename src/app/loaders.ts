import {
  getAds,
  getBanners,
  getBottomSections,
  getBrands,
  getCategories,
  getFeaturedBrands,
  getProduct,
  getProducts,
  getTopSections,
} from '../api';
import type { Brand, ProductListItem } from '../api';
import { isServer, resolvedOnServer, settle } from '../lib/deferred';
import { createSharedRead, type SharedRead } from '../lib/shared-read';
import { sortProducts } from '../lib/product-order';
import { toProductQuery, type ListingData, type ListingSearch } from '../lib/listing-search';

/**
 * The route loaders' reads (read-only data of spec §7). Each starts with navigation, in parallel
 * with the screen's code, and hovering a link preloads it; the router caches the results by
 * route, params and search. A failure is logged with the spec's message and settles as an error
 * the screen renders (spec §8); leaving the route cancels what is still in flight.
 */
interface LoaderArgs {
  abortController: AbortController;
}

/** Minutes the shared lists (categories, brands) are served from the cache before a re-read. */
export const SHARED_LIST_STALE_MS = 5 * 60_000;

/** Categories: the one source for the category bar, home strip, sidebar and all categories. */
export function loadCategories({ abortController: { signal } }: LoaderArgs) {
  return resolvedOnServer({
    categories: settle(getCategories({ signal }), 'Error fetching categories'),
  });
}

/**
 * The brands, one read per router shared by the listing routes (filter sidebar and breadcrumb)
 * and the search box's suggestions, which read it through the router's context when the box is
 * first focused. Not cancelled when a listing is left: the search box may be waiting for it too.
 */
export function createBrandsRead(): SharedRead<Brand[]> {
  return createSharedRead(() => getBrands(), 'Error fetching brands', SHARED_LIST_STALE_MS);
}

/** Brands for every listing route, from the router's shared read. */
export function loadBrands({ context }: { context: { brands: SharedRead<Brand[]> } }) {
  return resolvedOnServer({ brands: context.brands.read() });
}

/** Home: each block on its own, so one failure leaves the rest of the page alone. */
export function loadHome({ abortController: { signal } }: LoaderArgs) {
  return resolvedOnServer({
    banners: settle(getBanners({ signal }), 'Error fetching banners'),
    topSections: settle(getTopSections({ signal }), 'Error fetching sections'),
    ads: settle(getAds({ signal }), 'Error fetching ads'),
    bottomSections: settle(getBottomSections({ signal }), 'Error fetching sections'),
    featuredBrands: settle(getFeaturedBrands({ signal }), 'Error fetching featured brands'),
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
  // The page embeds only what its first screen shows, in the order it opens with; the client
  // reads the rest once it has hydrated (see the listing screen).
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
  const listing = settle(
    getProducts(toProductQuery(search, slugs), { signal }).then(listingData),
    'Error fetching products',
  );
  return resolvedOnServer({ listing });
}

export function loadProduct({ abortController: { signal } }: LoaderArgs, slug: string) {
  return resolvedOnServer({
    product: settle(getProduct(slug, { signal }), 'Error fetching product details'),
  });
}
