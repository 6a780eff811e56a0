import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { yieldToBrowser } from '../src/lib/yield-to-browser';
import { prepareCatalog } from './catalog';
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

async function start(workerUrl: string, pageSearch: string): Promise<void> {
  const storage = window.localStorage;
  const switches = readBrowserSwitches(pageSearch, storage);
  if (switches.reset) storage.removeItem(STORAGE_KEYS.state);
  setBaselineConfig({
    productCount: switches.productCount,
    latency: switches.latency,
    declinePayments: switches.declinePayments,
    shipDelayMs: switches.shipDelayMs,
  });
  // The start in tasks of their own, the browser getting its turn between them (issue 27): on a
  // 4x slowed phone the catalogue's build is about 80 ms (made in short tasks), the shopper's
  // state about 35, after the module's own evaluation (its libraries loaded in steps before it,
  // mocks/browser-load.ts).
  await yieldToBrowser();
  await prepareCatalog();
  await yieldToBrowser();
  await initBrowserState(storage);
  await yieldToBrowser();

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
 * imports it (src/sw/service-worker.ts), or MSW's own on a development server. `pageSearch` is
 * the query the page was opened with, where the mock switches are (mocks/README.md): the app
 * starts the backend after its own start-up or at its first request, when the shopper may
 * already have gone to another address.
 */
export async function startMockWorker(workerUrl: string, pageSearch: string): Promise<void> {
  started ??= start(workerUrl, pageSearch);
  await started;
}

/** Forgets registered users, sessions and profile edits (same as visiting any page with ?mock-reset). */
export async function resetBrowserMockState(): Promise<void> {
  await resetBrowserState(window.localStorage);
}
