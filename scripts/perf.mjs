/**
 * `npm run perf`: Lighthouse on both production builds, the way a shopper's phone meets them.
 *
 * - API build: API_BASE_URL pointing at `npm run mock-api`, served by scripts/preview.mjs.
 * - Demo build: the in-browser mock backend (service worker, default latency), same server.
 *
 * Lighthouse's default config is the mobile preset (Moto G Power viewport, simulated slow 4G,
 * 4x CPU slowdown). Every page is measured PERF_RUNS times (default 3), each in a fresh Chromium,
 * and each figure's median is reported. Writes docs/perf/lighthouse.json (every run) and
 * docs/perf/lighthouse.md (the medians against the targets). A benchmark, not a CI gate: it exits
 * 0 whatever the figures, because a shared machine makes them noisy.
 *
 * Env: PERF_RUNS (runs per page), PERF_BUILDS (api,demo), PERF_SKIP_BUILD=1 (reuse
 * dist-perf-api/ and dist-perf-demo/), PERF_DIST (the builds' directory prefix, default
 * 'dist-perf': another checkout's builds, e.g. ../base/dist-perf, measure the unchanged code in
 * the same run), PERF_PORT (first of three ports, default 4610),
 * CHROME_PATH (default /usr/bin/chromium), PERF_LIGHTHOUSE=0 (only the interactions, printed and
 * not written: the committed Lighthouse figures stay).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import {
  buildInto,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  median,
  startMockApi,
  startProcess,
  stopAll,
} from './bench-browser.mjs';

const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_FLAGS;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const BUILDS = (process.env.PERF_BUILDS ?? 'api,demo').split(',').map((name) => name.trim());
const FIRST_PORT = Number(process.env.PERF_PORT ?? 4610);
const HOST = '127.0.0.1';
const API_ORIGIN = `http://${HOST}:${FIRST_PORT}`;
const CATEGORY_SLUG = 'mens-footwear';

const TARGETS = {
  api: {
    performance: 95,
    accessibility: 100,
    'best-practices': 95,
    cls: 0.02,
    tbt: 100,
    lcp: 2000,
  },
  demo: { performance: 90, accessibility: 100, 'best-practices': 95, cls: 0.02, tbt: 150 },
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
};
/** Where the main thread's time goes and why the largest picture waits (see breakdown()). */
const BREAKDOWN = [
  'script',
  'styleLayout',
  'otherMain',
  'longestTask',
  'lcpLoadDelay',
  'lcpRenderDelay',
];
const INP_BUDGET_MS = 200;
const LIGHTHOUSE = process.env.PERF_LIGHTHOUSE !== '0';

if (!Number.isInteger(RUNS) || RUNS < 1) throw new RangeError('PERF_RUNS must be 1 or more');
for (const name of BUILDS) {
  if (!(name in TARGETS)) throw new RangeError(`PERF_BUILDS: unknown build '${name}'`);
}

/** The API build must call the mock API, or its figures would be the demo build's. */
function checkApiBuild(distDir) {
  const calls = readdirSync(distDir)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(`${distDir}/${name}`, 'utf8').includes(`"${API_ORIGIN}"`));
  if (!calls) {
    throw new Error(`${distDir} does not call ${API_ORIGIN}; rebuild it without PERF_SKIP_BUILD`);
  }
}

