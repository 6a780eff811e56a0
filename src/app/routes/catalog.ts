import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen';
import { loadHome, loadProduct } from '../loaders';
import { cancelReadsOnLeave, pageRoute } from './page-route';
import { rootRoute } from './root';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/** The catalog's pages besides the listings (./listing): home, a product, all categories. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: loadHome,
  onLeave: cancelReadsOnLeave,
  component: lazyScreen(() => import('../../features/catalog/home/home-screen'), 'HomeScreen'),
});

export const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$product_slug',
  staticData: { title: msg(/*i18n*/ { id: 'title.product', message: 'Product' }) },
  // `?wishlist=add`: the shopper pressed Add to Wishlist before logging in (issue 25).
  validateSearch: (search: Record<string, unknown>): { wishlist?: 'add' } =>
    search.wishlist === 'add' ? { wishlist: 'add' } : {},
  loader: (context) => loadProduct(context, context.params.product_slug),
  onLeave: cancelReadsOnLeave,
  component: lazyScreen(
    () => import('../../features/catalog/product/product-screen'),
    'ProductScreen',
  ),
});

export const allCategoriesRoute = pageRoute(
  rootRoute,
  '/allcategories',
  msg(/*i18n*/ { id: 'title.all-categories', message: 'All Categories' }),
  lazyScreen(
    () => import('../../features/catalog/all-categories/all-categories-screen'),
    'AllCategoriesScreen',
  ),
);
