import { createRoute, Outlet, redirect, type ParsedLocation } from '@tanstack/react-router';
import { CheckingSession } from '../../features/auth/checking-session';
import { rootRoute } from './root';

/** To /login, which returns here once the shopper has logged in (issue 25). */
const toLogin = (location: ParsedLocation) =>
  redirect({ to: '/login', search: { redirect: location.href }, replace: true });

/**
 * The protected-route wrapper of spec §2 around the guarded routes (the eleven of §6 and the
 * second spellings /whishlist and /my-order): 'Loading...' while the stored token is checked,
 * the page when authenticated, otherwise a redirect to /login. A session known to be absent
 * redirects before anything loads; one still being checked is waited for in the loader, which
 * runs beside the other routes' loaders, so the page around it (bar, footer) renders meanwhile
 * with 'Loading...' in place of the guarded page.
 */
export const guardedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guarded',
  staticData: { clientOnly: true },
  beforeLoad: ({ context, location }) => {
    if (context.session.getStatus() === 'unauthenticated') throw toLogin(location);
  },
  loader: async ({ context, location }) => {
    if ((await context.session.settled()) !== 'authenticated') throw toLogin(location);
  },
  // Not cached like the catalog's data: every visit asks the session again.
  staleTime: 0,
  pendingComponent: CheckingSession,
  pendingMs: 0,
  pendingMinMs: 0,
  component: Outlet,
});
