/**
 * Prerenders the demo build's public pages from the seeded catalog (`npm run build` runs it when
 * API_BASE_URL is unset): the mock API runs for the duration, the server bundle renders each
 * address, and each page is written where a static host finds it (`/cat/x` →
 * `cat/x/index.html`, `/` → `index.html`). The client's index.html is kept as `shell.html`, the
 * page for every address not prerendered (guarded pages, searches, addresses with a query);
 * `hi/shell.html` is the same shell in Hindi, for the addresses under /hi.
 *
 * Prerendered, in every language (English at the spec's paths, Hindi under /hi): the public
 * pages of the route table (src/app/route-table.ts: every page not client-only, so none behind
 * the guard), the pages with a slug once per category, brand and product of the seed; a
 * search's results are not (they depend on the query).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assembleShell, importServerEntry, loadRenderer } from './ssr.mjs';

const distDir = process.env.DIST_DIR ?? 'dist';
const HOST = '127.0.0.1';

/** `npm run mock-api` on a free port, resolved with its origin once it listens. */
function startMockApi() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
      env: { ...process.env, PORT: '0', HOST, MOCK_LATENCY_MS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const origin = /https?:\/\/[\w.:[\]-]+/.exec(output)?.[0];
      if (origin) resolve({ origin, stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`The mock API exited (${code}):\n${output}`)));
  });
}

async function getJson(origin, apiPath) {
  const response = await fetch(`${origin}${apiPath}`);
  if (!response.ok) throw new Error(`${apiPath}: ${response.status}`);
  return response.json();
}

/** Renders `pages` into distDir in a worker thread of its own (scripts/prerender-worker.mjs). */
function renderInWorker(pages, template) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
      workerData: { distDir, pages, template },
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`A prerender worker exited with ${code}`)),
    );
  });
}

function categorySlugs(categories) {
  return categories.flatMap((category) => [
    category.slug,
    ...categorySlugs(category.subcategories ?? []),
  ]);
}

async function main() {
  const api = await startMockApi();
  try {
    // Read by the server bundle's API client when it is first imported.
    process.env.API_BASE_URL = api.origin;
    process.env.NODE_ENV = 'production';
    const renderer = await loadRenderer(distDir);
    if (!renderer) throw new Error(`No server bundle beside ${distDir}: run scripts/build.mjs`);
    const [categories, brands, products] = await Promise.all([
      getJson(api.origin, '/api/categories/'),
      getJson(api.origin, '/api/brands/'),
      getJson(api.origin, '/api/products/'),
    ]);
    const { publicPages, localisePath, LOCALES } = await importServerEntry(distDir);
    const samples = {
      '/cat/$slug': categorySlugs(categories).map((slug) => ({ params: { slug } })),
      '/brand/$slug': brands.map((brand) => ({ params: { slug: brand.slug } })),
      '/product/$product_slug': products.map((product) => ({
        params: { product_slug: product.slug },
      })),
    };
    const pages = LOCALES.flatMap((locale) => publicPages(samples, locale));
    // The client's index.html becomes shell.html (kept from an earlier run, which replaced index.html).
    const shellFile = path.join(distDir, 'shell.html');
    if (!existsSync(shellFile)) copyFileSync(path.join(distDir, 'index.html'), shellFile);
    const template = readFileSync(shellFile, 'utf8');
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      const home = localisePath('/', locale);
      const file = path.join(distDir, home, 'shell.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, assembleShell(template, renderer.shell(home)));
    }
    const started = performance.now();
    // Rendering is the work (about 70 ms a page, the mock API idles): one renderer per core, each
    // with its share of the pages, took 1,578 pages from 113 s to 73 s on 2 cores.
    const renderers = Math.max(1, Math.min(availableParallelism(), 4));
    await Promise.all(
      Array.from({ length: renderers }, (_, index) =>
        renderInWorker(
          pages.filter((__, at) => at % renderers === index),
          template,
        ),
      ),
    );
    console.info(
      `Prerendered ${pages.length} pages into ${distDir}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
