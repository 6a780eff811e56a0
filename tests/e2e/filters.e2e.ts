import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, scan } from './support/axe';
import { browserForFile, VIEWPORTS, withWatchedPage, type WatchedPage } from './support/browser';

/*
 * The listing's filters in the demo build, on its seeded catalog of 600 products (counts read
 * once from the seed): the band 6001-10000 holds 27, ratings of 4★ and above 279, both 13.
 */

const browser = browserForFile();

async function journey(
  viewport: { width: number; height: number },
  run: (watched: WatchedPage) => Promise<void>,
): Promise<void> {
  await withWatchedPage(
    browser(),
    async (watched) => {
      // Nothing mid-animation when axe reads colours, as in the accessibility scan.
      await watched.page.emulateMedia({ reducedMotion: 'reduce' });
      await run(watched);
      watched.expectNoProblems();
    },
    viewport,
  );
}

/** axe-core finds nothing, not even a minor issue (as tests/e2e/a11y.e2e.ts requires). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(describeFindings(await scan(page, where))).toEqual([]);
}

/** Resolves once the count line reads exactly `text`. */
function showing(page: Page, text: string): Promise<void> {
  return page.getByText(text, { exact: true }).waitFor();
}

const search = (page: Page) => new URL(page.url()).search;

async function expectFocused(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

const chips = (page: Page) =>
  page
    .getByRole('list', { name: 'Applied filters' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

type Viewport = keyof typeof VIEWPORTS;

/**
 * Where each viewport keeps the filter radios: the sidebar on a desktop, the Filter dialog
 * (opened here) on a phone.
 */
async function filterPanel(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport === 'desktop') return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.waitFor();
  return dialog;
}

/** Done choosing: a phone closes the Filter dialog (it stays open between choices). */
async function closeFilterPanel(page: Page, viewport: Viewport): Promise<void> {
  if (viewport === 'desktop') return;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Chooses a sort order the way each viewport offers it: a button, or the Sort dialog. */
async function sortBy(page: Page, viewport: Viewport, order: string): Promise<void> {
  if (viewport === 'desktop') {
    await page.getByRole('button', { name: order }).click();
    return;
  }
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sort By' }).getByText(order).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe.each(['desktop', 'mobile'] as const)('filters (%s)', (viewport) => {
  it('filters by a band and a rating, removes a chip, and Back and Forward restore them', async () => {
    await journey(VIEWPORTS[viewport], async ({ page, url }) => {
      await page.goto(url('/products/?mock-latency=0'));
      await showing(page, '(Showing 600 products)');

      const panel = await filterPanel(page, viewport);
      await panel.getByRole('radiogroup', { name: 'PRICE' }).getByText('6001-10000').click();
      await showing(page, '(Showing 27 products)');
      expect(search(page)).toBe('?price_from=6001&price_to=10000');
      await panel
        .getByRole('radiogroup', { name: 'CUSTOMER RATINGS' })
        .getByText('4★ & above')
        .click();
      await showing(page, '(Showing 13 products)');
      expect(search(page)).toBe('?price_from=6001&price_to=10000&rating=4');
      expect(await panel.getByRole('radio', { name: '6001-10000' }).isChecked()).toBe(true);
      expect(await panel.getByRole('radio', { name: '4★ & above' }).isChecked()).toBe(true);
      await closeFilterPanel(page, viewport);

      expect(await chips(page)).toEqual([
        'Remove filter: ₹6,001 to ₹10,000',
        'Remove filter: 4★ & above',
      ]);
      await page.getByRole('button', { name: 'Remove filter: ₹6,001 to ₹10,000' }).click();
      await showing(page, '(Showing 279 products)');
      expect(search(page)).toBe('?rating=4');
      expect(await chips(page)).toEqual(['Remove filter: 4★ & above']);
      await expectFocused(page.getByRole('button', { name: 'Remove filter: 4★ & above' }));

      await page.goBack();
      await showing(page, '(Showing 13 products)');
      expect(search(page)).toBe('?price_from=6001&price_to=10000&rating=4');
      expect(await chips(page)).toEqual([
        'Remove filter: ₹6,001 to ₹10,000',
        'Remove filter: 4★ & above',
      ]);
      await page.goBack();
      await showing(page, '(Showing 27 products)');
      expect(search(page)).toBe('?price_from=6001&price_to=10000');
      await page.goForward();
      await showing(page, '(Showing 13 products)');

      const restored = await filterPanel(page, viewport);
      expect(await restored.getByRole('radio', { name: '6001-10000' }).isChecked()).toBe(true);
      expect(await restored.getByRole('radio', { name: '4★ & above' }).isChecked()).toBe(true);
    });
  });

  it('keeps the sort order chosen when a filter changes', async () => {
    await journey(VIEWPORTS[viewport], async ({ page, url }) => {
      await page.goto(url('/products/?mock-latency=0'));
      await showing(page, '(Showing 600 products)');
      await sortBy(page, viewport, 'Price -- High to Low');
      const panel = await filterPanel(page, viewport);
      await panel.getByRole('radiogroup', { name: 'PRICE' }).getByText('6001-10000').click();
      await showing(page, '(Showing 27 products)');
      await closeFilterPanel(page, viewport);
      // The most expensive product of the band first, as the seed has it.
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: 'Products' })
            .getByRole('link')
            .first()
            .getAttribute('href'),
        )
        .toBe('/product/nike-downshifter-13-running-shoes-navy-uk-7-14');
      await sortBy(page, viewport, 'Price -- Low to High');
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: 'Products' })
            .getByRole('link')
            .first()
            .getAttribute('href'),
        )
        .toBe('/product/sg-kashmir-willow-cricket-bat-red-full-size-40');
      expect(search(page)).toBe('?price_from=6001&price_to=10000');
    });
  });

  it('opens a shared filtered address as it was', async () => {
    await journey(VIEWPORTS[viewport], async ({ page, url }) => {
      await page.goto(url('/products/?price_from=6001&price_to=10000&rating=4&mock-latency=0'));
      await showing(page, '(Showing 13 products)');
      expect(await chips(page)).toEqual([
        'Remove filter: ₹6,001 to ₹10,000',
        'Remove filter: 4★ & above',
      ]);
      const panel = await filterPanel(page, viewport);
      expect(await panel.getByRole('radio', { name: '6001-10000' }).isChecked()).toBe(true);
      expect(await panel.getByRole('radio', { name: '4★ & above' }).isChecked()).toBe(true);
      expect(await panel.getByRole('radio', { checked: true }).count()).toBe(2);
      await expectAccessible(page, `${viewport}: filtered listing, filters shown`);
    });
  });
});

