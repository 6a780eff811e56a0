import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { DEMO_LOGIN } from '../fixtures/users';
import { badgeNumber, eventually } from './support/cart';
import { browserForFile, VIEWPORTS, withWatchedPage } from './support/browser';
import { PASSWORD } from './support/screens';

/**
 * Presses made on a server-rendered page before the app has started (issue 27), in the demo
 * build: the page's script is held back until the test lets it go, so every press here lands on
 * the server's HTML alone, however fast or slow the machine.
 */
const browser = browserForFile();

const PRODUCT = getCatalog().findProducts({ terms: [] })[0]!;

/**
 * Holds the entry script of the page at `url` (the one module script its HTML names; Parcel
 * names it after the checkout's folder) until the returned function is called.
 */
async function holdTheApp(page: Page, url: string): Promise<() => void> {
  const html = await (await fetch(url)).text();
  const entry = /<script type="?module"? src="?([^"\s>]+)/.exec(html)?.[1];
  if (!entry) throw new Error(`${url} names no module script`);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new URL(entry, url).toString(), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True once React has taken over the page's root. */
const appStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  );

describe('a press made before the app has started counts once it has', () => {
  it('Add to Cart tapped twice before the script runs: one in the cart, nothing lost', async () => {
    await withWatchedPage(
      browser(),
      async (watched) => {
        const { page } = watched;
        const url = watched.url(`/product/${PRODUCT.slug}`);
        const release = await holdTheApp(page, url);
        await page.goto(url, { waitUntil: 'commit' });
        const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
        await addToCart.click();
        await addToCart.click();
        expect(await appStarted(page)).toBe(false);
        expect(await page.locator('#add-to-cart-status').textContent()).toBe('');

        release();
        await eventually(() => page.locator('#add-to-cart-status').textContent(), '1 in your cart');
        await eventually(() => badgeNumber(page), '1');
        watched.expectNoProblems();
      },
      VIEWPORTS.mobile,
    );
  });

  it("the login form sent with Enter before the script runs: the server's answer, no password in the address", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const { page } = watched;
      const release = await holdTheApp(page, watched.url('/login'));
      await page.goto(watched.url('/login'), { waitUntil: 'commit' });
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_LOGIN.email);
      await page.getByLabel(PASSWORD).fill('Wrong@1234');
      await page.getByLabel(PASSWORD).press('Enter');
      expect(await appStarted(page)).toBe(false);
      // Submitted natively, the form would have gone to /login?email=…&password=….
      expect(page.url()).toBe(watched.url('/login'));

      release();
      const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe('Invalid email or password');
      expect(page.url()).toBe(watched.url('/login'));
      expect(await page.getByLabel(PASSWORD).inputValue()).toBe('Wrong@1234');
      expect(watched.problems).toEqual([
        expect.stringMatching(
          /^console\.error: Failed to load resource: the server responded with a status of 401/,
        ),
      ]);
    });
  });

  it('the menu button tapped before the script runs opens the menu', async () => {
    await withWatchedPage(
      browser(),
      async (watched) => {
        const { page } = watched;
        const release = await holdTheApp(page, watched.url('/'));
        await page.goto(watched.url('/'), { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        expect(await appStarted(page)).toBe(false);
        expect(await page.getByRole('dialog').count()).toBe(0);

        release();
        await page.getByRole('dialog').waitFor();
        watched.expectNoProblems();
      },
      VIEWPORTS.mobile,
    );
  });
});
