import { createRoute } from '@tanstack/react-router';
import { parseOrderSearch } from '../../lib/order-search';
import { lazyScreen } from '../lazy-screen';
import { loadOrder, loadOrders } from '../loaders';
import { guardedRoute } from './guard';
import { cancelReadsOnLeave, pageRoute } from './page-route';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/** The shopper's cart, orders and wishlist, behind the guard; two pages have a second spelling. */
const shop = () => import('../../features/shop/shop-screens');
const ordersScreen = lazyScreen(shop, 'OrdersScreen');
const wishlistScreen = lazyScreen(shop, 'WishlistScreen');
const checkout = () => import('../../features/checkout/checkout-screens');

/** /checkout's query: `product` is Buy Now's one product (issue 26); without it, the cart. */
function parseCheckoutSearch(search: Record<string, unknown>): { product?: string } {
  const { product } = search;
  return typeof product === 'string' && product.trim() !== '' ? { product: product.trim() } : {};
}

/** The checkout (issue 26): the cart's, or Buy Now's one product at `?product={slug}`. */
const checkoutRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: '/checkout',
  staticData: { title: msg(/*i18n*/ { id: 'title.checkout', message: 'Checkout' }) },
  validateSearch: parseCheckoutSearch,
  component: lazyScreen(checkout, 'CheckoutScreen'),
});

/** "Order placed": read back from the server, so a reload shows it and places nothing. */
const orderPlacedRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: '/checkout/placed/$orderId',
  staticData: { title: msg(/*i18n*/ { id: 'title.order-placed', message: 'Order placed' }) },
  loader: (context) => loadOrder(context, context.params.orderId),
  onLeave: cancelReadsOnLeave,
  component: lazyScreen(checkout, 'OrderPlacedScreen'),
});

/**
 * The account's orders (issue 26) at either spelling: the URL's filter validated (junk dropped)
 * and read for it. Never served from the cache: a cancel or a new order elsewhere changes them.
 * A stale read is replaced before the screen shows (blocking), not beside it: the router's
 * default would show the list of the last visit while the new one loads, an order just placed
 * missing from it. The loader only starts its read, so blocking costs the shopper no wait.
 */
function ordersRoute<const TPath extends string>(path: TPath) {
  return createRoute({
    getParentRoute: () => guardedRoute,
    path,
    staticData: { title: msg(/*i18n*/ { id: 'title.my-orders', message: 'My Orders' }) },
    validateSearch: parseOrderSearch,
    loaderDeps: ({ search: { status, q } }) => ({ status, q }),
    loader: {
      handler: (context) => loadOrders(context, context.deps),
      staleReloadMode: 'blocking',
    },
    staleTime: 0,
    onLeave: cancelReadsOnLeave,
    component: ordersScreen,
  });
}

const cartTitle = msg(/*i18n*/ { id: 'title.my-cart', message: 'My Cart' });
const wishlistTitle = msg(/*i18n*/ { id: 'title.my-wishlist', message: 'My Wishlist' });

export const shopRoutes = [
  pageRoute(guardedRoute, '/cart', cartTitle, lazyScreen(shop, 'CartScreen')),
  ordersRoute('/orderPage'),
  ordersRoute('/my-order'),
  pageRoute(guardedRoute, '/wishlist', wishlistTitle, wishlistScreen),
  pageRoute(guardedRoute, '/whishlist', wishlistTitle, wishlistScreen),
  checkoutRoute,
  orderPlacedRoute,
] as const;
