/**
 * What the browser benchmarks share (bench:listing, bench:search, perf): Debian's Chromium with
 * the flags this machine needs (no sandbox as root, no GPU, no network of its own), and the demo
 * build built once and served the way `npm run preview` serves it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium and the demo build in `distDir` (built unless BENCH_SKIP_BUILD=1 finds one there),
 * served on a free port; exits with a message when Chromium is missing.
 */
export async function openDemoBuild(distDir) {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(`${distDir}/index.html`)) {
    execFileSync('node', ['scripts/build.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, API_BASE_URL: '', DIST_DIR: distDir },
    });
  }
  // The preview server reads DIST_DIR when it loads.
  process.env.DIST_DIR = distDir;
  const { createPreviewServer } = await import('./preview.mjs');
  const server = await createPreviewServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return { server, baseUrl, browser };
}

/** A desktop-sized page of the served build; `errors` collects its uncaught and logged errors. */
export async function openWatchedPage(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return { context, page, errors };
}

/**
 * Builds the app into `distDir`: the API build calling `apiOrigin`, or with none the demo build
 * (the in-browser mock backend); `env` adds to the build's environment (BUILD_NODE_ENV). The
 * build's own output is left out; its errors are not.
 */
export function buildInto(distDir, apiOrigin = '', env = {}) {
  execFileSync('node', ['scripts/build.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, DIST_DIR: distDir, API_BASE_URL: apiOrigin },
  });
}

/**
 * Builds each of `names` ('api', calling `apiOrigin`, or 'demo') into its directory in `dirs`,
 * unless `reuse` is set and a build is there already. `variable` names the setting that chose
 * the builds, for the error on an unknown one.
 */
export function prepareBuilds(names, dirs, apiOrigin, { reuse, variable }) {
  for (const name of names) {
    if (!(name in dirs)) throw new RangeError(`${variable}: unknown build '${name}'`);
    if (reuse && existsSync(`${dirs[name]}/index.html`)) continue;
    buildInto(dirs[name], name === 'api' ? apiOrigin : '');
  }
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The servers the benchmarks start (mock API, preview), stopped together at the end. */
const children = new Set();

/** Starts a Node process and resolves once it prints `ready` (its listening line). */
export function startProcess(args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve(child);
    });
    child.on('exit', (code) => {
      children.delete(child);
      reject(new Error(`${args.join(' ')} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Starts `npm run mock-api` on host:port; resolves once it listens. */
export function startMockApi(host, port) {
  return startProcess(
    ['--import', 'tsx', 'mocks/http-server.ts'],
    { PORT: String(port), HOST: host },
    'Mock API listening',
  );
}

/** Stops every process startProcess started that is still running. */
export function stopAll() {
  for (const child of children) child.kill();
}