describe('filters (desktop only)', () => {
  it('applies Min and Max on Enter and refuses a Min above the Max beside the field', async () => {
    await journey(VIEWPORTS.desktop, async ({ page, url }) => {
      await page.goto(url('/search/?q=shoes&mock-latency=0'));
      await showing(page, '(Showing 38 products)');
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      const min = sidebar.getByRole('spinbutton', { name: 'Min' });
      const max = sidebar.getByRole('spinbutton', { name: 'Max' });

      await min.fill('800');
      await max.fill('200');
      await max.press('Enter');
      await sidebar.getByText('Min must not be more than Max.').waitFor();
      expect(await min.getAttribute('aria-invalid')).toBe('true');
      await expectFocused(min);
      expect(await min.inputValue()).toBe('800');
      expect(search(page)).toBe('?q=shoes');
      await expectAccessible(page, 'desktop: Min above Max refused');

      await min.fill('200');
      await max.fill('800');
      await max.press('Enter');
      await showing(page, '(Showing 2 products)');
      expect(search(page)).toBe('?q=shoes&price_from=200&price_to=800');
      expect(await min.getAttribute('aria-invalid')).toBeNull();
      expect(await chips(page)).toEqual(['Remove filter: ₹200 to ₹800']);
      await expectAccessible(page, 'desktop: Min and Max applied');
    });
  });

  it('says when no product matches and clears the filters, dropping junk from the address', async () => {
    await journey(VIEWPORTS.desktop, async ({ page, url }) => {
      await page.goto(url('/cat/mens-footwear?rating=9&utm_source=mail&mock-latency=0'));
      await showing(page, '(Showing 36 products)');
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('radiogroup', { name: 'PRICE' })
        .getByText('10001-15000')
        .click();
      await page.getByText('No products match these filters').waitFor();
      await showing(page, '(Showing 0 products)');
      expect(search(page)).toBe('?utm_source=mail&price_from=10001&price_to=15000');
      await expectAccessible(page, 'desktop: no product matches');

      await page.getByRole('button', { name: 'Clear filters' }).click();
      await showing(page, '(Showing 36 products)');
      expect(search(page)).toBe('?utm_source=mail');
      await page.getByText('No products match these filters').waitFor({ state: 'detached' });
    });
  });
});
