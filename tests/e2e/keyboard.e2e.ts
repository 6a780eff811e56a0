import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../fixtures/users';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from './support/browser';
import { signIn, visit, waitForScreen } from './support/screens';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface Visit {
  viewport: keyof typeof VIEWPORTS;
  loggedIn?: boolean;
  /** Where the journey starts; the shopper's first page load. */
  path: string;
}

/** Opens the store at `path` (signed in if asked), runs the journey and checks no problems. */
async function journey(
  { viewport, loggedIn = false, path }: Visit,
  run: (page: Page) => Promise<void>,
) {
  const watched: WatchedPage = await openPage(browser, VIEWPORTS[viewport]);
  const { page, url } = watched;
  try {
    await page.goto(url('/?mock-latency=0'));
    await waitForScreen(page, '/');
    if (loggedIn) await signIn(page);
    if (path !== '/') await visit(page, path);
    await run(page);
    watched.expectNoProblems();
  } finally {
    await watched.context.close();
  }
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => isFocused(locator)).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let step = 0; step < max; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `not reached with ${max} presses of Tab`).toBe(true);
}

/** Tabs forwards and backwards through a modal and checks focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  const tabbables = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
      ).length,
  );
  for (let step = 0; step < tabbables + 2; step += 1) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let step = 0; step < tabbables + 2; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
}

/**
 * Opens a modal from `trigger` with the keyboard, checks the focus trap, closes it with Escape
 * and checks focus went back to the trigger.
 */
async function expectModalFromKeyboard(page: Page, trigger: Locator, dialog: Locator) {
  await tabTo(page, trigger, { max: 80 });
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(trigger);
}

interface Ring {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

/** Focuses the control the way a keyboard does and reads the ring it shows. */
async function keyboardFocusRing(page: Page, control: Locator): Promise<Ring> {
  // A key press first: the browser then treats the focus as keyboard focus (:focus-visible).
  await page.keyboard.press('Shift');
  await control.focus();
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    };
  });
}

async function expectVisibleFocusRing(page: Page, name: string, control: Locator) {
  const ring = await keyboardFocusRing(page, control);
  const outlined =
    ring.outlineStyle !== 'none' &&
    Number.parseFloat(ring.outlineWidth) >= 2 &&
    ring.outlineColor !== 'rgba(0, 0, 0, 0)';
  const shadowed = ring.boxShadow !== 'none' && !/^rgba\(0, 0, 0, 0\)/.test(ring.boxShadow);
  expect(
    { name, focusVisible: ring.focusVisible, visible: outlined || shadowed },
    JSON.stringify(ring),
  ).toEqual({
    name,
    focusVisible: true,
    visible: true,
  });
}

