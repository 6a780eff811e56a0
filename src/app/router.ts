import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPreload: 'intent',
    scrollRestoration: false,
    // The spec's listing addresses keep their trailing slash (/products/, /search/?q=...).
    trailingSlash: 'preserve',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
