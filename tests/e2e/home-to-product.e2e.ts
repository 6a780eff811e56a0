import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each(Object.entries(VIEWPORTS))('home to product (%s)', (_name, viewport) => {
  it('loads the home page on the in-browser mock backend and opens a product', async () => {
    const watched = await openPage(browser, viewport);
    const { page } = watched;
    await page.goto(watched.url('/?mock-latency=0'));
    const productLink = page.locator('main a[href^="/product/"]').first();
    await productLink.waitFor({ state: 'visible' });
    const href = await productLink.getAttribute('href');
    await productLink.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await page.getByText(/out of 5/).waitFor();
    expect(await page.title()).toMatch(/\| Bazaar$/);
    watched.expectNoProblems();
    await watched.context.close();
  });

  it('serves a deep link on reload and redirects an unknown path to /', async () => {
    const watched = await openPage(browser, viewport);
    const { page } = watched;
    await page.goto(watched.url('/no/such/page?mock-latency=0'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main a[href^="/product/"]').first().waitFor();
    const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    await page.goto(watched.url(href!));
    await page.getByText(/out of 5/).waitFor();
    await page.reload();
    await page.getByText(/out of 5/).waitFor();
    watched.expectNoProblems();
    await watched.context.close();
  });
});
