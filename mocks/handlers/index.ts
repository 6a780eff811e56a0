import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { createFallbackHandlers } from './fallback';
import { homeHandlers } from './home';
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
];

/** Every handler of the mock backend, for setupServer, setupWorker and getResponse alike. */
export const handlers: RequestHandler[] = [...apiHandlers, ...createFallbackHandlers(apiHandlers)];
