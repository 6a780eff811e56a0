import { lazyScreen } from '../lazy-screen';
import { guardedRoute } from './guard';
import { pageRoute } from './page-route';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/** The shopper's profile, addresses and PAN, behind the guard. */
export const accountRoute = pageRoute(
  guardedRoute,
  '/account',
  msg(/*i18n*/ { id: 'title.my-account', message: 'My Account' }),
  lazyScreen(() => import('../../features/account/account-screen'), 'AccountScreen'),
);
