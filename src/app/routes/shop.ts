import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen';
import { loadOrder } from '../loaders';
import { guardedRoute } from './guard';
import { cancelReadsOnLeave, pageRoute } from './page-route';

/** The shopper's cart, orders and wishlist, behind the guard; two pages have a second spelling. */
const shop = () => import('../../features/shop/shop-screens');
const ordersScreen = lazyScreen(shop, 'OrdersScreen');
const wishlistScreen = lazyScreen(shop, 'WishlistScreen');
const checkout = () => import('../../features/checkout/checkout-screens');

/** /checkout's query: `product` is Buy Now's one product (issue 26); without it, the cart. */
export function parseCheckoutSearch(search: Record<string, unknown>): { product?: string } {
  const { product } = search;
  return typeof product === 'string' && product.trim() !== '' ? { product: product.trim() } : {};
}

/** The checkout (issue 26): the cart's, or Buy Now's one product at `?product={slug}`. */
export const checkoutRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: '/checkout',
  staticData: { title: 'Checkout' },
  validateSearch: parseCheckoutSearch,
  component: lazyScreen(checkout, 'CheckoutScreen'),
});

/** "Order placed": read back from the server, so a reload shows it and places nothing. */
export const orderPlacedRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: '/checkout/placed/$orderId',
  staticData: { title: 'Order placed' },
  loader: (context) => loadOrder(context, context.context.session, context.params.orderId),
  onLeave: cancelReadsOnLeave,
  component: lazyScreen(checkout, 'OrderPlacedScreen'),
});

export const shopRoutes = [
  pageRoute(guardedRoute, '/cart', 'My Cart', lazyScreen(shop, 'CartScreen')),
  pageRoute(guardedRoute, '/orderPage', 'My Orders', ordersScreen),
  pageRoute(guardedRoute, '/my-order', 'My Orders', ordersScreen),
  pageRoute(guardedRoute, '/wishlist', 'My Wishlist', wishlistScreen),
  pageRoute(guardedRoute, '/whishlist', 'My Wishlist', wishlistScreen),
  checkoutRoute,
  orderPlacedRoute,
] as const;
