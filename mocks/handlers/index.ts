import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { createFallbackHandlers } from './fallback';
import { homeHandlers } from './home';
import { productHandlers } from './products';
import { profileHandlers } from './profile';

const apiHandlers: RequestHandler[] = [
  ...authHandlers,
  ...catalogHandlers,
  ...homeHandlers,
  ...productHandlers,
  ...profileHandlers,
];

/** Every handler of the mock backend, for setupServer, setupWorker and getResponse alike. */
export const handlers: RequestHandler[] = [...apiHandlers, ...createFallbackHandlers(apiHandlers)];
