/**
 * `npm run size`: the JavaScript a shopper downloads, gzip'd, and the first-load budget.
 *
 * First load of / = the scripts index.html loads plus every bundle they import statically,
 * recursively, plus React DOM's chunk, which the entry imports dynamically once it has run (its
 * evaluation a task of its own) and every page preloads: what must arrive before the app can
 * render anything. Other dynamic imports are not counted.
 * Budget: 175 KB (175 * 1024 bytes) for the API build, gzip level 9, summed per file (raised
 * from 170 KB by issue 25 for the shell's additions of that round: the cart's count, the
 * service worker's registration, the i18n runtime); 177 KB for the demo build, whose entry also holds the mock layer's start and the inspector's hook.
 * The demo's budget is there because a lazy chunk that imports a module of the entry can make
 * Parcel stop tree-shaking it: the inspector importing the theme once put every Chakra recipe
 * in the demo's first load (+19 KB) while the API build stayed within its budget.
 * Each route's lazy chunk(s) are listed too: the bundles its screen's dynamic import loads.
 *
 * Builds the API build (API_BASE_URL set, no mock layer) into dist-size-api/ and the demo build
 * into dist-size-demo/ (SIZE_SKIP_BUILD=1 reuses them), checks that no mock code reached the API
 * build and that the demo build loads its mock layer lazily, and exits 1 over budget.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dynamicImports, firstRender, readBundles } from './bundles.mjs';
import { importServerEntry } from './ssr.mjs';

const BUDGET_BYTES = 175 * 1024;
const DEMO_BUDGET_BYTES = 177 * 1024;
const API_DIST = 'dist-size-api';
const DEMO_DIST = 'dist-size-demo';
const API_BASE_URL = 'http://127.0.0.1:4010';
/** What only the mock layer contains: msw, @mswjs/data, and our mock backend's sources. */
const MOCK_MARKERS = ['node_modules/msw/', 'node_modules/@mswjs/', 'mocks/'];