/** The server compresses each file on its first request; do that before anything is timed. */
async function warmUp(origin, distDir) {
  for (const name of readdirSync(distDir)) {
    if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${origin}/${name}`, {
        headers: { 'Accept-Encoding': encoding },
      });
      await response.arrayBuffer();
    }
  }
}

async function productPath() {
  const response = await fetch(`${API_ORIGIN}/api/products/?category_slug=${CATEGORY_SLUG}`);
  const [first] = await response.json();
  if (!first) throw new Error('The mock API returned no product to measure');
  return `/product/${first.slug}`;
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const figures = {};
    for (const category of CATEGORIES)
      figures[category] = Math.round(lhr.categories[category].score * 100);
    for (const [key, audit] of Object.entries(METRICS))
      figures[key] = lhr.audits[audit].numericValue;
    Object.assign(figures, breakdown(lhr.audits));
    const failing = CATEGORIES.flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
        .filter((ref) => lhr.audits[ref.id].score < (category === 'performance' ? 0.9 : 1))
        .map(
          (ref) =>
            `${category}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`,
        ),
    );
    return { ...figures, failing, warnings: lhr.runWarnings };
  } finally {
    await chrome.kill();
  }
}

/**
 * The main thread's work by kind (script parse, compile and evaluation; style and layout;
 * everything else), the longest task, and the largest picture's load and render delays.
 */
function breakdown(audits) {
  const groups = new Map(
    (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.group,
      item.duration,
    ]),
  );
  const total = [...groups.values()].reduce((sum, value) => sum + value, 0);
  const script = (groups.get('scriptEvaluation') ?? 0) + (groups.get('scriptParseCompile') ?? 0);
  const styleLayout = groups.get('styleLayout') ?? 0;
  const tasks = audits['long-tasks']?.details?.items ?? [];
  const phases = new Map();
  for (const table of audits['largest-contentful-paint-element']?.details?.items ?? []) {
    for (const row of table.items ?? []) if (row.phase) phases.set(row.phase, row.timing);
  }
  return {
    script,
    styleLayout,
    otherMain: total - script - styleLayout,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    lcpLoadDelay: phases.get('Load Delay') ?? 0,
    lcpRenderDelay: phases.get('Render Delay') ?? 0,
  };
}

/**
 * Interaction to next paint on the 4x slowed CPU, in real Chromium: after the page has loaded,
 * the shopper taps the menu button, the search box and Add to Cart (phone width) and a sort option
 * (desktop width), and Add to Cart again on a page left to settle; each interaction's duration is
 * read from the Event Timing API.
 */
async function measureInteractions(origin) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const results = [];
  const steps = [
    {
      name: 'menu button (/, 390 px)',
      path: '/',
      width: 390,
      target: (page) => page.getByRole('button', { name: 'Open menu' }),
    },
    {
      name: 'search box (/, 390 px)',
      path: '/',
      width: 390,
      target: (page) =>
        page.getByRole('combobox', { name: 'Search for Products, Brands and More' }).first(),
    },
    {
      name: 'sort option (/products/, 1366 px)',
      path: '/products/',
      width: 1366,
      target: (page) => page.getByRole('button', { name: 'Price -- Low to High' }),
      // The tap paints the pressed button first; the re-sorted cards follow (the listing's own
      // User Timing measure, from the click to the new order committed).
      shown: () => performance.getEntriesByName('listing:sort', 'measure').at(-1)?.duration,
    },
    {
      name: 'Add to Cart (a product page, 390 px)',
      path: '/product/titan-raga-analog-watch-black-18',
      width: 390,
      target: (page) => page.getByRole('button', { name: 'Add to Cart', exact: true }),
    },
    {
      // Issue 25's budget is for a page that has settled: the tap comes 3 s after the network is
      // idle, when the cart's statechart has loaded and the start-up tasks are over.
      name: 'Add to Cart (a product page, 390 px, settled)',
      path: '/product/titan-raga-analog-watch-black-18',
      width: 390,
      settleMs: 3000,
      budgetMs: 100,
      target: (page) => page.getByRole('button', { name: 'Add to Cart', exact: true }),
    },
  ];
  try {
    for (const step of steps) {
      const durations = [];
      const shown = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: step.width, height: 800 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          window.__inp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration);
          }).observe({ type: 'event', durationThreshold: 16, buffered: true });
        });
        await page.goto(`${origin}${step.path}`, { waitUntil: 'networkidle' });
        if (step.settleMs) await page.waitForTimeout(step.settleMs);
        await step.target(page).click();
        await page.waitForTimeout(1000);
        durations.push(await page.evaluate(() => window.__inp));
        if (step.shown) {
          // A result never shown is a finding to print, not a reason to lose the run's figures.
          const seen = await page
            .waitForFunction(step.shown, undefined, { timeout: 30_000 })
            .then(() => true)
            .catch(() => false);
          shown.push(seen ? await page.evaluate(step.shown) : Infinity);
        }
        await context.close();
      }
      results.push({
        name: step.name,
        inp: median(durations),
        runs: durations,
        shown: shown.length > 0 ? median(shown) : undefined,
        budget: step.budgetMs ?? INP_BUDGET_MS,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

function verdicts(figures, targets) {
  return {
    performance: figures.performance >= targets.performance,
    accessibility: figures.accessibility >= targets.accessibility,
    'best-practices': figures['best-practices'] >= targets['best-practices'],
    cls: figures.cls <= targets.cls,
    tbt: figures.tbt <= targets.tbt,
    lcp: targets.lcp === undefined || figures.lcp <= targets.lcp,
  };
}

export function markdown(report) {
  const lines = [
    '# Lighthouse figures',
    '',
    `Generated by \`npm run perf\` on ${report.generated} with Lighthouse ${report.lighthouse} and ${report.chromium},`,
    `mobile preset (simulated slow 4G, 4x CPU slowdown), ${report.runs} run(s) per page, median of each figure`,
    'taken separately. A failing target is marked ✗.',
    '',
  ];
  for (const build of report.builds) {
    const t = build.targets;
    lines.push(
      `## ${build.label}`,
      '',
      `Targets: performance ≥ ${t.performance}, accessibility ≥ ${t.accessibility}, best practices ≥ ${t['best-practices']}, CLS ≤ ${t.cls}, TBT ≤ ${t.tbt} ms${t.lcp ? `, LCP ≤ ${t.lcp / 1000} s` : ''}.`,
      '',
      '| Page | Performance | Accessibility | Best practices | CLS | TBT | LCP | FCP |',
      '| ---- | ----------: | ------------: | -------------: | --: | --: | --: | --: |',
    );
    for (const page of build.pages) {
      const m = page.median;
      const mark = (key, text) => (page.met[key] ? text : `${text} ✗`);
      lines.push(
        `| \`${page.path}\` | ${mark('performance', m.performance)} | ${mark('accessibility', m.accessibility)} | ${mark('best-practices', m['best-practices'])} | ${mark('cls', m.cls.toFixed(3))} | ${mark('tbt', `${Math.round(m.tbt)} ms`)} | ${mark('lcp', `${(m.lcp / 1000).toFixed(2)} s`)} | ${(m.fcp / 1000).toFixed(1)} s |`,
      );
    }
    const ms = (value) => `${Math.round(value)} ms`;
    lines.push(
      '',
      "Where the time goes (medians): main-thread work by kind, the longest task, and the largest picture's",
      'load delay (from the first byte until its request starts) and render delay (from its arrival until it is painted).',
      '',
      '| Page | Script | Style & layout | Other | Longest task | LCP load delay | LCP render delay |',
      '| ---- | -----: | -------------: | ----: | -----------: | -------------: | ---------------: |',
      ...build.pages.map(
        ({ path, median: m }) =>
          `| \`${path}\` | ${ms(m.script)} | ${ms(m.styleLayout)} | ${ms(m.otherMain)} | ${ms(m.longestTask)} | ${ms(m.lcpLoadDelay)} | ${ms(m.lcpRenderDelay)} |`,
      ),
    );
    if (build.interactions) {
      lines.push(
        '',
        `Interaction to next paint after load, real Chromium at 4x CPU slowdown, median of ${report.runs}:`,
        '',
        '| Interaction | INP | Budget | Runs | Result shown |',
        '| ----------- | --: | -----: | ---- | -----------: |',
        ...build.interactions.map(
          (i) =>
            `| ${i.name} | ${i.inp <= i.budget ? ms(i.inp) : `${ms(i.inp)} ✗`} | ${ms(i.budget)} | ${i.runs.map(ms).join(', ')} | ${i.shown === undefined ? '' : i.shown === Infinity ? 'not within 30 s' : ms(i.shown)} |`,
        ),
        '',
        'Result shown: for the sort, the time from the tap until the re-sorted cards are committed.',
      );
    }
    const failing = build.pages.flatMap((page) => {
      // Each run's entry reads 'category: audit (value)'; one line per audit, every run's value.
      const values = new Map();
      for (const entry of page.runs.flatMap((run) => run.failing)) {
        const [, audit, value] = /^(.+?) \((.*)\)$/.exec(entry) ?? [entry, entry, ''];
        values.set(audit, [...(values.get(audit) ?? []), value]);
      }
      return [...values].map(
        ([audit, seen]) => `- \`${page.path}\`: ${audit} (${seen.join(', ')})`,
      );
    });
    if (failing.length > 0) {
      lines.push(
        '',
        'Audits below par in at least one run (its value in each such run):',
        '',
        ...failing,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const prefix = process.env.PERF_DIST ?? 'dist-perf';
  const distDirs = { api: `${prefix}-api`, demo: `${prefix}-demo` };
  if (process.env.PERF_SKIP_BUILD !== '1') {
    for (const name of BUILDS) buildInto(distDirs[name], name === 'api' ? API_ORIGIN : '');
  }
  if (BUILDS.includes('api')) checkApiBuild(distDirs.api);
  await startMockApi(HOST, FIRST_PORT);
  const product = await productPath();
  const paths = ['/', '/products/', `/cat/${CATEGORY_SLUG}`, product, '/login'];
  const chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  const lighthouseVersion = JSON.parse(
    readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  ).version;

  const builds = [];
  for (const [index, name] of BUILDS.entries()) {
    const port = FIRST_PORT + 1 + index;
    await startProcess(
      ['scripts/preview.mjs'],
      { DIST_DIR: distDirs[name], PORT: String(port), HOST, API_BASE_URL: API_ORIGIN },
      'Preview of',
    );
    await warmUp(`http://${HOST}:${port}`, distDirs[name]);
    // The API build renders pages per request: the first render of each also loads its code.
    for (const path of paths) await (await fetch(`http://${HOST}:${port}${path}`)).text();
    const label =
      name === 'api'
        ? `API build (API_BASE_URL=${API_ORIGIN}, npm run mock-api)`
        : 'Demo build (in-browser mock backend)';
    const pages = [];
    for (const path of LIGHTHOUSE ? paths : []) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measure(`http://${HOST}:${port}${path}`));
        console.info(
          `${name} ${path} run ${run + 1}/${RUNS}: performance ${runs.at(-1).performance}, TBT ${Math.round(runs.at(-1).tbt)} ms`,
        );
      }
      const medianFigures = Object.fromEntries(
        [...CATEGORIES, ...Object.keys(METRICS), ...BREAKDOWN].map((key) => [
          key,
          median(runs.map((r) => r[key])),
        ]),
      );
      pages.push({
        path,
        runs,
        median: medianFigures,
        met: verdicts(medianFigures, TARGETS[name]),
      });
    }
    const interactions = await measureInteractions(`http://${HOST}:${port}`);
    for (const interaction of interactions)
      console.info(`${name} INP ${interaction.name}: ${Math.round(interaction.inp)} ms`);
    builds.push({ build: name, label, targets: TARGETS[name], pages, interactions });
  }

  const report = {
    generated: new Date().toISOString().slice(0, 10),
    lighthouse: lighthouseVersion,
    chromium,
    preset: 'mobile (Lighthouse default config)',
    runs: RUNS,
    builds,
  };
  const summary = markdown(report);
  if (!LIGHTHOUSE) {
    console.info(`\n${summary}`);
    return;
  }
  mkdirSync('docs/perf', { recursive: true });
  // Written the way the repository formats files, so `npm run format:check` stays clean.
  for (const [file, text] of [
    ['docs/perf/lighthouse.json', JSON.stringify(report)],
    ['docs/perf/lighthouse.md', summary],
  ]) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
  console.info(`\n${summary}\nWrote docs/perf/lighthouse.json and docs/perf/lighthouse.md.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(stopAll);
}
