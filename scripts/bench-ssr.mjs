/**
 * `npm run bench:ssr`: how long the server takes to render a page (the API build's per-request
 * renderer, src/entry-server.tsx), in Node, warm: five renders of each page first, then
 * BENCH_SSR_RUNS (default 30) more, of which it prints the median and the spread.
 *
 * The server bundle leaves its dependencies in node_modules, so this measures React, the router
 * and Chakra as installed, patches included (patches/): a change there is measured by running
 * this before and after it, with the same build. It serves the build in BENCH_SSR_DIST (default
 * dist-perf-api; built here unless it exists) against `npm run mock-api` on BENCH_SSR_PORT
 * (default 4610), which it starts. A benchmark: it prints figures and exits 0 whatever they are.
 *
 * Env: BENCH_SSR_PATHS (comma separated; default the perf pages), BENCH_SSR_RUNS.
 */
import { existsSync } from 'node:fs';
import { buildInto, median, startMockApi, stopAll } from './bench-browser.mjs';
import { loadRenderer } from './ssr.mjs';

const HOST = '127.0.0.1';
const PORT = Number(process.env.BENCH_SSR_PORT ?? 4610);
const API_ORIGIN = `http://${HOST}:${PORT}`;
const DIST = process.env.BENCH_SSR_DIST ?? 'dist-perf-api';
const RUNS = Number(process.env.BENCH_SSR_RUNS ?? 30);
const PATHS = (
  process.env.BENCH_SSR_PATHS ??
  '/,/products/,/cat/mens-footwear,/product/adidas-ultrabounce-running-shoes-black-uk-10-586,/login'
)
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);

process.env.NODE_ENV = 'production';
process.env.API_BASE_URL = API_ORIGIN;

try {
  if (!existsSync(`${DIST}/index.html`)) {
    console.log(`Building the API build into ${DIST} …`);
    buildInto(DIST, API_ORIGIN);
  }
  await startMockApi(HOST, PORT);
  const renderer = await loadRenderer(DIST);
  if (!renderer) throw new Error(`${DIST} has no server bundle (an API build has one).`);
  console.log(`Server render, ${DIST}, Node ${process.version}, ${RUNS} warm renders per page:`);
  for (const path of PATHS) {
    for (let warm = 0; warm < 5; warm++) await renderer.render(path);
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await renderer.render(path);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${path}: median ${median(times).toFixed(1)} ms (fastest ${times[0].toFixed(1)}, slowest ${times.at(-1).toFixed(1)})`,
    );
  }
} finally {
  stopAll();
}
