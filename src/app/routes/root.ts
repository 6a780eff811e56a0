import { createRootRouteWithContext, createRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadCategories, SHARED_LIST_STALE_MS } from '../loaders';
import { RootLayout } from '../root-layout';
import { RouteErrorScreen } from '../route-error-screen';
import type { AppI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import type { AppSession } from '../session';
import type { AppShop } from '../shop';

/** What every route's `beforeLoad` and `loader` receive besides their own params. */
export interface RouterContext {
  /** The one app-wide session (spec §4): the guard waits for its token check. */
  session: AppSession;
  /** The shopper's cart and wishlist (issue 25), following the session. */
  shop: AppShop;
  /** The page's language (issue 29): fixed for the document, one per request on the server. */
  i18n: AppI18n;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The document title of the route (a screen may refine it, e.g. with a product name). */
    title?: Message;
    /**
     * Never rendered on the server: the page depends on the shopper's session, which only the
     * browser holds. The server sends the client shell instead.
     */
    clientOnly?: boolean;
    /**
     * Query values the page is about (/search/ shows the results for `q`): the lists of pages
     * name it only with sample values for them, never bare.
     */
    requiredSearch?: readonly string[];
  }
}

/**
 * The root of the route table of spec §2: the page frame, the categories every page reads, and
 * the route error boundary.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  loader: loadCategories,
  staleTime: SHARED_LIST_STALE_MS,
});

/** Any unknown path redirects to / (spec §8). */
export const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