function build(distDir, apiBaseUrl) {
  execFileSync('node', ['scripts/build.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DIST_DIR: distDir, API_BASE_URL: apiBaseUrl },
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Route paths by screen export name, from the route table in the API build's server bundle. */
async function routesByScreen() {
  // Read when the bundle is first imported: the route table is the API build's (no reviewers' route).
  process.env.NODE_ENV = 'production';
  process.env.API_BASE_URL = API_BASE_URL;
  const entry = await importServerEntry(API_DIST);
  if (!entry) throw new Error(`No server bundle beside ${API_DIST}: run scripts/build.mjs`);
  const screens = new Map();
  for (const page of entry.pageRoutes()) {
    for (const screen of page.screens)
      screens.set(screen, [...(screens.get(screen) ?? []), page.path]);
  }
  if (screens.size === 0) throw new Error('No lazy screens found in the route table');
  return screens;
}

function report(label, distDir, { budget, screens }) {
  const files = readBundles(distDir);
  const entry = firstRender(distDir, files);
  const total = entry.reduce((sum, name) => sum + files.get(name).gzip, 0);
  console.info(`\n${label} (${distDir}/)`);
  console.info(
    "  First load of / (index.html scripts + static imports + React DOM's chunk, gzip -9):",
  );
  for (const name of entry) {
    const file = files.get(name);
    console.info(
      `    ${name.padEnd(40)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(10)} gzip`,
    );
  }
  const verdict =
    budget === undefined
      ? 'for information'
      : total <= budget
        ? `within the ${kb(budget)} budget`
        : `OVER the ${kb(budget)} budget`;
  console.info(
    `    ${'total'.padEnd(40)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip  ${verdict}`,
  );

  const groups = dynamicImports(entry, files);
  if (screens) {
    console.info('  Lazy chunks per route (dynamic imports, loaded on navigation, gzip -9):');
    for (const [screen, routes] of screens) {
      const group = groups.find((candidate) => candidate.exports.includes(screen));
      if (!group) throw new Error(`No lazy chunk found for ${screen} (${routes.join(', ')})`);
      const size = group.bundles.reduce((sum, name) => sum + files.get(name).gzip, 0);
      console.info(`    ${screen.padEnd(22)} ${kb(size).padStart(9)}  ${routes.join(', ')}`);
      console.info(`    ${''.padEnd(22)} ${''.padStart(9)}  ${group.bundles.join(' + ')}`);
    }
  }
  return { files, entry, total, groups };
}

/** The sources of bundles `names` (read from their source maps) that name one of `markers`. */
function sourcesIn(distDir, names, markers) {
  return names.flatMap((name) => {
    const map = JSON.parse(readFileSync(path.join(distDir, `${name}.map`), 'utf8'));
    return map.sources.filter((source) => markers.some((marker) => source.includes(marker)));
  });
}

const mockSourcesIn = (distDir, names) => sourcesIn(distDir, names, MOCK_MARKERS);

/**
 * Chakra's dialog machinery (Ark's dialog and Zag's dialog, focus trap and scroll lock) loads
 * when a shopper reaches for a dialog (the menu drawer, the listing's Filter and Sort), not with
 * the first screens a shopper lands on: the first load and these screens' chunks.
 */
const DIALOG_MARKERS = ['/@zag-js/dialog/', '/@zag-js/focus-trap/', '/@zag-js/remove-scroll/'];
const LANDING_SCREENS = ['HomeScreen', 'ListingScreen', 'ProductScreen'];

async function main() {
  if (process.env.SIZE_SKIP_BUILD !== '1') {
    build(API_DIST, API_BASE_URL);
    build(DEMO_DIST, '');
  }
  const screens = await routesByScreen();
  const api = report(`API build (API_BASE_URL=${API_BASE_URL})`, API_DIST, {
    budget: BUDGET_BYTES,
    screens,
  });
  const problems = [];
  if (api.total > BUDGET_BYTES) {
    problems.push(`the API build's first load of / is ${kb(api.total)}, over ${kb(BUDGET_BYTES)}`);
  }
  if (!api.entry.some((name) => api.files.get(name).code.includes(`"${API_BASE_URL}"`))) {
    problems.push(`the API build does not call ${API_BASE_URL}: API_BASE_URL was not inlined`);
  }
  const apiMock = mockSourcesIn(API_DIST, [...api.files.keys()]);
  if (apiMock.length > 0) {
    problems.push(
      `the API build contains mock code: ${[...new Set(apiMock)].slice(0, 5).join(', ')}`,
    );
  }

  const landing = [
    ...api.entry,
    ...LANDING_SCREENS.flatMap(
      (screen) => api.groups.find((group) => group.exports.includes(screen))?.bundles ?? [],
    ),
  ];
  const eagerDialogs = sourcesIn(API_DIST, [...new Set(landing)], DIALOG_MARKERS);
  if (eagerDialogs.length > 0) {
    problems.push(
      `the first load or a landing screen (${LANDING_SCREENS.join(', ')}) carries dialog machinery: ${[...new Set(eagerDialogs)].slice(0, 3).join(', ')}`,
    );
  }

  const demo = report('Demo build (in-browser mock backend)', DEMO_DIST, {
    budget: DEMO_BUDGET_BYTES,
  });
  if (demo.total > DEMO_BUDGET_BYTES) {
    problems.push(
      `the demo build's first load of / is ${kb(demo.total)}, over ${kb(DEMO_BUDGET_BYTES)}`,
    );
  }
  // The mock layer's loader (mocks/browser-load.ts) and the modules it loads in steps, the last
  // of them the backend's own (startMockWorker).
  const loaderGroup = demo.groups.find((group) => group.exports.includes('loadMockBackend'));
  const stepGroups = loaderGroup ? dynamicImports(loaderGroup.bundles, demo.files, demo.entry) : [];
  const mockGroup = stepGroups.some((group) => group.exports.includes('startMockWorker'))
    ? { bundles: [...new Set([loaderGroup, ...stepGroups].flatMap((group) => group.bundles))] }
    : undefined;
  const eagerMock = mockSourcesIn(DEMO_DIST, demo.entry);
  if (!mockGroup) {
    problems.push(
      'the demo build has no lazily loaded mock layer (loadMockBackend, then startMockWorker)',
    );
  }
  if (eagerMock.length > 0) {
    problems.push(
      `the demo build's first load contains mock code: ${[...new Set(eagerMock)].slice(0, 5).join(', ')}`,
    );
  }
  if (mockGroup) {
    const size = mockGroup.bundles.reduce((sum, name) => sum + demo.files.get(name).gzip, 0);
    console.info(
      `  Mock layer (dynamic import in the demo build only; its requests wait for it, the first render does not): ${kb(size)} gzip, ${mockGroup.bundles.join(' + ')}`,
    );
    console.info(`  Demo build with its mock layer: ${kb(demo.total + size)} gzip`);
  }
  console.info(`\nAPI build: no mock code in any bundle: ${apiMock.length === 0 ? 'yes' : 'NO'}`);

  if (problems.length > 0) {
    for (const problem of problems) console.error(`npm run size: ${problem}`);
    process.exit(1);
  }
  console.info(
    `npm run size: first load of / is ${kb(api.total)} gzip (API build), within ${kb(BUDGET_BYTES)}; ${kb(demo.total)} (demo build), within ${kb(DEMO_BUDGET_BYTES)}.`,
  );
}

await main();
