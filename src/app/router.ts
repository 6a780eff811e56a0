import { createElement } from 'react';
import {
  createRouter,
  Navigate,
  parseSearchWith,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import { createAppI18n, type AppI18n } from '../i18n/i18n-context';
import { localeRewrite } from '../i18n/locale-rewrite';
import { PagesWithEmptyDataSlot } from './data-slot';
import { isWhole } from './loaders';
import { agePageDataFrom } from './page-data-age';
import { routeTree } from './route-tree';
import { guardedRoute } from './routes/guard';
import { createSession, type AppSession } from './session';
import { createShop } from './shop';

export function createAppRouter(
  options: { history?: RouterHistory; session?: AppSession; i18n?: AppI18n } = {},
) {
  const session = options.session ?? createSession();
  const shop = createShop();
  const i18n = options.i18n ?? createAppI18n('en');
  const router = createRouter({
    routeTree,
    history: options.history,
    context: { session, shop, i18n },
    // The routes know the spec's paths; a Hindi page's addresses carry /hi in front of them, for
    // every link, navigation and redirect of the document (src/i18n/locale.ts).
    rewrite: localeRewrite(i18n.locale),
    defaultPreload: 'intent',
    // Catalog data (home blocks, listings, products) changes slowly and a shopper goes back and
    // forth between a listing and its products: a route's data stays fresh for 30 s, so Back, a
    // second visit or a hover-then-click within that time renders from the cache without a
    // request; after that a visit shows the cached data and re-reads it in the background. Data
    // no route shows any more is kept 5 minutes. The shared lists (categories, brands) set their
    // own, longer freshness on their routes, and the guard asks the session on every visit.
    defaultStaleTime: 30_000,
    defaultPreloadStaleTime: 30_000,
    defaultGcTime: 5 * 60_000,
    defaultPreloadGcTime: 5 * 60_000,
    // A server-rendered page's data is as fresh as the page (./page-data-age).
    hydrate: () => agePageDataFrom(window.$_TSR, Date.now()),
    scrollRestoration: false,
    // The spec's listing addresses keep their trailing slash (/products/, /search/?q=...).
    trailingSlash: 'preserve',
    // Plain query strings, as a shopper would type or share them: the default JSON encoding
    // writes a text that looks like a number as a quoted string (/search/?q=%22123%22, a size
    // filter of 9 as size=%229%22). Every route's validateSearch reads its values from text.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
    // The catch-all route redirects unknown paths; an address the router cannot even decode
    // (/cat/%) ends here instead, and is unknown just the same (spec §8: redirect to /).
    defaultNotFoundComponent: () => createElement(Navigate, { to: '/', replace: true }),
    // The same shape as the server's render, whose slot holds the data (./data-slot).
    InnerWrap: PagesWithEmptyDataSlot,
  });
  // Only whole data is served from the cache: a route left while its reads were in flight had
  // them cancelled, and a failed read is tried again (spec §8), so either result is dropped
  // before the next navigation looks for cached matches.
  router.subscribe('onBeforeLoad', () => {
    router.clearCache({
      filter: (match) => !isWhole(match.loaderData, match.abortController.signal.aborted),
    });
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
