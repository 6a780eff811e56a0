import { createElement } from 'react';
import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import { createBrandsRead } from './loaders';
import { guardedRoute, routeTree } from './route-tree';
import { createSession, type AppSession } from './session';

export function createAppRouter(options: { history?: RouterHistory; session?: AppSession } = {}) {
  const session = options.session ?? createSession();
  const router = createRouter({
    routeTree,
    history: options.history,
    context: { session, brands: createBrandsRead() },
    defaultPreload: 'intent',
    scrollRestoration: false,
    // The spec's listing addresses keep their trailing slash (/products/, /search/?q=...).
    trailingSlash: 'preserve',
    // The catch-all route redirects unknown paths; an address the router cannot even decode
    // (/cat/%) ends here instead, and is unknown just the same (spec §8: redirect to /).
    defaultNotFoundComponent: () => createElement(Navigate, { to: '/', replace: true }),
  });
  // A session that ends while a guarded page is open (a logout in another tab, a rejected
  // token) runs the guard again, which sends the shopper to /login.
  let status = session.getStatus();
  session.subscribe(() => {
    const previous = status;
    status = session.getStatus();
    if (previous === 'authenticated' && status !== 'authenticated') {
      const guarded = router.state.matches.some((match) => match.routeId === guardedRoute.id);
      if (guarded) void router.invalidate({ filter: (match) => match.routeId === guardedRoute.id });
    }
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
