import { createRoute, redirect } from '@tanstack/react-router';
import { parseLoginSearch } from '../../lib/safe-url';
import { lazyScreen } from '../lazy-screen';
import { pageRoute } from './page-route';
import { rootRoute } from './root';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const auth = () => import('../../features/auth/auth-screens');

/** /login?redirect={path}: a guarded page or the wishlist toggle sends the shopper here to return. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: msg(/*i18n*/ { id: 'title.login', message: 'Login' }) },
  validateSearch: parseLoginSearch,
  component: lazyScreen(auth, 'LoginScreen'),
});

export const registerRoute = pageRoute(
  rootRoute,
  '/register',
  msg(/*i18n*/ { id: 'title.create-your-account', message: 'Create Your Account' }),
  lazyScreen(auth, 'RegisterScreen'),
);

/**
 * /logout (spec §2, §4) ends the session (storage cleared, user cleared, userLoggedOut fired)
 * and goes to /login. Hovering a link to it preloads /login and logs nobody out.
 */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  staticData: {
    title: msg(/*i18n*/ { id: 'title.logging-out', message: 'Logging out' }),
    clientOnly: true,
  },
  beforeLoad: ({ context, preload }) => {
    if (!preload) context.session.logout();
    throw redirect({ to: '/login', replace: true });
  },
});
