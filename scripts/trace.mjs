/**
 * `npm run trace`: where the main thread's time goes after the first paint, from a Chrome trace.
 *
 * Loads each page of a production build in Debian's Chromium at 4x CPU slowdown (phone width)
 * with the devtools timeline traced, waits TRACE_SETTLE_MS (default 3000) after the load event,
 * and prints, per page: the first contentful paint, the blocking time after it (the part of each
 * task over 50 ms, as Lighthouse counts it), every task over 50 ms after it with what it spent
 * its time on (script by file, style recalculation, layout, paint, HTML parsing, garbage
 * collection), and the five largest costs of the whole load after the first paint. Medians of
 * TRACE_RUNS runs (default 3) for the figures; the task lists are the median run's.
 *
 * It serves builds that `npm run perf` made (dist-perf-api/, dist-perf-demo/; built here unless
 * TRACE_SKIP_BUILD=1 finds them; TRACE_DIST sets the directories' prefix, as PERF_DIST does),
 * the API build against `npm run mock-api`. A benchmark: it
 * prints figures and exits 0 whatever they are.
 *
 * Env: TRACE_BUILDS (api,demo; default api), TRACE_RUNS, TRACE_SKIP_BUILD=1, TRACE_PATHS (comma
 * separated, default the perf pages), TRACE_WIDTH (default 390), TRACE_PORT (default 4610, as
 * for npm run perf: its API build calls that port), TRACE_SAVE=dir (each raw trace written
 * there, for Chrome's performance panel), TRACE_SERVICE_WORKERS=block (the page's service worker
 * never registers: its share of the work, against the default 'allow', in the same sitting).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  prepareBuilds,
  startMockApi,
  startProcess,
  stopAll,
} from './bench-browser.mjs';
import { attribute, longTasksAfter, mainThreadOf, topCosts } from './trace-analysis.mjs';

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const BUILDS = (process.env.TRACE_BUILDS ?? 'api').split(',').map((name) => name.trim());
const PORT = Number(process.env.TRACE_PORT ?? 4610);
const WIDTH = Number(process.env.TRACE_WIDTH ?? 390);
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS ?? 3000);
const SERVICE_WORKERS = process.env.TRACE_SERVICE_WORKERS === 'block' ? 'block' : 'allow';
const HOST = '127.0.0.1';
const API_ORIGIN = `http://${HOST}:${PORT}`;
const DIST_PREFIX = process.env.TRACE_DIST ?? 'dist-perf';
const DIST = { api: `${DIST_PREFIX}-api`, demo: `${DIST_PREFIX}-demo` };
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',');

async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 800 },
    serviceWorkers: SERVICE_WORKERS,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ms = (value) => `${Math.round(value)} ms`;

function describe(task) {
  const kinds = Object.entries(task.kinds)
    .filter(([, time]) => time >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, time]) => `${kind} ${ms(time)}`)
    .join(', ');
  return `  at ${ms(task.start)}: ${ms(task.duration)} (${kinds})`;
}

async function measurePage(browser, origin, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const events = await traceLoad(browser, `${origin}${path}`);
    if (process.env.TRACE_SAVE) {
      // For Chrome's performance panel (Load profile), one file per page and run.
      mkdirSync(process.env.TRACE_SAVE, { recursive: true });
      const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}`;
      writeFileSync(
        `${process.env.TRACE_SAVE}/${name}.json`,
        JSON.stringify({ traceEvents: events }),
      );
    }
    const main = mainThreadOf(events);
    const tasks = longTasksAfter(main).map((task) => ({ ...task, ...attribute(task, main) }));
    const blocking = tasks.reduce((sum, task) => sum + task.duration - 50, 0);
    runs.push({ fcp: main.fcp, blocking, tasks, costs: topCosts(main) });
  }
  const blockingMedian = median(runs.map((run) => run.blocking));
  const shown = runs.find((run) => run.blocking === blockingMedian);
  console.info(
    `\n${path}: FCP ${ms(median(runs.map((run) => run.fcp)))}, blocking after FCP ${ms(blockingMedian)} ` +
      `(runs ${runs.map((run) => Math.round(run.blocking)).join(', ')}), ` +
      `${shown.tasks.length} task(s) over 50 ms in the median run:`,
  );
  for (const task of shown.tasks) console.info(describe(task));
  console.info('  largest costs after FCP (self time, median run):');
  for (const [name, time] of shown.costs.slice(0, 5)) console.info(`    ${name}: ${ms(time)}`);
}

async function main() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
  prepareBuilds(BUILDS, DIST, API_ORIGIN, {
    reuse: process.env.TRACE_SKIP_BUILD === '1',
    variable: 'TRACE_BUILDS',
  });
  await startMockApi(HOST, PORT);
  const first = await (
    await fetch(`${API_ORIGIN}/api/products/?category_slug=mens-footwear`)
  ).json();
  const paths = process.env.TRACE_PATHS?.split(',') ?? [
    '/',
    '/products/',
    '/cat/mens-footwear',
    `/product/${first[0].slug}`,
    '/login',
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const [index, name] of BUILDS.entries()) {
      const port = PORT + 1 + index;
      await startProcess(
        ['scripts/preview.mjs'],
        { DIST_DIR: DIST[name], PORT: String(port), HOST, API_BASE_URL: API_ORIGIN },
        'Preview of',
      );
      const origin = `http://${HOST}:${port}`;
      // The first request of each page renders it and compresses its files: not timed.
      for (const path of paths) await (await fetch(`${origin}${path}`)).text();
      await traceLoad(browser, `${origin}${paths[0]}`);
      console.info(
        `\n${name} build, ${WIDTH} px, 4x CPU, ${RUNS} run(s) per page, ${SETTLE_MS} ms after load, ` +
          `service workers: ${SERVICE_WORKERS}:`,
      );
      for (const path of paths) await measurePage(browser, origin, path);
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
