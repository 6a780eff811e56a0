import { createElement } from 'react';
import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPreload: 'intent',
    scrollRestoration: false,
    // The spec's listing addresses keep their trailing slash (/products/, /search/?q=...).
    trailingSlash: 'preserve',
    // The catch-all route redirects unknown paths; an address the router cannot even decode
    // (/cat/%) ends here instead, and is unknown just the same (spec §8: redirect to /).
    defaultNotFoundComponent: () => createElement(Navigate, { to: '/', replace: true }),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
