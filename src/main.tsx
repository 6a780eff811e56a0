import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdRequestsUntil } from './api';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { inspectorAsked } from './lib/inspect';
import { getSystem } from './theme/system';

declare global {
  interface Window {
    /** The router's dehydrated state, present when the page came server-rendered. */
    $_TSR?: unknown;
  }
}

/**
 * The service worker of production builds (src/sw/service-worker.ts; scripts/build.mjs bundles
 * it at this stable address): pages and the catalogue offline, and in the demo build the mock
 * backend too. A development server has none (MSW's own worker serves the mock backend).
 */
const SERVICE_WORKER_URL = '/service-worker.js';
const hasServiceWorker = process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

function registerServiceWorker(): void {
  if (!hasServiceWorker) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error: unknown) =>
      console.warn('The offline service worker was not registered', error),
    );
}

/**
 * A page reached inside the app (no page load), or loaded before the worker took control (the
 * first visit), is kept for offline reloads like one loaded through the worker: the worker
 * fetches its HTML once, in the background, when it has none fresh.
 */
function keepPagesOffline(router: ReturnType<typeof createAppRouter>): void {
  if (!hasServiceWorker) return;
  const keep = (url: string, resources: string[] = []) =>
    navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_PAGE', url, resources });
  router.subscribe('onResolved', ({ toLocation }) => keep(toLocation.href));
  // What the page loaded before the worker took control, too: the worker keeps its pictures
  // (<img>s, the largest one's preload) and catalogue reads.
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    keep(
      window.location.href,
      performance
        .getEntriesByType('resource')
        .filter((entry) =>
          ['img', 'link', 'fetch'].includes((entry as PerformanceResourceTiming).initiatorType),
        )
        .map((entry) => entry.name),
    ),
  );
}

/**
 * The demo build (API_BASE_URL unset at build time) runs the in-browser mock backend; requests
 * wait for it, the first render does not. With API_BASE_URL set, Parcel inlines the value, the
 * condition is constant-false, and the mock layer is dropped from the bundle entirely.
 */
function startMockBackend(): void {
  if (!process.env.API_BASE_URL) {
    // MSW's worker is part of ours in production: it registers the same script.
    registerServiceWorker();
    holdRequestsUntil(
      import('../mocks/browser')
        .then(({ startMockWorker }) =>
          startMockWorker(hasServiceWorker ? SERVICE_WORKER_URL : '/mockServiceWorker.js'),
        )
        .then(() => {
          // For browser tests that call the mock API themselves: it answers from now on.
          document.documentElement.dataset.mockBackend = 'ready';
        })
        .catch((error: unknown) => {
          console.error('The in-browser mock backend failed to start', error);
        }),
    );
  }
}

function main(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  startMockBackend();
  // The API build registers once the page has loaded: the precache never competes with it.
  if (process.env.API_BASE_URL)
    window.addEventListener('load', registerServiceWorker, { once: true });
  // The statechart inspector (?inspect): a lazy chunk, in the demo build and dev server only.
  if ((!process.env.API_BASE_URL || process.env.NODE_ENV !== 'production') && inspectorAsked) {
    void import('./features/statecharts/inspector/mount-inspector').then((m) =>
      m.mountInspector(getSystem()),
    );
  }
  const router = createAppRouter();
  keepPagesOffline(router);
  if (window.$_TSR !== undefined) {
    // Server-rendered HTML (scripts/prerender.mjs, scripts/preview.mjs): the router takes its
    // loaders' data from the page and React hydrates in a transition, yielding to the browser,
    // so the page the shopper already sees never blocks input for long.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders session={router.options.context.session} shop={router.options.context.shop}>
            <RouterClient router={router} />
          </AppProviders>
        </StrictMode>,
        {
          // A mismatch makes React drop the server's HTML and render afresh: say so, loudly.
          onRecoverableError: (error, info) =>
            console.error('Hydration mismatch: rendered on the client', error, info.componentStack),
        },
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

main();
