import { inject, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeFindings, scan } from './support/axe';
import { browserForFile, openPage, VIEWPORTS, type WatchedPage } from './support/browser';
import { visit, waitForScreen } from './support/screens';

const browser = browserForFile();

const SEARCH = 'Search for Products, Brands and More';
/** The seed's (600 products) two matches for 'galaxy watch', most popular first. */
const GALAXY_WATCH = [
  'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
  'Samsung Galaxy Watch FE (Rose Pink, 46 mm)',
];

const searchBox = (page: Page) => page.getByRole('combobox', { name: SEARCH });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
/** The search's live region, where the count is announced. */
const announcement = (page: Page) => page.getByRole('search').getByRole('status');

async function journey(
  viewport: { width: number; height: number },
  run: (watched: WatchedPage) => Promise<void>,
  options: { hasTouch?: boolean } = {},
): Promise<void> {
  const watched = await openPage(browser(), viewport, inject('baseUrl'), options);
  // Nothing mid-transition when axe reads colours.
  await watched.page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await run(watched);
    watched.expectNoProblems();
  } finally {
    await watched.context.close();
  }
}

/** Home, on screen with its data, the box not focused yet. */
async function openHome({ page, url }: WatchedPage): Promise<void> {
  await page.goto(url('/?mock-latency=0'));
  await waitForScreen(page, '/');
}

describe.each(Object.entries(VIEWPORTS))('search suggestions (%s)', (_name, viewport) => {
  it('type, ArrowDown, Enter: lands on the product; the suggestions load with the first focus', async () => {
    await journey(viewport, async (watched) => {
      const { page } = watched;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await openHome(watched);
      const chunk = (name: string) => /\/search-suggestions\.[0-9a-f]+\.js$/.test(name);
      expect(scripts.filter(chunk)).toEqual([]);

      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('galaxy watch');
      await expect
        .poll(() => suggestions(page).getByRole('option').allTextContents())
        .toEqual(GALAXY_WATCH);
      expect(scripts.filter(chunk)).toHaveLength(1);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => announcement(page).textContent()).toBe('2 suggestions');

      await page.keyboard.press('ArrowDown');
      const first = suggestions(page).getByRole('option', { name: GALAXY_WATCH[0] });
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      await expect.poll(() => box.evaluate((node) => node === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await waitForScreen(page, '/product/samsung-galaxy-watch-fe-jet-black-40-mm-219');
      await page.getByRole('heading', { level: 1, name: GALAXY_WATCH[0] }).waitFor();
      expect(await suggestions(page).count()).toBe(0);
      expect(await box.inputValue()).toBe('galaxy watch');
    });
  });

  it('Escape closes and keeps the text; Enter with nothing highlighted searches it', async () => {
    await journey(viewport, async (watched) => {
      const { page } = watched;
      await openHome(watched);
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('kurta');
      await suggestions(page).waitFor();
      await page.keyboard.press('Escape');
      await suggestions(page).waitFor({ state: 'hidden' });
      expect(await box.inputValue()).toBe('kurta');
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      await page.keyboard.press('Enter');
      await waitForScreen(page, '/search/');
      expect(new URL(page.url()).search).toBe('?q=kurta');
    });
  });

  it('a tap on a suggestion opens it (touch screen)', async () => {
    await journey(
      viewport,
      async (watched) => {
        const { page } = watched;
        await openHome(watched);
        const box = searchBox(page);
        await box.tap();
        await box.pressSequentially('galaxy watch');
        const option = suggestions(page).getByRole('option', { name: GALAXY_WATCH[1] });
        await option.tap();
        await waitForScreen(page, '/product/samsung-galaxy-watch-fe-rose-pink-46-mm-479');
      },
      { hasTouch: true },
    );
  });

  it('axe finds nothing with the suggestions open, or the recent searches', async () => {
    await journey(viewport, async (watched) => {
      const { page } = watched;
      await openHome(watched);
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('sa');
      await expect.poll(() => announcement(page).textContent()).toBe('8 suggestions');
      const withSuggestions = await scan(page, 'home, suggestions for "sa"');

      await page.keyboard.press('Enter');
      await waitForScreen(page, '/search/');
      await box.fill('');
      await suggestions(page).getByRole('option', { name: 'sa', exact: true }).waitFor();
      const withRecent = await scan(page, '/search/, recent searches');
      expect(describeFindings([...withSuggestions, ...withRecent])).toEqual([]);

      // Reached from the box with Tab, the popup staying open while the focus moves.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Clear recent searches');
      expect(await suggestions(page).isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await suggestions(page).waitFor({ state: 'hidden' });
      await expect.poll(() => announcement(page).textContent()).toBe('Recent searches cleared');
      await expect.poll(() => box.evaluate((node) => node === document.activeElement)).toBe(true);
    });
  });

  it('is absent where the search box is hidden (/about)', async () => {
    await journey(viewport, async (watched) => {
      const { page } = watched;
      await openHome(watched);
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('sa');
      await suggestions(page).waitFor();
      await visit(page, '/about');
      expect(await page.getByRole('combobox').count()).toBe(0);
      expect(await page.locator('[role="listbox"]').count()).toBe(0);
    });
  });
});
