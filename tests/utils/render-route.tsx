import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type ErrorRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { login } from '../../src/api';
import type { User } from '../../src/api/types';
import { App } from '../../src/app/app';
import { AppProviders } from '../../src/app/providers';
import { localeOfPath, type Locale } from '../../src/i18n/locale';
import { createAppRouter, type AppRouter } from '../../src/app/router';
import { createSession, type AppSession } from '../../src/app/session';
import { toaster } from '../../src/components/toast-region';
import { storeSession } from '../../src/lib/session-store';
import { DEMO_LOGIN } from '../fixtures/users';
import { i18nOf } from './i18n';

/**
 * The one way tests show the app and sign in. Rendering resolves once the page has loaded and
 * the session has checked its token, inside act(), so what the app does on its own at start
 * (route loads, lazy screens, the token check) is over before the test looks.
 */

/**
 * Signs a shopper in through the real login call (answered by the mock backend) and stores the
 * session the way the login screen does, so guarded routes and the navigation bar see a valid
 * token. Inside act(): an app already on the screen goes on working meanwhile.
 */
export function logInShopper(credentials: { email: string; password: string }): Promise<User> {
  return act(async () => {
    const response = await login(credentials);
    storeSession({
      token: response.access_token,
      refreshToken: response.refresh_token,
      user: response.user,
    });
    return response.user;
  });
}

/** Signs the seeded demo shopper in, as logInShopper does. */
export function logInDemoShopper(): Promise<User> {
  return logInShopper(DEMO_LOGIN);
}

export interface RenderedRoute extends RenderResult {
  router: AppRouter;
  user: UserEvent;
  /** The current location as the routes know it, path + search, e.g. '/search/?q=shoes'. */
  location: () => string;
  /** The address the shopper sees, language prefix included ('/hi/search/?q=shoes'). */
  address: () => string;
}

/**
 * The toast queue lives as long as the page (a toast outlives the screen that raised it), so
 * in tests it would outlive the test: a 'Login successful!' left by one test would show in the
 * next. It is emptied once the test is over and its app unmounted.
 */
function forgetToastsAfterTest(): void {
  onTestFinished(() => {
    toaster.remove();
  });
}

/**
 * The styles of one test's app, removed with it. jsdom matches an element against every style
 * rule in the document for each getComputedStyle, which every *ByRole query and toBeVisible
 * make for many elements; the rules of screens earlier tests showed made those queries slower
 * and slower.
 */
function stylesOfThisTest(): (props: { children: ReactNode }) => ReactNode {
  const cache = createCache({ key: 'css' });
  onTestFinished(() => cache.sheet.flush());
  return function TestStyles({ children }) {
    return <CacheProvider value={cache}>{children}</CacheProvider>;
  };
}

/** Waits, inside act(), for the router's load and the session's token check. */
async function settle(router: { load: () => Promise<void> }, session: AppSession): Promise<void> {
  await act(async () => {
    await router.load();
    await session.settled();
  });
}

/**
 * Renders any URL inside the real router and providers, against the MSW node server, the way
 * the app runs in the browser. Resolves once the router has loaded the page and the session
 * has checked its token, unless `waitForLoad` is false: a guarded page's load waits for the
 * token check, which a test may hold.
 */
export async function renderRoute(
  url: string,
  { waitForLoad = true }: { waitForLoad?: boolean } = {},
): Promise<RenderedRoute> {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ history, i18n: i18nOf(localeOfPath(url)) });
  const user = userEvent.setup();
  forgetToastsAfterTest();
  const result = render(<App router={router} />, { wrapper: stylesOfThisTest() });
  if (waitForLoad) await settle(router, router.options.context.session);
  return {
    ...result,
    router,
    user,
    location: () => `${router.state.location.pathname}${router.state.location.searchStr}`,
    address: () => `${history.location.pathname}${history.location.search}`,
  };
}

/**
 * Renders one screen at / inside a minimal router (empty routes at `otherPaths` for the links it
 * follows, `errorComponent` for what a failing screen shows) and the app's providers: for states
 * the sample data or the route guard never let the real routes show, such as an empty order
 * list, and for screens that exist only in a test.
 */
export async function renderAlone(
  Screen: RouteComponent,
  {
    otherPaths = [],
    errorComponent,
    locale = 'en',
  }: { otherPaths?: string[]; errorComponent?: ErrorRouteComponent; locale?: Locale } = {},
): Promise<RenderResult & { user: UserEvent }> {
  const rootRoute = createRootRoute({ errorComponent });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: Screen }),
      ...otherPaths.map((path) => createRoute({ getParentRoute: () => rootRoute, path })),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const session = createSession();
  const user = userEvent.setup();
  forgetToastsAfterTest();
  const result = render(
    <AppProviders session={session} i18n={i18nOf(locale)}>
      <RouterProvider router={router} />
    </AppProviders>,
    { wrapper: stylesOfThisTest() },
  );
  await settle(router, session);
  return { ...result, user };
}
