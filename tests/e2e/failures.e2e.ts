import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { browserForFile, withWatchedPage, type WatchedPage } from './support/browser';
import { accountTrigger, CONFIRM_PASSWORD, PASSWORD, waitForPath } from './support/screens';

/**
 * The failure journeys of spec §8 in the demo build, as a shopper meets them: each shows the
 * spec's exact message and keeps what was typed. Faults come from the mock backend's documented
 * `?mock-fault` switch (mocks/README.md); the rest are real refusals of the mock server.
 */
const browser = browserForFile();

function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** The form's failure region once it says something. */
async function alertText(scope: Page | Locator): Promise<string> {
  const alert = scope.getByRole('alert').filter({ hasText: /\S/ }).first();
  await alert.waitFor();
  return (await alert.textContent())?.trim() ?? '';
}

/** Only the console errors this journey expects (spec §8 logs, the browser's notes of refusals). */
function expectOnlyProblems(watched: WatchedPage, allowed: readonly RegExp[]) {
  expect(
    watched.problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
  ).toEqual([]);
}

async function logInAsDemo(page: Page, url: (path: string) => string) {
  await page.goto(url('/login?mock-latency=0'));
  await textbox(page, 'Email').fill(DEMO_LOGIN.email);
  await page.getByLabel(PASSWORD).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/');
  await accountTrigger(page, demoUser.first_name).waitFor();
}

const RESOURCE_ERROR = (status: number) =>
  new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status}`,
  );

describe('failure journeys in the browser (spec §8)', () => {
  it("login with a wrong password: the server's message, the fields keep what was typed", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await page.goto(watched.url('/login?mock-latency=0'));
      await textbox(page, 'Email').fill(DEMO_LOGIN.email);
      await page.getByLabel(PASSWORD).fill('Wrong@1234');
      await page.getByRole('button', { name: 'Login' }).click();
      expect(await alertText(page)).toBe('Invalid email or password');
      expect(await textbox(page, 'Email').inputValue()).toBe(DEMO_LOGIN.email);
      expect(await page.getByLabel(PASSWORD).inputValue()).toBe('Wrong@1234');
      expect(new URL(page.url()).pathname).toBe('/login');
      expectOnlyProblems(watched, [RESOURCE_ERROR(401)]);
    });
  });

  it("login with the server unreachable: 'Network error', the fields keep what was typed", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await page.goto(watched.url('/login?mock-latency=0&mock-fault=post:/api/login/:network'));
      await textbox(page, 'Email').fill(DEMO_LOGIN.email);
      await page.getByLabel(PASSWORD).fill(DEMO_LOGIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      expect(await alertText(page)).toBe('Network error');
      expect(await textbox(page, 'Email').inputValue()).toBe(DEMO_LOGIN.email);
      expect(await page.getByLabel(PASSWORD).inputValue()).toBe(DEMO_LOGIN.password);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expectOnlyProblems(watched, [/^console\.error: Failed to load resource: net::ERR_FAILED/]);
    });
  });

  it('registration refused by the server: its field errors beside the fields and in the banner, nothing typed lost', async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await page.goto(watched.url('/register?mock-latency=0'));
      const typed = {
        'First Name': demoUser.first_name,
        'Last Name': demoUser.last_name,
        Email: DEMO_LOGIN.email,
        Phone: '12345',
      };
      for (const [label, value] of Object.entries(typed)) await textbox(page, label).fill(value);
      await page.getByLabel(PASSWORD).fill(DEMO_LOGIN.password);
      await page.getByLabel(CONFIRM_PASSWORD).fill(DEMO_LOGIN.password);
      await page.getByRole('button', { name: 'Register' }).click();
      const banner = await alertText(page);
      expect(banner).toContain('Email: A user with this email already exists.');
      expect(banner).toContain('Phone: Enter a valid 10-digit Indian mobile number.');
      expect(await textbox(page, 'Email').getAttribute('aria-invalid')).toBe('true');
      for (const [label, value] of Object.entries(typed)) {
        expect(await textbox(page, label).inputValue()).toBe(value);
      }
      expect(await page.getByLabel(PASSWORD).inputValue()).toBe(DEMO_LOGIN.password);
      expectOnlyProblems(watched, [RESOURCE_ERROR(400)]);
    });
  });

  it("profile load failure: 'Failed to fetch user data.'", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await logInAsDemo(page, watched.url);
      await page.goto(watched.url('/account?mock-fault=get:/api/user/profile/:500'));
      const profile = page.getByRole('region', { name: 'Account Information' });
      expect(await alertText(profile)).toBe('Failed to fetch user data.');
      await profile.getByRole('button', { name: 'Try again' }).waitFor();
      expectOnlyProblems(watched, [RESOURCE_ERROR(500)]);
    });
  });

  it("profile save failure: 'Failed to update profile.', the edits stay", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await logInAsDemo(page, watched.url);
      await page.goto(watched.url('/account?mock-fault=put:/api/user/profile/:500'));
      const profile = page.getByRole('region', { name: 'Account Information' });
      await profile.getByRole('button', { name: 'Edit' }).click();
      await textbox(profile, 'First Name').fill('Vihaan');
      await profile.getByRole('button', { name: 'Save' }).click();
      expect(await alertText(profile)).toBe('Failed to update profile.');
      expect(await textbox(profile, 'First Name').inputValue()).toBe('Vihaan');
      await profile.getByRole('button', { name: 'Save' }).waitFor();
      await accountTrigger(page, demoUser.first_name).waitFor();
      expectOnlyProblems(watched, [RESOURCE_ERROR(500)]);
    });
  });

  it("product detail failure: 'Error fetching product details'", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await page.goto(watched.url('/product/no-such-product?mock-latency=0'));
      await page.getByText('Error fetching product details').waitFor();
      expectOnlyProblems(watched, [RESOURCE_ERROR(404), /Error fetching product details/]);
    });
  });

  it('a token that expires mid-session: the next check logs the shopper out (spec §4)', async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      await logInAsDemo(page, watched.url);
      await page.goto(watched.url('/account'));
      await page.getByRole('region', { name: 'Account Information' }).waitFor();
      // The server's side of it: every session of the mock backend runs out now.
      await page.evaluate(() => {
        const key = 'storefront-mock-backend';
        const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
          sessions?: { access_expires_at: number }[];
        };
        for (const session of state.sessions ?? []) session.access_expires_at = Date.now() - 1000;
        localStorage.setItem(key, JSON.stringify(state));
      });
      await page.goto(watched.url('/cart'));
      await waitForPath(page, '/login');
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await accountTrigger(page, 'Account').waitFor();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('token'),
          localStorage.getItem('refresh_token'),
          localStorage.getItem('user'),
        ]),
      ).toEqual([null, null, null]);
      expect(watched.problems.some((problem) => /Authentication check failed/.test(problem))).toBe(
        true,
      );
      expectOnlyProblems(watched, [RESOURCE_ERROR(401), /Authentication check failed/]);
    });
  });
});
