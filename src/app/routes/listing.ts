import {
  createRoute,
  Outlet,
  type Expand,
  type ResolveParams,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { parseListingSearch } from '../../lib/listing-search';
import { lazyScreen } from '../lazy-screen';
import { loadBrands, loadListing, SHARED_LIST_STALE_MS, type ListingScopeSlugs } from '../loaders';
import { cancelReadsOnLeave } from './page-route';
import { rootRoute } from './root';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * The four listing routes share one pathless layout whose loader reads the brands for all of
 * them (filter sidebar and breadcrumb) from the router's shared read; the categories come from
 * the root.
 */
export const listingRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'listing',
  loader: loadBrands,
  staleTime: SHARED_LIST_STALE_MS,
  component: Outlet,
});

const listingScreen = lazyScreen(
  () => import('../../features/catalog/listing/listing-screen'),
  'ListingScreen',
);

/**
 * One listing page: the URL's search validated (junk dropped), the products read for it within
 * the route's scope (its slug as a category or a brand), one screen for all four.
 */
function listingPage<const TPath extends string>(
  path: TPath,
  staticData: StaticDataRouteOption,
  scope: (params: Expand<ResolveParams<TPath>>) => ListingScopeSlugs,
) {
  return createRoute({
    getParentRoute: () => listingRoute,
    path,
    staticData,
    validateSearch: parseListingSearch,
    loaderDeps: ({ search }) => search,
    loader: (context) => loadListing(context, context.deps, scope(context.params)),
    onLeave: cancelReadsOnLeave,
    component: listingScreen,
  });
}

const unscoped = () => ({});

export const productsRoute = listingPage(
  '/products/',
  { title: msg(/*i18n*/ { id: 'title.all-products', message: 'All products' }) },
  unscoped,
);

export const searchRoute = listingPage(
  '/search/',
  {
    title: msg(/*i18n*/ { id: 'title.search-results', message: 'Search results' }),
    requiredSearch: ['q'],
  },
  unscoped,
);

export const categoryRoute = listingPage(
  '/cat/$slug',
  { title: msg(/*i18n*/ { id: 'title.category', message: 'Category' }) },
  ({ slug }) => ({
    category_slug: slug,
  }),
);

export const brandRoute = listingPage(
  '/brand/$slug',
  { title: msg(/*i18n*/ { id: 'title.brand', message: 'Brand' }) },
  ({ slug }) => ({
    brand_slug: slug,
  }),
);
