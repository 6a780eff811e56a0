import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, VIEWPORTS } from './support/browser';
import { mockBackendReady, waitForScreen } from './support/screens';

const browser = browserForFile();

/** The demo build's mock backend (mocks/browser.ts), a chunk of its own. */
const MOCK_BACKEND_CHUNK = /\/browser\.[0-9a-f]+\.js$/;

declare global {
  interface Window {
    /** Set by the test on the page as first loaded: gone if the page loads again. */
    __firstDocument?: true;
  }
}

describe("the demo build's first visit", () => {
  it('is never loaded again under the shopper while its mock backend starts', async () => {
    const watched = await openPage(browser(), VIEWPORTS.desktop);
    const { page, context } = watched;
    // The mock backend's chunk arrives when the test lets it: a slow phone's download.
    let requested!: () => void;
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      await context.route(MOCK_BACKEND_CHUNK, async (route) => {
        requested();
        await released;
        await route.continue();
      });
      await page.goto(watched.url('/products/?mock-latency=0'), { waitUntil: 'load' });
      await page.evaluate(() => {
        window.__firstDocument = true;
      });
      // MSW's start loads the page again when it finds our worker registered but not yet in
      // control of the page: nothing registers it before MSW does.
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      ).toBe(0);
      await chunkRequested;
      const box = page.getByRole('combobox', { name: 'Search for Products, Brands and More' });
      await box.fill('running shoes');

      release();
      await mockBackendReady(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await waitForScreen(page, '/products/');
      expect(await page.evaluate(() => window.__firstDocument)).toBe(true);
      expect(await box.inputValue()).toBe('running shoes');
      watched.expectNoProblems();
    } finally {
      release();
      await watched.context.close();
    }
  });
});
