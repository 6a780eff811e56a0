import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../fixtures/users';
import { describeFindings, scan } from './support/axe';
import { browserForFile, VIEWPORTS, withWatchedPage } from './support/browser';
import { cartLinkNamed, eventually, submitLogin } from './support/cart';
import { visit, waitForScreen } from './support/screens';

/*
 * The real wishlist of issue 25 in the demo build, on both viewports. The demo shopper's seeded
 * wishlist, newest first: the Noise smartwatch (In Stock), the Samsung Galaxy M35 (Out of
 * Stock), the Safari backpack (In Stock), the JBL headset (Out of Stock); the cart holds 4 units.
 */

const browser = browserForFile();

const WATCH = 'Titan Raga Analog Watch (Black)';
const WATCH_SLUG = 'titan-raga-analog-watch-black-18';
const SMARTWATCH = 'Noise ColorFit Pro 5 Smartwatch (Silver Grey, 44 mm)';
const PHONE = 'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)';
const BACKPACK = 'Safari Ray Laptop Backpack (Blue, 25 L)';
const HEADSET = 'JBL Tune 760NC Bluetooth Headset (Pearl White)';

/** The wishlist's cards in order, as 'name: availability'. */
function wishlistCards(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          `${card.getAttribute('aria-label')}: ${/Out of Stock/.test(card.textContent ?? '') ? 'Out of Stock' : 'In Stock'}`,
      ),
    );
}

/** Resolves with the in-browser backend's answer to the next `method` call under `path`. */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname.startsWith(path),
  );
}

function addToCartFromCard(page: Page, name: string) {
  return page.getByRole('button', { name: `Add ${name} to cart`, exact: true });
}

describe.each(['desktop', 'mobile'] as const)('the wishlist (%s)', (viewport) => {
  it("a guest's wish survives the login; the list shows availability, adds to the cart and removes", async () => {
    await withWatchedPage(
      browser(),
      async (watched) => {
        const { page, url } = watched;
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const productPath = `/product/${WATCH_SLUG}`;
        await page.goto(url(`${productPath}?mock-latency=0`));
        await waitForScreen(page, productPath);
        const add = page.getByRole('button', { name: 'Add to Wishlist', exact: true });
        expect(await add.getAttribute('aria-pressed')).toBe('false');

        // A guest is sent to log in and comes back to the product, now wished for.
        await add.click();
        await waitForScreen(page, '/login');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(
          `${productPath}?wishlist=add`,
        );
        const wished = answered(page, 'PUT', '/api/wishlist/items/');
        await submitLogin(page, DEMO_LOGIN);
        await waitForScreen(page, productPath);
        const remove = page.getByRole('button', { name: 'Remove from Wishlist', exact: true });
        await remove.waitFor();
        expect(await remove.getAttribute('aria-pressed')).toBe('true');
        await eventually(async () => new URL(page.url()).search, '');
        expect((await wished).status()).toBe(200);

        await visit(page, '/wishlist');
        await page.getByRole('heading', { level: 1, name: 'My Wishlist (5)' }).waitFor();
        expect(await wishlistCards(page)).toEqual([
          `${WATCH}: In Stock`,
          `${SMARTWATCH}: In Stock`,
          `${PHONE}: Out of Stock`,
          `${BACKPACK}: In Stock`,
          `${HEADSET}: Out of Stock`,
        ]);
        expect(await addToCartFromCard(page, PHONE).isDisabled()).toBe(true);
        expect(await addToCartFromCard(page, HEADSET).isDisabled()).toBe(true);
        // The wishlist with items, two of them out of stock, passes axe without a finding.
        expect(describeFindings(await scan(page, `${viewport}: /wishlist`))).toEqual([]);

        await cartLinkNamed(page, 'Cart, 4 items');
        const added = answered(page, 'PUT', '/api/cart/items/');
        await addToCartFromCard(page, WATCH).click();
        await cartLinkNamed(page, 'Cart, 5 items');
        expect((await added).status()).toBe(200);

        const removed = answered(page, 'DELETE', '/api/wishlist/items/');
        await page.getByRole('button', { name: `Remove ${BACKPACK}`, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'My Wishlist (4)' }).waitFor();
        // The server has every change before the reload.
        expect((await removed).status()).toBe(200);
        await page.reload();
        await waitForScreen(page, '/wishlist');
        await page.getByRole('heading', { level: 1, name: 'My Wishlist (4)' }).waitFor();
        expect(await wishlistCards(page)).toEqual([
          `${WATCH}: In Stock`,
          `${SMARTWATCH}: In Stock`,
          `${PHONE}: Out of Stock`,
          `${HEADSET}: Out of Stock`,
        ]);
        await cartLinkNamed(page, 'Cart, 5 items');
        watched.expectNoProblems();
      },
      VIEWPORTS[viewport],
    );
  });
});
