import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { setBaselineConfig } from './config';
import { handlers } from './handlers';
import {
  initBrowserState,
  loadState,
  readBrowserSwitches,
  resetBrowserState,
  STORAGE_KEYS,
  type MockFault,
} from './browser-state';
import { seedUsers } from './state';
import { withUpdatesHandled } from './worker-updates';

/**
 * Browser entry point (demo build and `npm start`): the same handlers behind a service worker,
 * with latency, a catalog-size switch and state that survives reloads (mocks/README.md).
 */
let started: Promise<void> | undefined;

/** Handlers answering the ?mock-fault calls with their failure, ahead of the real ones. */
function faultHandlers(faults: readonly MockFault[]) {
  return faults.map(({ method, path, answer }) =>
    http[method](`*${path}`, () =>
      answer === 'network'
        ? HttpResponse.error()
        : HttpResponse.json({ error: `Injected fault (${answer})` }, { status: answer }),
    ),
  );
}

async function start(workerUrl: string): Promise<void> {
  const storage = window.localStorage;
  const switches = readBrowserSwitches(window.location.search, storage);
  if (switches.reset) storage.removeItem(STORAGE_KEYS.state);
  if (switches.cleanedSearch !== null) {
    // Before the router reads the URL, so the app never sees the mock switches.
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${switches.cleanedSearch}${hash}`,
    );
  }
  setBaselineConfig({
    productCount: switches.productCount,
    latency: switches.latency,
    declinePayments: switches.declinePayments,
    shipDelayMs: switches.shipDelayMs,
  });
  await initBrowserState(storage);

  // Another tab registered or logged in: pick up its accounts and sessions.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== storage || (event.key !== STORAGE_KEYS.state && event.key !== null))
      return;
    if (!loadState(storage)) void seedUsers();
  });

  const worker = setupWorker(...faultHandlers(switches.faults), ...handlers);
  await withUpdatesHandled(() =>
    worker.start({
      serviceWorker: { url: workerUrl },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  );
}

/**
 * Starts the in-browser mock backend once; later calls share the first start. `workerUrl` is
 * the worker that runs MSW's script: the app's service worker in a production build, which
 * imports it (src/sw/service-worker.ts), or MSW's own on a development server.
 */
export async function startMockWorker(workerUrl: string): Promise<void> {
  started ??= start(workerUrl);
  await started;
}

/** Forgets registered users, sessions and profile edits (same as visiting any page with ?mock-reset). */
export async function resetBrowserMockState(): Promise<void> {
  await resetBrowserState(window.localStorage);
}
