import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiBuildForFile, registerShopper } from './support/api-servers';
import { browserForFile, openPage, VIEWPORTS, type WatchedPage } from './support/browser';
import { cartLines, cartLinkNamed, eventually, priceDetails, submitLogin } from './support/cart';
import { visit, waitForScreen } from './support/screens';

/*
 * The cart of issue 25 on the API build (no mock code in the bundle) in front of the HTTP mock
 * API (`npm run mock-api`'s server, fresh for this file), as a shop deploys it: one cart per
 * account on every device (two browser contexts, a desktop and a phone, with storage of their
 * own), and a change the server refuses rolled back with the server's reason. The refusal is
 * the server's answer replaced in the browser (page.route), which the demo build's in-browser
 * backend would not allow: its answers come from a service worker, never from the network.
 * Each journey registers its own shopper, who starts with an empty cart. Prices are the seed's,
 * written out: the headset ₹6,959 (MRP ₹9,399), the watch ₹1,104.50 (MRP ₹1,299).
 */

const browser = browserForFile();
const running = apiBuildForFile();

const HEADSET = 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)';
const HEADSET_SLUG = 'boat-rockerz-450-bluetooth-headset-cherry-red-9';
const WATCH = 'Titan Raga Analog Watch (Black)';
const WATCH_PAGE = '/product/titan-raga-analog-watch-black-18';
const HEADSET_PAGE = `/product/${HEADSET_SLUG}`;

/** A device of its own on the API build, logged in through the form, back at `path`. */
async function logInOnDevice(
  viewport: keyof typeof VIEWPORTS,
  shopper: { email: string; password: string },
  path: string,
): Promise<WatchedPage> {
  const device = await openPage(browser(), VIEWPORTS[viewport], running().baseUrl);
  await device.page.emulateMedia({ reducedMotion: 'reduce' });
  await device.page.goto(device.url(`/login?redirect=${encodeURIComponent(path)}`));
  await waitForScreen(device.page, '/login');
  await submitLogin(device.page, shopper);
  await waitForScreen(device.page, path);
  return device;
}

async function addToCart(device: WatchedPage): Promise<void> {
  await device.page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
}

describe('the cart on the API build against the HTTP mock API', () => {
  it('two devices logged in as one shopper see one cart', async () => {
    const shopper = await registerShopper(running().apiOrigin, 'kavya.nair@example.in');
    const desktop = await logInOnDevice('desktop', shopper, HEADSET_PAGE);
    await cartLinkNamed(desktop.page, 'Cart, 0 items');
    await addToCart(desktop);
    await addToCart(desktop);
    await cartLinkNamed(desktop.page, 'Cart, 2 items');
    await visit(desktop.page, WATCH_PAGE);
    await addToCart(desktop);
    await cartLinkNamed(desktop.page, 'Cart, 3 items');
    await visit(desktop.page, '/cart');
    // The price box is the server's: it shows once the server has every change.
    await eventually(
      () => priceDetails(desktop.page),
      [
        'Price (3 items)',
        '₹20,097',
        'Discount',
        '−₹5,074',
        'Delivery Charges',
        'Free',
        'Total Amount',
        '₹15,022',
      ],
    );

    // The phone, logged in as the same shopper, shows the same lines and changes them.
    const phone = await logInOnDevice('mobile', shopper, '/cart');
    await phone.page.getByRole('heading', { level: 1, name: 'My Cart (2)' }).waitFor();
    expect(await cartLines(phone.page)).toEqual([`${HEADSET} ×2`, `${WATCH} ×1`]);
    await cartLinkNamed(phone.page, 'Cart, 3 items');
    await phone.page.getByRole('button', { name: `Increase quantity of ${WATCH}` }).click();
    await phone.page.getByRole('button', { name: `Remove ${HEADSET}` }).click();
    const dialog = phone.page.getByRole('alertdialog', { name: 'Remove Item' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cartLines(phone.page)).toEqual([`${WATCH} ×2`]);
    await eventually(
      () => priceDetails(phone.page),
      [
        'Price (2 items)',
        '₹2,598',
        'Discount',
        '−₹389',
        'Delivery Charges',
        'Free',
        'Total Amount',
        '₹2,209',
      ],
    );

    // The desktop, reloaded, shows what the phone left.
    await desktop.page.reload();
    await waitForScreen(desktop.page, '/cart');
    await eventually(() => cartLines(desktop.page), [`${WATCH} ×2`]);
    await cartLinkNamed(desktop.page, 'Cart, 2 items');

    desktop.expectNoProblems();
    phone.expectNoProblems();
    expect(running().serverErrors()).toBe('');
  });

  it.each(['desktop', 'mobile'] as const)(
    "a change the server refuses is rolled back with the server's reason (%s)",
    async (viewport) => {
      const shopper = await registerShopper(running().apiOrigin, `refused.${viewport}@example.in`);
      const device = await logInOnDevice(viewport, shopper, HEADSET_PAGE);
      const { page } = device;
      await addToCart(device);
      await cartLinkNamed(page, 'Cart, 1 item');
      await visit(page, '/cart');
      await eventually(
        () => priceDetails(page),
        [
          'Price (1 item)',
          '₹9,399',
          'Discount',
          '−₹2,440',
          'Delivery Charges',
          'Free',
          'Total Amount',
          '₹6,959',
        ],
      );

      // The next quantity change is held in the browser, then answered as the server refuses it.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let sent: (body: unknown) => void = () => {};
      const request = new Promise<unknown>((resolve) => {
        sent = resolve;
      });
      const items = `${running().apiOrigin}/api/cart/items/`;
      const refuse = async (route: Route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        sent(route.request().postDataJSON());
        await released;
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': new URL(running().baseUrl).origin },
          body: JSON.stringify({ error: 'This item is out of stock.' }),
        });
      };
      await page.route(items, refuse);

      const line = page.getByRole('listitem', { name: HEADSET });
      await line.getByRole('button', { name: `Increase quantity of ${HEADSET}` }).click();
      expect(await request).toEqual({ product_slug: HEADSET_SLUG, quantity: 2 });
      // Shown at once, before the server has answered.
      expect(await cartLines(page)).toEqual([`${HEADSET} ×2`]);
      await cartLinkNamed(page, 'Cart, 2 items');

      release();
      await line.getByRole('alert').filter({ hasText: 'This item is out of stock.' }).waitFor();
      expect(await cartLines(page)).toEqual([`${HEADSET} ×1`]);
      await cartLinkNamed(page, 'Cart, 1 item');
      expect(await priceDetails(page)).toEqual([
        'Price (1 item)',
        '₹9,399',
        'Discount',
        '−₹2,440',
        'Delivery Charges',
        'Free',
        'Total Amount',
        '₹6,959',
      ]);

      // The server never had the change: a reload shows the line as it was.
      await page.unroute(items, refuse);
      await page.reload();
      await waitForScreen(page, '/cart');
      await eventually(() => cartLines(page), [`${HEADSET} ×1`]);
      await cartLinkNamed(page, 'Cart, 1 item');
      // Chromium notes the refused answer on the console; nothing else went wrong.
      expect(device.problems).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
      ]);
      expect(running().serverErrors()).toBe('');
    },
  );
});
