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
 * PERF_LOCALES (en,hi: the five pages in each language; a run of fewer builds or languages is
 * printed and not written),
 * CHROME_PATH (default /usr/bin/chromium), PERF_LIGHTHOUSE=0 (only the interactions, printed and
 * not written: the committed Lighthouse figures stay), PERF_THROTTLING=devtools (Lighthouse
 * applies slow 4G and the 4x CPU slowdown to the real load instead of simulating them from an
 * unthrottled one; printed and not written). The simulation (Lantern) counts every
 * high-priority script that finished downloading before the unthrottled load's first paint as
 * holding that paint back, which the module scripts of a server-rendered page do not: applied
 * throttling shows what a throttled load paints, at the cost of more run-to-run spread.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
import { measureInteractions } from './perf-interactions.mjs';
import { breakdown, simulatedPaths } from './perf-figures.mjs';
import { markdown, verdicts } from './perf-report.mjs';

const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_FLAGS;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const BUILDS = (process.env.PERF_BUILDS ?? 'api,demo').split(',').map((name) => name.trim());
const FIRST_PORT = Number(process.env.PERF_PORT ?? 4610);
const HOST = '127.0.0.1';
const API_ORIGIN = `http://${HOST}:${FIRST_PORT}`;
const CATEGORY_SLUG = 'mens-footwear';
/** The languages whose pages are measured: English at the spec's paths, Hindi under /hi. */
const ALL_LOCALES = ['en', 'hi'];
const LOCALES = (process.env.PERF_LOCALES ?? ALL_LOCALES.join(','))
  .split(',')
  .map((locale) => locale.trim());

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
/** What the simulated paints waited for (scripts/perf-figures.mjs), with simulated throttling. */
const SIMULATED_PATHS = ['fcpScripts', 'lcpScripts', 'lcpScriptBytes', 'lcpScriptsEnd', 'lcpOwn'];
const LIGHTHOUSE = process.env.PERF_LIGHTHOUSE !== '0';
/** 'simulate' (Lighthouse's default, the committed figures) or 'devtools' (applied). */
const THROTTLING = process.env.PERF_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING)) {
  throw new RangeError("PERF_THROTTLING must be 'simulate' or 'devtools'");
}

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
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      THROTTLING === 'simulate'
        ? undefined
        : { extends: 'lighthouse:default', settings: { throttlingMethod: THROTTLING } },
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const figures = {};
    for (const category of CATEGORIES)
      figures[category] = Math.round(lhr.categories[category].score * 100);
    for (const [key, audit] of Object.entries(METRICS))
      figures[key] = lhr.audits[audit].numericValue;
    Object.assign(figures, breakdown(lhr.audits));
    if (THROTTLING === 'simulate') Object.assign(figures, await simulatedPaths(result));
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

async function main() {
  const prefix = process.env.PERF_DIST ?? 'dist-perf';
  const distDirs = { api: `${prefix}-api`, demo: `${prefix}-demo` };
  if (process.env.PERF_SKIP_BUILD !== '1') {
    for (const name of BUILDS) buildInto(distDirs[name], name === 'api' ? API_ORIGIN : '');
  }
  if (BUILDS.includes('api')) checkApiBuild(distDirs.api);
  await startMockApi(HOST, FIRST_PORT);
  const product = await productPath();
  const englishPaths = ['/', '/products/', `/cat/${CATEGORY_SLUG}`, product, '/login'];
  // The same pages in each other language, at its prefix (src/i18n/locale.ts: '/hi' + path).
  const paths = LOCALES.flatMap((locale) =>
    englishPaths.map((path) => (locale === 'en' ? path : `/${locale}${path}`)),
  );
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
        [
          ...CATEGORIES,
          ...Object.keys(METRICS),
          ...BREAKDOWN,
          ...(THROTTLING === 'simulate' ? SIMULATED_PATHS : []),
        ].map((key) => [key, median(runs.map((r) => r[key]))]),
      );
      pages.push({
        path,
        runs,
        median: medianFigures,
        met: verdicts(medianFigures, TARGETS[name]),
      });
    }
    const interactions = await measureInteractions(`http://${HOST}:${port}`, RUNS);
    for (const interaction of interactions)
      console.info(
        interaction.inp === undefined
          ? `${name} ${interaction.name}: answered after ${interaction.shownRuns.map(Math.round).join(', ')} ms`
          : `${name} INP ${interaction.name}: ${Math.round(interaction.inp)} ms`,
      );
    builds.push({ build: name, label, targets: TARGETS[name], pages, interactions });
  }

  const report = {
    generated: new Date().toISOString().slice(0, 10),
    lighthouse: lighthouseVersion,
    chromium,
    preset: 'mobile (Lighthouse default config)',
    throttling: THROTTLING,
    runs: RUNS,
    builds,
  };
  const summary = markdown(report);
  // A run of fewer builds or languages than all of them is printed, not written: the committed
  // figures cover every build and language.
  const partial =
    !Object.keys(TARGETS).every((name) => BUILDS.includes(name)) ||
    !ALL_LOCALES.every((locale) => LOCALES.includes(locale));
  if (!LIGHTHOUSE || THROTTLING !== 'simulate' || partial) {
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
