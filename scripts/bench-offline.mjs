/**
 * `npm run bench:offline`: what the service worker (issue 28) changes for a shopper on a phone.
 *
 * For each build (BENCH_BUILDS, default api,demo), in Chromium with Lighthouse's mobile
 * throttling (devtools preset: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up, CPU 4x):
 * - the first visit to / (no worker yet) against a repeat visit with the worker warm: first
 *   contentful paint, and the bytes that crossed the network, counted by a proxy in front of the
 *   production server (pages, scripts, pictures, and the worker's own revalidations), plus the
 *   browser's calls to the API origin;
 * - with the network off, a reload of /, a category and a product the shopper saw: first
 *   contentful paint and the time the page's heading is on screen.
 * Each figure is the median of BENCH_RUNS runs (default 3), each in a fresh browser context.
 *
 * Env: BENCH_RUNS, BENCH_BUILDS, BENCH_SKIP_BUILD=1 (reuse dist-bench-offline-*), BENCH_PORT
 * (first of six ports, default 4620).
 */
import { createConnection, createServer } from 'node:net';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  median,
  prepareBuilds,
  startMockApi,
  startProcess,
  stopAll,
} from './bench-browser.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILDS = (process.env.BENCH_BUILDS ?? 'api,demo').split(',').map((name) => name.trim());
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4620);
const HOST = '127.0.0.1';
/** The origin the API build calls: the mock API itself, on the first port. */
const API_ORIGIN = `http://${HOST}:${FIRST_PORT}`;
const PAGES = [
  { path: '/', heading: 'Bazaar home' },
  { path: '/cat/mens-footwear', heading: "Men's Footwear" },
  { path: '/product/titan-raga-analog-watch-black-18', heading: 'Titan Raga Analog Watch (Black)' },
];
/** Lighthouse's devtools throttling of its mobile preset (lighthouse-core/config/constants). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

if (!Number.isInteger(RUNS) || RUNS < 1) throw new RangeError('BENCH_RUNS must be 1 or more');

/** A TCP proxy to `port` counting the bytes it sends back (what crossed the network to the browser). */
function countingProxy(listenPort, port) {
  const counter = { bytes: 0 };
  const server = createServer((client) => {
    const upstream = createConnection(port, HOST);
    upstream.on('data', (chunk) => {
      counter.bytes += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) =>
    server.listen(listenPort, HOST, () => resolve({ server, counter })),
  );
}

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** First contentful paint of the page on show, and when `heading` was there, in ms. */
async function paintTimes(page, heading) {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    content: performance.now(),
  }));
}

/** Resolves once the network has been quiet (no byte through the proxy) for `ms`. */
async function quiet(counter, ms = 1500) {
  let last = -1;
  while (last !== counter.bytes) {
    last = counter.bytes;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

/** One shopper: the first visit, a repeat visit with the worker warm, then offline reloads. */
async function run(browser, origin, counter) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const apiBytes = { value: 0 };
  context.on('requestfinished', async (request) => {
    if (!request.url().startsWith(API_ORIGIN)) return;
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes();
    apiBytes.value += sizes.responseHeadersSize + sizes.responseBodySize;
  });
  try {
    const page = await context.newPage();
    await throttled(context, page);
    counter.bytes = 0;
    apiBytes.value = 0;
    await page.goto(`${origin}/`);
    const first = await paintTimes(page, PAGES[0].heading);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    await quiet(counter);
    const firstBytes = counter.bytes + apiBytes.value;
    // The other pages, seen inside the app; then everything the worker fetches settles.
    for (const { path, heading } of PAGES.slice(1)) {
      await page.evaluate((to) => {
        window.history.pushState(window.history.state, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    await quiet(counter);

    const repeat = await context.newPage();
    await throttled(context, repeat);
    counter.bytes = 0;
    apiBytes.value = 0;
    await repeat.goto(`${origin}/`);
    const warm = await paintTimes(repeat, PAGES[0].heading);
    await quiet(counter);
    const warmBytes = counter.bytes + apiBytes.value;

    await context.setOffline(true);
    const offline = [];
    for (const { path, heading } of PAGES) {
      await repeat.goto(`${origin}${path}`);
      offline.push({ path, ...(await paintTimes(repeat, heading)) });
    }
    return { first: { ...first, bytes: firstBytes }, warm: { ...warm, bytes: warmBytes }, offline };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const distDirs = { api: 'dist-bench-offline-api', demo: 'dist-bench-offline-demo' };
  prepareBuilds(BUILDS, distDirs, API_ORIGIN, {
    reuse: process.env.BENCH_SKIP_BUILD === '1',
    variable: 'BENCH_BUILDS',
  });
  await startMockApi(HOST, FIRST_PORT);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const [index, name] of BUILDS.entries()) {
      const port = FIRST_PORT + 1 + index * 2;
      await startProcess(
        ['scripts/preview.mjs'],
        { DIST_DIR: distDirs[name], PORT: String(port), HOST, API_BASE_URL: API_ORIGIN },
        'Preview of',
      );
      const { server, counter } = await countingProxy(port + 1, port);
      const origin = `http://${HOST}:${port + 1}`;
      // The API build renders pages per request: the first render of each also loads its code.
      for (const { path } of PAGES) await (await fetch(`${origin}${path}`)).text();
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(browser, origin, counter));
      server.close();
      const pick = (read) => median(runs.map(read));
      console.info(`\n${name === 'api' ? 'API build' : 'Demo build'} (median of ${RUNS} runs)`);
      console.info(
        `  first visit to /:   FCP ${ms(pick((r) => r.first.fcp))}, ${kb(pick((r) => r.first.bytes))} over the network`,
      );
      console.info(
        `  repeat visit, warm: FCP ${ms(pick((r) => r.warm.fcp))}, ${kb(pick((r) => r.warm.bytes))} over the network`,
      );
      for (const [i, { path }] of PAGES.entries()) {
        console.info(
          `  offline reload ${path}: FCP ${ms(pick((r) => r.offline[i].fcp))}, heading on screen ${ms(pick((r) => r.offline[i].content))}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
