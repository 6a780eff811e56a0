import { lazyScreen } from '../lazy-screen';
import { guardedRoute } from './guard';
import { pageRoute } from './page-route';

/** The shopper's profile, addresses and PAN, behind the guard. */
export const accountRoute = pageRoute(
  guardedRoute,
  '/account',
  'My Account',
  lazyScreen(() => import('../../features/account/account-screen'), 'AccountScreen'),
);
