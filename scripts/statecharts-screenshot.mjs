/**
 * `npm run statecharts:screenshot`: the README's pictures of the statechart tools, taken from
 * the demo build (run `API_BASE_URL= npm run build` first) in Debian's Chromium:
 * - docs/statecharts/walkthrough-profile.png: /__statecharts drawing the profile machine,
 *   walked to `editing` through its shareable address, the arrows it can take highlighted;
 * - docs/statecharts/inspector-login.png: /login?inspect, the docked panel following the real
 *   login actor while the demo shopper's email is typed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createPreviewServer } from './preview.mjs';

const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const OUT_DIR = 'docs/statecharts';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WALK = '/__statecharts?machine=profile&path=%40loadProfile~0%2Cprofile.edit';

if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
  console.error(`No build in ${DIST_DIR}/: run \`API_BASE_URL= npm run build\` first.`);
  process.exit(1);
}
mkdirSync(OUT_DIR, { recursive: true });

const server = await createPreviewServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

try {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();

  await page.goto(`${base}${WALK}`);
  const chart = page.getByRole('region', { name: 'Chart' });
  await chart.locator('[data-state="profile.editing"][data-active="true"]').waitFor();
  const walkthrough = path.join(OUT_DIR, 'walkthrough-profile.png');
  await chart.screenshot({ path: walkthrough });
  console.info(`Wrote ${walkthrough}`);

  await page.goto(`${base}/login?inspect`);
  const panel = page.getByRole('complementary', { name: 'Statechart inspector' });
  await panel.getByRole('button', { name: 'login: editing' }).waitFor();
  await page.locator('html[data-mock-backend="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@bazaar.in');
  await panel
    .getByRole('log')
    .getByText(/login\.change/)
    .first()
    .waitFor();
  await panel.getByRole('button', { name: 'login: editing' }).click();
  const inspector = path.join(OUT_DIR, 'inspector-login.png');
  await page.screenshot({ path: inspector });
  console.info(`Wrote ${inspector}`);
  await context.close();
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}
