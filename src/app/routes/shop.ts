import { lazyScreen } from '../lazy-screen';
import { guardedRoute } from './guard';
import { pageRoute } from './page-route';

/** The shopper's cart, orders and wishlist, behind the guard; two pages have a second spelling. */
const shop = () => import('../../features/shop/shop-screens');
const ordersScreen = lazyScreen(shop, 'OrdersScreen');
const wishlistScreen = lazyScreen(shop, 'WishlistScreen');

export const shopRoutes = [
  pageRoute(guardedRoute, '/cart', 'My Cart', lazyScreen(shop, 'CartScreen')),
  pageRoute(guardedRoute, '/orderPage', 'My Orders', ordersScreen),
  pageRoute(guardedRoute, '/my-order', 'My Orders', ordersScreen),
  pageRoute(guardedRoute, '/wishlist', 'My Wishlist', wishlistScreen),
  pageRoute(guardedRoute, '/whishlist', 'My Wishlist', wishlistScreen),
] as const;
