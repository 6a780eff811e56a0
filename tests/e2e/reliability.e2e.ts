import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, withWatchedPage } from './support/browser';
import { accountTrigger, PASSWORD, registerThroughForm, waitForPath } from './support/screens';

const browser = browserForFile();

/**
 * What a refused stored token leaves in the console, expected once per walk: the browser's own
 * note of the 401 answer, and the log of spec §8. Nothing else may appear.
 */
const CHECK_FAILED = /^console\.error: Authentication check failed/;
const REFUSED_TOKEN =
  /^console\.error: Failed to load resource: the server responded with a status of 401/;
const expected = (problem: string) => CHECK_FAILED.test(problem) || REFUSED_TOKEN.test(problem);

/**
 * One walk of the sequence that raised an uncaught service-worker update error in the demo
 * build: register, log in, a guarded page, /logout, a stale token, home. Every step is a full
 * page load, so the mock backend's worker starts again each time.
 */
async function walk(page: Page, url: (path: string) => string, n: number) {
  const email = `walker.${n}.${Date.now()}@example.in`;
  const password = 'Monsoon@2024';
  await page.goto(url('/register?mock-latency=0'));
  await registerThroughForm(page, { firstName: 'Walker', lastName: 'Rao', email, password });

  await page.goto(url('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(PASSWORD).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/');
  await accountTrigger(page, 'Walker').waitFor();

  await page.goto(url('/account'));
  await page.getByRole('button', { name: 'Edit' }).waitFor();

  await page.goto(url('/logout'));
  await waitForPath(page, '/login');
  await accountTrigger(page, 'Account').waitFor();

  await page.evaluate(() => {
    localStorage.setItem('token', 'stale-token');
    localStorage.setItem('refresh_token', 'stale-refresh');
    localStorage.setItem('user', JSON.stringify({ id: 1, first_name: 'Walker' }));
  });
  await page.goto(url('/'));
  await accountTrigger(page, 'Account').waitFor();
  await page.waitForFunction(() => localStorage.getItem('token') === null);
}

describe('reliability: the demo build over repeated walks', () => {
  it('walks register → log in → guarded page → /logout → stale token → / 20 times with no uncaught error', async () => {
    await withWatchedPage(browser(), async (watched) => {
      for (let n = 1; n <= 20; n += 1) await walk(watched.page, watched.url, n);
      expect(watched.problems.filter((problem) => !expected(problem))).toEqual([]);
      // The stale token of each walk was refused and logged, as spec §4 and §8 say.
      expect(watched.problems.filter((problem) => CHECK_FAILED.test(problem))).toHaveLength(20);
    });
  }, 600_000);
});
