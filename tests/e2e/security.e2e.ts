import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { launchBrowser, openPage } from './support/browser';

const PAYLOAD = '<img src=x onerror="window.__pwned=1">';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the app under its Content-Security-Policy (real Chromium, production build)', () => {
  it('gets the policy with the page, and a violation is caught and blocked', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    const response = await page.goto(watched.url('/?mock-latency=0'));
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.locator('main a[href^="/product/"]').first().waitFor();
    watched.expectNoProblems();

    // What an injected inline script would meet: it does not run, and the journey would fail.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 1';
      document.body.append(script);
    });
    await expect
      .poll(() => watched.problems.filter((problem) => problem.startsWith('csp violation:')))
      .toEqual([expect.stringMatching(/^csp violation: script-src(-elem)? blocked inline/)]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await watched.context.close();
  });

  it('a script payload searched for is shown as text and never runs', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(watched.url('/?mock-latency=0'));
    const search = page.getByRole('combobox', { name: 'Search for Products, Brands and More' });
    await search.fill(PAYLOAD);
    await search.press('Enter');
    await page.getByText(`Search results for "${PAYLOAD}"`).waitFor();
    await page.getByText('(Showing 0 products)').waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    watched.expectNoProblems();
    await watched.context.close();
  });

  it('runs a whole visit with no violation: home, listing, product, login, account, logout', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(watched.url('/?mock-latency=0'));
    await page.locator('main a[href^="/product/"]').first().waitFor();
    await page.goto(watched.url('/products/?mock-latency=0'));
    await page.getByText(/^\(Showing \d+ products\)$/).waitFor();
    await page.locator('main a[href^="/product/"]').first().click();
    await page.getByText(/out of 5/).waitFor();
    await page.goto(watched.url('/login?mock-latency=0'));
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_LOGIN.email);
    await page.getByLabel('Password').fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: demoUser.first_name }).waitFor();
    await page.goto(watched.url('/account?mock-latency=0'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(watched.url('/logout?mock-latency=0'));
    await page.waitForURL((url) => url.pathname === '/login');
    watched.expectNoProblems();
    await watched.context.close();
  });
});
