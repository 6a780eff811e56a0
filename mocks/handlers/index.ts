import type { RequestHandler } from 'msw';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { checkoutHandlers } from './checkout';
import { deliveryHandlers } from './delivery';
import { createFallbackHandlers } from './fallback';
import { homeHandlers } from './home';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { profileHandlers } from './profile';
import { wishlistHandlers } from './wishlist';

const apiHandlers: RequestHandler[] = [
  ...authHandlers,
  ...catalogHandlers,
  ...homeHandlers,
  ...productHandlers,
  ...profileHandlers,
  ...cartHandlers,
  ...wishlistHandlers,
  ...deliveryHandlers,
  ...addressHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
];

/** Every handler of the mock backend, for setupServer, setupWorker and getResponse alike. */
export const handlers: RequestHandler[] = [...apiHandlers, ...createFallbackHandlers(apiHandlers)];
