/** The checkout's screens, one lazy chunk for the route tree (/checkout and "Order placed"). */
export { CheckoutScreen } from './checkout-screen';
export { OrderPlacedScreen } from './order-placed-screen';
