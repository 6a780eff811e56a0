import { afterStartUp } from '../lib/after-start-up';
import type { AppRouter } from './router';

/**
 * The service worker of production builds (src/sw/service-worker.ts; scripts/build.mjs bundles
 * it at this stable address): pages and the catalogue offline, and in the demo build the mock
 * backend too. A development server has none (MSW's own worker serves the mock backend).
 */
export const SERVICE_WORKER_URL = '/service-worker.js';
export const hasServiceWorker =
  process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

export function registerServiceWorker(): void {
  if (!hasServiceWorker) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error: unknown) =>
      console.warn('The offline service worker was not registered', error),
    );
}

/**
 * The page's side of offline support, all of it once the page's start-up is over, so the
 * worker never competes with hydration for a budget phone's cores: the registration (the
 * worker's install) when `register` is set, and the pages it is asked to keep (and with the
 * first, the whole build's precache). In the demo build the mock backend's start registers it
 * at once instead (src/main.tsx), so its worker may control the first visit early.
 */
export function startOfflineSupport(router: AppRouter, { register }: { register: boolean }): void {
  if (!hasServiceWorker) return;
  const startedUp = new Promise<void>((resolve) => afterStartUp(resolve));
  if (register) void startedUp.then(registerServiceWorker);
  keepPagesOffline(router, startedUp);
}

/**
 * A page reached inside the app (no page load), or loaded before the worker took control (the
 * first visit), is kept for offline reloads like one loaded through the worker: the worker
 * fetches its HTML once, in the background, when it has none fresh.
 */
function keepPagesOffline(router: AppRouter, startedUp: Promise<void>): void {
  // A page resolved before a worker controls this one (its install still precaching, on a slow
  // device) waits for one: asked of no worker, the first page was never kept.
  const controlled = startedUp.then((): Promise<void> | undefined => {
    const { serviceWorker } = navigator;
    if (serviceWorker.controller) return undefined;
    return new Promise<void>((resolve) => {
      serviceWorker.addEventListener('controllerchange', function onChange() {
        if (!serviceWorker.controller) return;
        serviceWorker.removeEventListener('controllerchange', onChange);
        resolve();
      });
    });
  });
  const keep = (url: string, resources: string[] = []) =>
    void controlled.then(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_PAGE', url, resources }),
    );
  router.subscribe('onResolved', ({ toLocation }) => keep(toLocation.href));
  // What the page loaded past the worker, before it took control (the first visit), too: the
  // worker keeps its pictures (<img>s, the largest one's preload) and catalogue reads. Those
  // still loading when the worker takes control count as well: they finish after the event, so
  // a resource observer (buffered: the ones before it too) passes each on as it finishes.
  let watching = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (watching) return;
    watching = true;
    new PerformanceObserver((list) => {
      const resources = list
        .getEntries()
        .filter(
          (entry) =>
            entry instanceof PerformanceResourceTiming &&
            entry.workerStart === 0 &&
            ['img', 'link', 'fetch'].includes(entry.initiatorType),
        )
        .map((entry) => entry.name);
      if (resources.length > 0) keep(window.location.href, resources);
    }).observe({ type: 'resource', buffered: true });
  });
}
