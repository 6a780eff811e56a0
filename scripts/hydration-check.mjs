/**
 * `npm run check:hydration`: the server-rendered pages hydrate with nothing to report in React's
 * development build. A production build keeps the server's attributes without a word when the
 * browser's render differs (a useId value, a class name): only the development build says so.
 * Builds the API build in development mode into dist-dev-api (unless HYDRATION_SKIP_BUILD=1
 * finds it there), serves it in front of the HTTP mock API, opens each page at a phone's and a
 * desktop's width and fails on any console error or warning, or page error, until the page has
 * settled.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  buildInto,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  startMockApi,
  startProcess,
  stopAll,
} from './bench-browser.mjs';

const DIST_DIR = 'dist-dev-api';
const HOST = '127.0.0.1';
const API_PORT = 4612;
const PREVIEW_PORT = 4613;
const API_ORIGIN = `http://${HOST}:${API_PORT}`;
const BASE = `http://${HOST}:${PREVIEW_PORT}`;
/** Long enough for the lazy screens, the deferred reads and the idle work after the load. */
const SETTLE_MS = 3000;
const PAGES = [
  '/',
  '/products/',
  '/cat/mens-footwear',
  '/brand/bata',
  '/search/?q=saree',
  '/login',
  '/register',
  '/faq',
  '/hi/',
  '/hi/products/',
];
const WIDTHS = [390, 1366];

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
if (process.env.HYDRATION_SKIP_BUILD !== '1' || !existsSync(`${DIST_DIR}/index.html`)) {
  buildInto(DIST_DIR, API_ORIGIN, { BUILD_NODE_ENV: 'development' });
}

const problems = [];
let browser;
try {
  await startMockApi(HOST, API_PORT);
  await startProcess(
    ['scripts/preview.mjs'],
    { DIST_DIR, PORT: String(PREVIEW_PORT), HOST, API_BASE_URL: API_ORIGIN },
    'Preview of ',
  );
  // A product page: the first the listing links to.
  const listing = await (await fetch(`${BASE}/products/`)).text();
  const product = /href="(\/product\/[^"]+)"/.exec(listing)?.[1];
  if (!product) throw new Error('No product link on /products/');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  for (const width of WIDTHS) {
    for (const path of [...PAGES, product]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const where = `${path} at ${width} px`;
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${where}: console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${where}: page error: ${error.message}`));
      await page.goto(BASE + path, { waitUntil: 'load' });
      const hydrated = await page
        .waitForFunction(
          () =>
            Object.keys(document.querySelector('#root > *') ?? {}).some((key) =>
              key.startsWith('__react'),
            ),
          undefined,
          { timeout: 30_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!hydrated) problems.push(`${where}: never hydrated`);
      await page.waitForTimeout(SETTLE_MS);
      await context.close();
      console.log(`${where}: checked`);
    }
  }
} finally {
  await browser?.close();
  stopAll();
}

if (problems.length > 0) {
  console.error(`\nnpm run check:hydration: ${problems.length} problem(s):\n`);
  for (const problem of problems) console.error(`- ${problem.slice(0, 4000)}\n`);
  process.exit(1);
}
console.log(
  `\nnpm run check:hydration: ${PAGES.length + 1} pages at ${WIDTHS.join(' and ')} px hydrated in React's development build with nothing reported.`,
);
