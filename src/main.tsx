import { CacheProvider } from '@emotion/react';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { holdRequestsFor } from './api';
import { App } from './app/app';
import { pageStyleCache } from './app/page-style-cache';
import { RouterAppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { hasServiceWorker, SERVICE_WORKER_URL, startOfflineSupport } from './app/offline-worker';
import { createAppI18n, type AppI18n } from './i18n/i18n-context';
import { hydrateFirst } from './components/hydrate-first';
import { HTML_LANG, localeOfPath } from './i18n/locale';
import { afterStartUp } from './lib/after-start-up';
import { inspectorAsked } from './lib/inspect';
import { withoutMockSwitches } from './lib/mock-switches';
import { yieldToBrowser } from './lib/yield-to-browser';
import { getSystem, prepareTheme } from './theme/system';

/**
 * The demo build (API_BASE_URL unset at build time) runs the in-browser mock backend; requests
 * wait for it, the first render does not. Its start waits for the page's start-up to be over (a
 * server-rendered page needs no request to show and hydrate), unless a request needs it sooner.
 * With API_BASE_URL set, Parcel inlines the value, the condition is constant-false, and the mock
 * layer is dropped from the bundle entirely.
 */
function startMockBackend(): void {
  if (!process.env.API_BASE_URL) {
    // The switches leave the address before the router reads it, so no screen sees or carries
    // them; the backend reads them from the address the page opened at when it starts.
    const pageSearch = window.location.search;
    const cleaned = withoutMockSwitches(pageSearch);
    if (cleaned !== null) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${cleaned}${hash}`);
    }
    // MSW's worker is part of ours in production, and MSW registers it: a registration of ours
    // made first could be found by MSW's start before the worker controls the page, and MSW
    // then reloads the page (its remedy for a hard reload), the shopper's first taps and typing
    // lost with it.
    const start = holdRequestsFor(() =>
      import('../mocks/browser-load')
        .then(({ loadMockBackend }) => loadMockBackend())
        .then(({ startMockWorker }) =>
          startMockWorker(
            hasServiceWorker ? SERVICE_WORKER_URL : '/mockServiceWorker.js',
            pageSearch,
          ),
        )
        .then(() => {
          // For browser tests that call the mock API themselves: it answers from now on.
          document.documentElement.dataset.mockBackend = 'ready';
        })
        .catch((error: unknown) => {
          console.error('The in-browser mock backend failed to start', error);
        }),
    );
    afterStartUp(() => void start());
  }
}

/**
 * The page's language, from its address. A Hindi page's HTML preloads the Hindi catalogue, so
 * it is at hand before the first render, which must match the server's.
 */
async function pageI18n(): Promise<AppI18n> {
  const locale = localeOfPath(window.location.pathname);
  if (locale === 'en') return createAppI18n(locale);
  const { hiMessages } = await import('./i18n/hi-messages');
  return createAppI18n(locale, hiMessages);
}

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  startMockBackend();
  // The statechart inspector (?inspect): a lazy chunk, in the demo build and dev server only.
  if ((!process.env.API_BASE_URL || process.env.NODE_ENV !== 'production') && inspectorAsked) {
    void import('./features/statecharts/inspector/mount-inspector').then((m) =>
      m.mountInspector(getSystem()),
    );
  }
  const i18n = await pageI18n();
  // The bundle's evaluation is a long task on a slow phone: the router's creation (its route
  // tree) runs in a task of its own, and the hydration's tasks after it.
  await yieldToBrowser();
  const router = createAppRouter({ i18n });
  // The demo build's worker is registered by its mock backend's start (it runs in it); the API
  // build registers it once the page's start-up is over.
  startOfflineSupport(router, { register: Boolean(process.env.API_BASE_URL) });
  // The Chakra system, in steps of their own (src/theme/system.ts).
  await yieldToBrowser();
  await prepareTheme(yieldToBrowser);
  // React DOM is a chunk of its own (the page preloads it): its evaluation, the longest piece of
  // the bundle's (about 45 ms on a 4x slowed phone), is then a task of its own instead of part
  // of the entry's.
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  if (window.$_TSR !== undefined) {
    // Server-rendered HTML (scripts/prerender.mjs, scripts/preview.mjs): the router takes its
    // loaders' data from the page and React hydrates in a transition, yielding to the browser,
    // so the page the shopper already sees never blocks input for long; Emotion takes the
    // server's styles as inserted and leaves their blocks in place (pageStyleCache).
    startTransition(() => {
      const root = hydrateRoot(
        container,
        <StrictMode>
          <CacheProvider value={pageStyleCache()}>
            <RouterAppProviders router={router}>
              <RouterClient router={router} />
            </RouterAppProviders>
          </CacheProvider>
        </StrictMode>,
        {
          // A mismatch makes React drop the server's HTML and render afresh: say so, loudly.
          onRecoverableError: (error, info) =>
            console.error('Hydration mismatch: rendered on the client', error, info.componentStack),
        },
      );
      hydrateFirst(root, document);
    });
    return;
  }
  // No server HTML: the page is a client shell, and the dev server's (npm start) is the English
  // template whatever the address, so the page's language is set here.
  document.documentElement.lang = HTML_LANG[router.options.context.i18n.locale];
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void main();