describe('keyboard: the navigation bar (desktop)', () => {
  it('opens the account dropdown, walks it and closes it with Escape, focus back on its button', async () => {
    await journey({ viewport: 'desktop', loggedIn: true, path: '/faq' }, async (page) => {
      const trigger = page
        .getByRole('banner')
        .getByRole('button', { name: demoUser.first_name, exact: true });
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await expectFocused(page.getByRole('link', { name: 'My Profile' }));
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await expectFocused(trigger);

      // ArrowDown opens it with focus on the first item; Enter follows the link.
      await page.keyboard.press('ArrowDown');
      await expectFocused(page.getByRole('link', { name: 'My Profile' }));
      await page.keyboard.press('Tab');
      await expectFocused(page.getByRole('link', { name: 'Orders' }));
      await page.keyboard.press('Enter');
      await waitForScreen(page, '/my-order');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('opens the mega menu and a nested dropdown, closes them one at a time with Escape', async () => {
    await journey({ viewport: 'desktop', path: '/faq' }, async (page) => {
      const categories = page.getByRole('navigation', { name: 'Categories' });
      const electronics = categories.getByRole('button', { name: 'Electronics subcategories' });
      await tabTo(page, electronics, { max: 60 });
      await page.keyboard.press('Enter');
      await expect.poll(() => electronics.getAttribute('aria-expanded')).toBe('true');

      const audio = categories.getByRole('button', { name: 'Audio subcategories' });
      await tabTo(page, audio);
      await page.keyboard.press('Enter');
      await expect.poll(() => audio.getAttribute('aria-expanded')).toBe('true');
      const speakers = categories.getByRole('link', { name: 'Bluetooth Speakers', exact: true });
      await tabTo(page, speakers, { max: 10 });

      await page.keyboard.press('Escape');
      await expect.poll(() => audio.getAttribute('aria-expanded')).toBe('false');
      await expectFocused(audio);
      expect(await electronics.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => electronics.getAttribute('aria-expanded')).toBe('false');
      await expectFocused(electronics);

      // And a subcategory is reached and followed from the keyboard.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/cat/'));
    });
  });
});

describe('keyboard: the drawer and every dialog', () => {
  it('traps focus in the drawer and gives it back to the menu button (mobile)', async () => {
    await journey({ viewport: 'mobile', path: '/faq' }, async (page) => {
      const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await expectModalFromKeyboard(page, menu, page.getByRole('dialog'));
      // Enter on a drawer link navigates and closes the drawer.
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await tabTo(page, drawer.getByRole('link', { name: 'All Categories' }), { max: 10 });
      await page.keyboard.press('Enter');
      await waitForScreen(page, '/allcategories');
      await drawer.waitFor({ state: 'detached' });
    });
  });

  it('traps focus in the Filter and Sort dialogs and sorts from the keyboard (mobile)', async () => {
    await journey({ viewport: 'mobile', path: '/products/' }, async (page) => {
      const filter = page.getByRole('button', { name: 'Filter', exact: true });
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await expectModalFromKeyboard(page, filter, filters);

      const sort = page.getByRole('button', { name: 'Sort', exact: true });
      const sortBy = page.getByRole('dialog', { name: 'Sort By' });
      await expectModalFromKeyboard(page, sort, sortBy);

      await page.keyboard.press('Enter');
      await sortBy.waitFor();
      const onRadio = () =>
        sortBy.evaluate(
          (element) =>
            element.contains(document.activeElement) &&
            document.activeElement instanceof HTMLInputElement &&
            document.activeElement.type === 'radio',
        );
      for (let step = 0; step < 6 && !(await onRadio()); step += 1)
        await page.keyboard.press('Tab');
      expect(await onRadio()).toBe(true);
      // Arrows move the choice (and sort behind the dialog) without closing it.
      const wanted = sortBy.getByRole('radio', { name: 'Price -- High to Low' });
      for (let step = 0; step < 8 && !(await wanted.isChecked()); step += 1) {
        await page.keyboard.press('ArrowDown');
        expect(await sortBy.isVisible()).toBe(true);
      }
      expect(await wanted.isChecked()).toBe(true);
      await page.keyboard.press('Enter');
      await sortBy.waitFor({ state: 'detached' });
      await expectFocused(sort);
      // The pressed choice answers at once; the re-sorted cards follow, rendered deferred.
      const prices = async () =>
        (
          await page.getByRole('list', { name: 'Products' }).getByRole('link').allTextContents()
        ).map((text) => Number(/Price ₹([\d,]+)/.exec(text)![1]!.replaceAll(',', '')));
      await expect
        .poll(async () => {
          const values = await prices();
          return values.every((price, index) => index === 0 || values[index - 1]! >= price);
        })
        .toBe(true);
    });
  });

  it('traps focus in the cart remove dialog and the account address dialog (desktop)', async () => {
    await journey({ viewport: 'desktop', loggedIn: true, path: '/cart' }, async (page) => {
      const remove = page.getByRole('button', { name: /^Remove / }).first();
      await expectModalFromKeyboard(page, remove, page.getByRole('alertdialog'));

      await visit(page, '/account');
      const addresses = page.getByRole('button', { name: 'Manage Addresses' });
      await tabTo(page, addresses, { max: 60 });
      await page.keyboard.press('Enter');
      const edit = page.getByRole('button', { name: /^(Add|Edit) Address$/ });
      await expectModalFromKeyboard(page, edit, page.getByRole('dialog'));
    });
  });
});

describe('keyboard: carousels and the filter accordion', () => {
  it('moves the section carousel and pauses the banner from the keyboard (desktop)', async () => {
    await journey({ viewport: 'desktop', path: '/' }, async (page) => {
      const banner = page.getByRole('region', { name: 'Offers' });
      const pause = banner.getByRole('button', { name: 'Pause slide show' });
      await tabTo(page, pause, { max: 80 });
      await page.keyboard.press('Enter');
      await banner.getByRole('button', { name: 'Play slide show' }).waitFor();
      // The banner may have moved on by itself before Pause was reached (tabbing through the
      // header takes a while on a busy machine): Next goes from whichever slide it stopped at.
      const label = await banner
        .getByRole('group', { name: /^\d+ of \d+$/ })
        .getAttribute('aria-label');
      const [stoppedAt, count] = (label ?? '').split(' of ').map(Number);
      const next = banner.getByRole('button', { name: 'Next slide' });
      await tabTo(page, next, { max: 20 });
      await page.keyboard.press('Enter');
      await banner
        .getByRole('group', { name: `${(stoppedAt! % count!) + 1} of ${count}`, exact: true })
        .waitFor();

      const section = page.getByRole('region', { name: 'Best of Electronics' });
      const firstShown = () =>
        section.getByRole('listitem').first().getByRole('img').getAttribute('alt');
      const before = await firstShown();
      const sectionNext = section.getByRole('button', { name: 'Next' });
      await tabTo(page, sectionNext, { max: 40 });
      await page.keyboard.press('Enter');
      await expect.poll(firstShown).not.toBe(before);
      const previous = section.getByRole('button', { name: 'Previous' });
      await tabTo(page, previous, { max: 20, backwards: true });
      await page.keyboard.press('Enter');
      await expect.poll(firstShown).toBe(before);
    });
  });

  it('opens the filter accordion one category at a time from the keyboard (desktop)', async () => {
    await journey({ viewport: 'desktop', path: '/products/' }, async (page) => {
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      const collapsed = sidebar.getByRole('button', { expanded: false });
      const firstName = (await collapsed.first().textContent())!.trim();
      const first = sidebar.getByRole('button', { name: firstName, exact: true });
      await tabTo(page, first, { max: 80 });
      await page.keyboard.press('Enter');
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
      const allFirst = sidebar.getByRole('link', { name: `All ${firstName}` });
      await tabTo(page, allFirst, { max: 3 });

      const secondName = (await collapsed.first().textContent())!.trim();
      const second = sidebar.getByRole('button', { name: secondName, exact: true });
      await tabTo(page, second, { max: 40 });
      await page.keyboard.press('Space');
      await sidebar.getByRole('link', { name: `All ${secondName}` }).waitFor();
      await allFirst.waitFor({ state: 'hidden' });
      expect(await first.getAttribute('aria-expanded')).toBe('false');
    });
  });
});

describe('keyboard: a visible focus ring on every kind of control', () => {
  it('rings links, buttons, fields, toggles and dialog controls (desktop)', async () => {
    await journey({ viewport: 'desktop', loggedIn: true, path: '/products/' }, async (page) => {
      const banner = page.getByRole('banner');
      await expectVisibleFocusRing(
        page,
        'brand link on the blue bar',
        banner.getByRole('link', { name: 'Bazaar home' }),
      );
      await expectVisibleFocusRing(
        page,
        'account menu button',
        banner.getByRole('button', { name: demoUser.first_name, exact: true }),
      );
      await expectVisibleFocusRing(
        page,
        'search box',
        banner.getByRole('combobox', { name: 'Search for Products, Brands and More' }),
      );
      await expectVisibleFocusRing(page, 'cart link', banner.getByRole('link', { name: /^Cart/ }));
      const categories = page.getByRole('navigation', { name: 'Categories' });
      await expectVisibleFocusRing(
        page,
        'category bar link',
        categories.getByRole('link', { name: 'Mobiles', exact: true }),
      );
      await expectVisibleFocusRing(
        page,
        'mega menu toggle',
        categories.getByRole('button', { name: 'Electronics subcategories' }),
      );
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await expectVisibleFocusRing(
        page,
        'accordion trigger',
        sidebar.getByRole('button', { expanded: false }).first(),
      );
      await expectVisibleFocusRing(page, 'number input', sidebar.getByRole('spinbutton').first());
      await expectVisibleFocusRing(
        page,
        'sort button',
        page.getByRole('button', { name: 'Newest First' }),
      );
      await expectVisibleFocusRing(
        page,
        'product card link',
        page.getByRole('list', { name: 'Products' }).getByRole('link').first(),
      );
      await expectVisibleFocusRing(
        page,
        'footer link on the dark footer',
        page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }),
      );

      await visit(page, '/cart');
      await expectVisibleFocusRing(
        page,
        'quantity button',
        page.getByRole('button', { name: /^Increase quantity/ }).first(),
      );
      await expectVisibleFocusRing(
        page,
        'quantity field',
        page.getByRole('textbox', { name: /^Quantity of/ }).first(),
      );
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog');
      await expectVisibleFocusRing(
        page,
        'dialog button',
        dialog.getByRole('button', { name: 'Cancel' }),
      );

      await visit(page, '/login');
      await expectVisibleFocusRing(
        page,
        'form text field',
        page.getByRole('textbox', { name: 'Email', exact: true }),
      );
      await expectVisibleFocusRing(
        page,
        'form submit button',
        page.getByRole('button', { name: 'Login' }),
      );
    });
  });

  it('rings the controls of the mobile layout, the drawer and the home carousels (mobile)', async () => {
    await journey({ viewport: 'mobile', loggedIn: true, path: '/' }, async (page) => {
      await expectVisibleFocusRing(
        page,
        'banner pause button',
        page.getByRole('button', { name: 'Pause slide show' }),
      );
      await expectVisibleFocusRing(
        page,
        'banner slide dot',
        page.getByRole('button', { name: 'Slide 2' }),
      );
      const section = page.getByRole('region', { name: 'Best of Electronics' });
      await expectVisibleFocusRing(
        page,
        'carousel next button',
        section.getByRole('button', { name: 'Next' }),
      );
      await expectVisibleFocusRing(page, 'carousel item link', section.getByRole('link').first());
      const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await expectVisibleFocusRing(page, 'drawer menu button', menu);
      await menu.click();
      const drawer = page.getByRole('dialog');
      await expectVisibleFocusRing(
        page,
        'drawer link',
        drawer.getByRole('link', { name: 'My Cart' }),
      );
      await expectVisibleFocusRing(
        page,
        'drawer close button',
        drawer.getByRole('button', { name: 'Close menu' }),
      );
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      await visit(page, '/products/');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await expectVisibleFocusRing(page, 'price radio', filters.getByRole('radio').first());
      await page.keyboard.press('Escape');
      await filters.waitFor({ state: 'detached' });

      await visit(page, '/account');
      await page.getByRole('button', { name: 'Pan Card' }).click();
      await expectVisibleFocusRing(page, 'checkbox', page.getByRole('checkbox').first());
    });
  });
});
