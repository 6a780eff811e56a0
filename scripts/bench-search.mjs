/**
 * `npm run bench:search`: the search box's suggestions in headless Chromium, on the demo build,
 * with 600 and 20,000 products (`?mock-products=`, no simulated latency). Types realistic texts
 * key by key and measures, for every keystroke that makes a new text of 2 characters or more,
 * keydown to that text's suggestions on screen: from the keydown event to the first frame
 * painted after the app's `search:suggestions` User Timing mark for that text (set once the
 * text's own suggestions are rendered). Prints median and p95 per catalog size; exits 1 when a
 * median is over the 100 ms budget.
 *
 * DIST_DIR (default dist-bench-search) is the build it makes and serves; BENCH_SKIP_BUILD=1
 * reuses it. BENCH_ROUNDS (default 3) sets how many times the texts are typed per size.
 */
import { openDemoBuild, openWatchedPage } from './bench-browser.mjs';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-bench-search';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZES = [600, 20_000];
const BUDGET_MS = 100;
const MIN_CHARS = 2;
/** What shoppers type: brands, kinds of product, two-word searches, an accent-free brand. */
const TEXTS = [
  'samsung',
  'shoes',
  'kurta',
  'lakme',
  'galaxy watch',
  'bluetooth speaker',
  'running shoes',
  'saree',
];

const { server, baseUrl, browser } = await openDemoBuild(DIST_DIR);

/**
 * In the page, before each keystroke: resolves with the keydown's time, the time of the first
 * frame painted after the `search:suggestions` mark for `text`, and what the listbox shows then.
 */
function armKeystrokeTimer(text) {
  window.__benchKey = new Promise((resolve, reject) => {
    let keydownAt = null;
    document.addEventListener(
      'keydown',
      (event) => {
        keydownAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new PerformanceObserver((list) => {
      const mark = list
        .getEntriesByName('search:suggestions')
        .find((entry) => entry.detail === text && keydownAt !== null);
      if (!mark) return;
      observer.disconnect();
      clearTimeout(timeout);
      // rAF runs just before the next frame is painted; a task queued from it runs after.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const options = document.querySelectorAll('[role="listbox"] [role="option"]').length;
          resolve({
            toScreen: performance.now() - keydownAt,
            toCommit: mark.startTime - keydownAt,
            options,
          });
        }, 0),
      );
    });
    observer.observe({ type: 'mark' });
    const timeout = setTimeout(() => reject(new Error(`No suggestions for "${text}"`)), 10_000);
  });
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

const results = [];
try {
  for (const size of SIZES) {
    const { context, page, errors } = await openWatchedPage(browser, baseUrl);

    const started = Date.now();
    await page.goto(`/?mock-products=${size}&mock-latency=0`);
    await page.locator('html[data-mock-backend="ready"]').waitFor({ state: 'attached' });
    // The first call builds the catalog in the page: not part of any keystroke.
    await page.evaluate(() => fetch('/api/products/?limit=1').then((response) => response.json()));
    const readyMs = Date.now() - started;

    const box = page.getByRole('combobox', { name: 'Search for Products, Brands and More' });
    await box.click();
    const timings = { toScreen: [], toCommit: [] };
    let shown = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const text of TEXTS) {
        await box.fill('');
        let previous = '';
        for (let end = 1; end <= text.length; end += 1) {
          const typed = text.slice(0, end).trim();
          const measured = typed.length >= MIN_CHARS && typed !== previous;
          previous = typed;
          if (measured) await page.evaluate(armKeystrokeTimer, typed);
          await page.keyboard.type(text.charAt(end - 1));
          if (!measured) continue;
          const timing = await page.evaluate(() => window.__benchKey);
          timings.toScreen.push(timing.toScreen);
          timings.toCommit.push(timing.toCommit);
          shown += timing.options;
        }
      }
    }
    const screen = stats(timings.toScreen);
    const commit = stats(timings.toCommit);
    results.push({ size, readyMs, screen, commit, count: timings.toScreen.length, shown, errors });
    await context.close();
  }

  console.info(
    `\nSearch suggestions benchmark: Chromium ${browser.version()}, demo build (${DIST_DIR}/), ` +
      `${ROUNDS} rounds of ${TEXTS.length} texts typed key by key, no simulated latency`,
  );
  console.info(
    '  keydown to the first frame painted with that text\'s own suggestions ("to screen"), and ' +
      'to their render ("to commit")\n',
  );
  console.info(
    `  ${'products'.padStart(8)} ${'keystrokes'.padStart(10)} ${'to screen median'.padStart(17)} ${'p95'.padStart(9)} ${'max'.padStart(9)}   ${'to commit median'.padStart(16)} ${'p95'.padStart(9)}   ready`,
  );
  let over = false;
  for (const { size, readyMs, screen, commit, count, shown, errors } of results) {
    over ||= screen.median > BUDGET_MS;
    console.info(
      `  ${size.toLocaleString('en-IN').padStart(8)} ${String(count).padStart(10)} ${ms(screen.median).padStart(17)} ${ms(screen.p95)} ${ms(screen.max)}   ${ms(commit.median).padStart(16)} ${ms(commit.p95)}   ${readyMs} ms (${(shown / count).toFixed(1)} suggestions shown on average)`,
    );
    if (errors.length > 0)
      console.info(`  WARNING: the page reported errors: ${errors.join(' | ')}`);
  }
  console.info(
    over
      ? `  OVER the ${BUDGET_MS} ms budget (median)`
      : `  within the ${BUDGET_MS} ms budget (median)`,
  );
  if (over || results.some((result) => result.errors.length > 0)) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
