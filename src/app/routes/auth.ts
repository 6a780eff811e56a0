import { createRoute, redirect } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen';
import { pageRoute } from './page-route';
import { rootRoute } from './root';

const auth = () => import('../../features/auth/auth-screens');

export const loginRoute = pageRoute(rootRoute, '/login', 'Login', lazyScreen(auth, 'LoginScreen'));

export const registerRoute = pageRoute(
  rootRoute,
  '/register',
  'Create Your Account',
  lazyScreen(auth, 'RegisterScreen'),
);

/**
 * /logout (spec §2, §4) ends the session (storage cleared, user cleared, userLoggedOut fired)
 * and goes to /login. Hovering a link to it preloads /login and logs nobody out.
 */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  staticData: { title: 'Logging out', clientOnly: true },
  beforeLoad: ({ context, preload }) => {
    if (!preload) context.session.logout();
    throw redirect({ to: '/login', replace: true });
  },
});
