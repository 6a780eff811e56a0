/** The shop screens, one lazy chunk for the route tree (cart, orders, wishlist). */
export { CartScreen } from './cart-screen';
export { OrdersScreen } from './orders-screen';
export { WishlistScreen } from './wishlist-screen';
