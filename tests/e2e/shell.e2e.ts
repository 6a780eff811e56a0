import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../fixtures/users';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from './support/browser';
import { signIn } from './support/screens';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * Opens the store and signs the demo shopper in through a real /api/login/ call (answered by the
 * in-browser mock backend), storing the session as the login screen does. Guarded routes then
 * render whether or not the authentication guard is in place.
 */
async function openLoggedIn(viewport: { width: number; height: number }): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport);
  const { page } = watched;
  await page.goto(watched.url('/?mock-latency=0'));
  await banner(page).waitFor();
  await signIn(page);
  return watched;
}

/** True once the image has downloaded and decoded to a real picture. */
function imageLoads(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.decode().then(
      () => img.naturalWidth > 0,
      () => false,
    );
  });
}

/** Waits for the route's screen: the address, a visible h1 in main and a titled document. */
async function expectScreen(page: Page, pathname: string, heading?: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  // The address changes first; the screen follows once its chunk and data have loaded.
  await page.locator(`main[data-shown-path="${pathname}"]`).waitFor();
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await h1.waitFor({ state: 'visible' });
  if (heading !== undefined) expect((await h1.textContent())?.trim()).toBe(heading);
  expect(await page.title()).toMatch(/Bazaar/);
}

/** Comes back to a page that has the navigation bar, the way a shopper would. */
async function backToShop(page: Page): Promise<void> {
  if (pathOf(page) === '/becomeseller') {
    await page.getByRole('link', { name: 'Back to shopping' }).click();
  } else {
    await banner(page).getByRole('link', { name: 'Bazaar home' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
}

async function openAccountMenu(page: Page, name: string): Promise<Locator> {
  const trigger = banner(page).getByRole('button', { name, exact: true });
  await trigger.click();
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('header button[aria-expanded="true"]')].some(
        (button) => button.textContent?.trim() === label,
      ),
    name,
  );
  return banner(page);
}

const FOOTER_ROUTES = [
  ['Contact Us', '/contact', 'Contact Us'],
  ['About Us', '/about', 'About Us'],
  ['Payments', '/payment', 'Payments'],
  ['Shipping', '/shipping', 'Shipping'],
  ['Cancellation & Returns', '/cancellation', 'Cancellation & Returns'],
  ['FAQ', '/faq', 'Frequently Asked Questions'],
  ['Customer Support', '/customer_support', 'Customer Support'],
  ['Terms Of Use', '/terms', 'Terms of Use'],
  ['Security', '/security', 'Security'],
  ['Privacy', '/privacy', 'Privacy Policy'],
  ['EPR Compliance', '/epr-compliance', 'EPR Compliance'],
  ['Become a Seller', '/becomeseller', 'Become a Seller'],
  ['Gift Cards', '/gift_card', 'Gift Cards'],
] as const;

const ACCOUNT_ROUTES = [
  ['My Profile', '/account'],
  ['Orders', '/my-order'],
  ['Wishlist', '/whishlist'],
  ['Gift Cards', '/gift_card'],
] as const;

const DRAWER_ROUTES = [
  ['All Categories', '/allcategories'],
  ['Account', '/account'],
  ['My Order', '/my-order'],
  ['My Cart', '/cart'],
  ['My Wishlist', '/whishlist'],
  ['My Notification', '/notification'],
] as const;

describe.each(Object.entries(VIEWPORTS))('app shell journeys (%s)', (name, viewport) => {
  const mobile = name === 'mobile';

  it('opens every route of the navigation bar', async () => {
    const watched = await openLoggedIn(viewport);
    const { page } = watched;
    const header = banner(page);
    expect(await header.getAttribute('data-variant')).toBe('home');

    // Search: blank text stays put, real text goes to the search listing.
    const search = header.getByRole('combobox', { name: 'Search for Products, Brands and More' });
    await search.fill('   ');
    await search.press('Enter');
    expect(pathOf(page)).toBe('/');
    await search.fill('  running shoes ');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/');
    expect(new URL(page.url()).searchParams.get('q')).toBe('running shoes');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(await header.getAttribute('data-variant')).toBe('default');

    for (const [label, path] of ACCOUNT_ROUTES) {
      const menu = await openAccountMenu(page, demoUser.first_name);
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expectScreen(page, path);
    }

    // The demo shopper's seeded cart: 3 lines, 4 units (tests/e2e/cart.e2e.ts follows it further).
    await header.getByRole('link', { name: 'Cart, 4 items' }).click();
    await expectScreen(page, '/cart', 'My Cart (3)');
    expect(await header.getByRole('combobox').count()).toBe(0);

    await header.getByRole('link', { name: 'Become a Seller' }).click();
    await expectScreen(page, '/becomeseller', 'Become a Seller');
    expect(await page.getByRole('banner').count()).toBe(0);
    await backToShop(page);

    if (!mobile) {
      const categories = page.getByRole('navigation', { name: 'Categories' });
      await categories.getByRole('link', { name: 'Mobiles', exact: true }).click();
      await expectScreen(page, '/cat/mobiles');
      await categories.getByRole('link', { name: 'Fashion', exact: true }).hover();
      await categories.getByRole('link', { name: "Men's Footwear", exact: true }).click();
      await expectScreen(page, '/cat/mens-footwear');
      await categories.getByRole('button', { name: 'Electronics subcategories' }).click();
      await categories.getByRole('button', { name: 'Audio subcategories' }).click();
      await categories.getByRole('link', { name: 'Bluetooth Speakers', exact: true }).click();
      await expectScreen(page, '/cat/speakers');
      await categories.getByRole('link', { name: 'Flights', exact: true }).click();
      expect(pathOf(page)).toBe('/cat/speakers');
    } else {
      expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    }

    const menu = await openAccountMenu(page, demoUser.first_name);
    await menu.getByRole('link', { name: 'Logout', exact: true }).click();
    // /logout ends the session in its route and goes on to /login.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    watched.expectNoProblems();
    await watched.context.close();
  });

  it('keeps the shell still while it loads: fixed loader, no growing category bar', async () => {
    const watched = await openPage(browser, viewport);
    const { page } = watched;
    await page.goto(watched.url('/faq?mock-latency=300'));
    const header = banner(page);
    await header.waitFor();
    const before = await header.boundingBox();
    const loader = page.getByTestId('route-loader');
    expect(await loader.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    if (!mobile) {
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Mobiles', exact: true })
        .waitFor();
    }
    await page.locator('[data-testid="route-loader"][data-active="false"]').waitFor();
    expect(await header.boundingBox()).toEqual(before);
    await page.goto(watched.url('/?mock-latency=0'));
    watched.expectNoProblems();
    await watched.context.close();
  });

  it('offers register and login from the logged-out account menu', async () => {
    const watched = await openPage(browser, viewport);
    const { page } = watched;
    await page.goto(watched.url('/faq?mock-latency=0'));
    await expectScreen(page, '/faq', 'Frequently Asked Questions');
    let menu = await openAccountMenu(page, 'Account');
    await menu.getByRole('link', { name: 'New Customer?' }).click();
    await expectScreen(page, '/register');
    menu = await openAccountMenu(page, 'Account');
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expectScreen(page, '/login');
    watched.expectNoProblems();
    await watched.context.close();
  });

  it('opens every route of the footer', async () => {
    const watched = await openLoggedIn(viewport);
    const { page } = watched;
    for (const [label, path, heading] of FOOTER_ROUTES) {
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expectScreen(page, path, heading);
      // Every path change starts at the top of the page.
      await page.waitForFunction(() => window.scrollY === 0);
    }
    const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    await careers.click();
    expect(pathOf(page)).toBe('/gift_card');
    for (const logo of ['Visa card', 'Mastercard card', 'Online wallet']) {
      expect(await imageLoads(page.getByRole('img', { name: logo }))).toBe(true);
    }
    watched.expectNoProblems();
    await watched.context.close();
  });

  it.runIf(mobile)('opens every route of the side drawer', async () => {
    const watched = await openLoggedIn(viewport);
    const { page } = watched;
    for (const [label, path] of DRAWER_ROUTES) {
      await banner(page).getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: label, exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
      await expectScreen(page, path);
    }
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Help Center').waitFor();
    await drawer.getByText('Legal').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    watched.expectNoProblems();
    await watched.context.close();
  });

  it('shows every other route of the table by its address, and sends unknown ones home', async () => {
    const watched = await openLoggedIn(viewport);
    const { page } = watched;
    const direct = [
      ['/orderPage', 'My Orders'],
      ['/wishlist', 'My Wishlist (4)'],
      ['/notification', 'Notifications'],
      ['/products/', undefined],
      ['/allcategories', undefined],
    ] as const;
    for (const [path, heading] of direct) {
      await page.goto(watched.url(path));
      await expectScreen(page, path, heading);
    }
    await page.goto(watched.url('/definitely/not/a/page'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await banner(page).getAttribute('data-variant')).toBe('home');
    watched.expectNoProblems();
    await watched.context.close();
  });
});

describe('contact in the browser (desktop)', () => {
  it('shows the local map on the contact page without loading anything from outside', async () => {
    const watched = await openPage(browser, VIEWPORTS.desktop);
    const { page } = watched;
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(watched.url('/')).origin)
        outside.push(request.url());
    });
    await page.goto(watched.url('/contact?mock-latency=0'));
    await expectScreen(page, '/contact', 'Contact Us');
    await page.getByRole('button', { name: 'Show Location' }).click();
    const map = page.getByRole('img', { name: /Map showing/ });
    await map.waitFor();
    expect(await imageLoads(map)).toBe(true);
    expect(outside).toEqual([]);
    watched.expectNoProblems();
    await watched.context.close();
  });
});

describe('a screen that fails to download (desktop)', () => {
  it('shows the load-failure message with a retry, never a blank page', async () => {
    const watched = await openPage(browser, VIEWPORTS.desktop);
    const { page } = watched;
    await page.goto(watched.url('/?mock-latency=0'));
    await banner(page).waitFor();
    const chunk = /\/faq-screen\.[^/]*\.js$/;
    // A chunk the app's service worker has not kept (else it answers from its precache).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(async (pattern) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (new RegExp(pattern).test(request.url)) await cache.delete(request);
      }
    }, chunk.source);
    // The context, not the page: the app's service worker makes the chunk request.
    await watched.context.route(chunk, (route) => route.abort('internetdisconnected'));

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor();
    expect(pathOf(page)).toBe('/faq');

    // Back online: the retry brings the screen.
    await watched.context.unroute(chunk);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectScreen(page, '/faq', 'Frequently Asked Questions');
    // The only problems seen are the failed download itself.
    expect(
      watched.problems.every((problem) => /faq-screen|Failed to fetch|ERR_|load/i.test(problem)),
    ).toBe(true);
    await watched.context.close();
  });
});
