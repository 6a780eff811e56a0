import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

/**
 * The statechart walkthrough is for the development server only: the production build (the one
 * these journeys run against) must hold none of it, and /__statecharts must be an unknown path.
 */
const DIST_DIR = process.env.DIST_DIR ?? 'dist';

/** Text found only in the walkthrough screen and the machine registry it lists. */
const MARKERS = [
  'Statechart walkthrough',
  '/__statecharts',
  'Settle ',
  'Relays the userLoggedIn/userLoggedOut window events',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the statechart walkthrough in a production build', () => {
  it('is not in any bundled file', () => {
    // The markers are real: each is in the sources the development server bundles.
    const sources = [...filesUnder('src/features/statecharts'), 'src/app/route-tree.tsx']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const marker of MARKERS) expect(sources).toContain(marker);

    const scripts = filesUnder(DIST_DIR).filter((file) => /\.(js|html)$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    const found = scripts.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${file}: ${marker}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('/__statecharts is an unknown path: it redirects to /', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(watched.url('/__statecharts'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('heading', { name: 'Statechart walkthrough' }).count()).toBe(0);
    watched.expectNoProblems();
    await watched.context.close();
  });
});
