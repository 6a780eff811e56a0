import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, scan, type Finding } from './support/axe';
import { browserForFile, openPage, type WatchedPage } from './support/browser';
import { PASSWORD } from './support/screens';

const browser = browserForFile();

/** The two widths: a budget phone and a laptop. */
const WIDTHS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * Waits until the page at `address` is on show with its data: the address (with /hi), the route's
 * path on <main> (the routes know the spec's paths), the route loader gone, and no loading text
 * left in <main>, in either language.
 */
async function waitForPage(page: Page, address: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === address);
  const routePath = address.replace(/^\/hi(?=\/|$)/, '') || '/';
  await page.locator(`main[data-shown-path="${routePath}"]`).waitFor();
  await page.locator('[data-testid="route-loader"][data-active="false"]').waitFor();
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main [role="status"]')].some((node) =>
        /^(Loading|लोड हो रहा है)/.test(node.textContent?.trim() ?? ''),
      ),
  );
}

/** Nothing wider than the window: no text overflowing its box makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

async function expectLanguage(page: Page, lang: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** The switch: in the navigation bar on a laptop, in the menu drawer on a phone. */
async function switchLanguage(
  page: Page,
  viewport: keyof typeof WIDTHS,
  name: 'हिन्दी' | 'English',
  menu: string,
): Promise<void> {
  if (viewport === 'desktop') {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  }
}

async function journey(watched: WatchedPage, viewport: keyof typeof WIDTHS): Promise<void> {
  const { page } = watched;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(watched.url('/?mock-latency=0'));
  await waitForPage(page, '/');

  // Switch on home: the same page in Hindi, a new document in its language.
  await switchLanguage(page, viewport, 'हिन्दी', 'Open menu');
  await waitForPage(page, '/hi/');
  await expectLanguage(page, 'hi');
  expect(await page.title()).toBe('Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट');
  await page.getByRole('navigation', { name: 'कैटेगरी के हिसाब से खरीदें' }).waitFor();
  await expectNoSidewaysScroll(page);

  // Browse a category, named in Hindi: its listing, in Hindi, at its /hi address.
  await page
    .getByRole('navigation', { name: 'कैटेगरी के हिसाब से खरीदें' })
    .getByRole('link', { name: 'फ़ैशन', exact: true })
    .click();
  await waitForPage(page, '/hi/cat/fashion');
  await page.getByText(/^\(\d[\d,]* उत्पाद दिखाए जा रहे हैं\)$/).waitFor();
  await expectNoSidewaysScroll(page);

  // Open a product: its page in Hindi.
  const product = page.locator('main a[href^="/hi/product/"]').first();
  const address = await product.getAttribute('href');
  await product.click();
  await waitForPage(page, address ?? '');
  await page.getByRole('button', { name: 'कार्ट में डालें' }).waitFor();
  await expectNoSidewaysScroll(page);

  // Log in with a wrong password and read why, in Hindi.
  await page.goto(watched.url('/hi/login?mock-latency=0'));
  await waitForPage(page, '/hi/login');
  await expectLanguage(page, 'hi');
  await page.getByRole('heading', { level: 1, name: 'लॉग इन' }).waitFor();
  await page.getByRole('textbox', { name: 'ईमेल', exact: true }).fill('meera@example.in');
  await page.getByLabel(/^पासवर्ड\*?$/).fill('not-her-password');
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await page.getByRole('alert').filter({ hasText: 'ईमेल या पासवर्ड गलत है' }).waitFor();
  await expectNoSidewaysScroll(page);

  // Switch back: the same page in English, nothing of the Hindi left.
  await switchLanguage(page, viewport, 'English', 'मेन्यू खोलें');
  await waitForPage(page, '/login');
  await expectLanguage(page, 'en-IN');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  await page.getByLabel(PASSWORD).waitFor();
  expect(await page.title()).toBe('Login | Bazaar');
}

describe('the storefront in Hindi', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`switches on home, browses a category, opens a product, reads a login error in Hindi and switches back (${viewport})`, async () => {
      const watched = await openPage(browser(), WIDTHS[viewport]);
      try {
        await journey(watched, viewport);
        // The browser's own note of the refused login; nothing else.
        expect(watched.problems).toEqual([
          'console.error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
        ]);
      } finally {
        await watched.context.close();
      }
    });

    it(`has no serious accessibility finding on its Hindi pages (${viewport})`, async () => {
      const watched = await openPage(browser(), WIDTHS[viewport]);
      const { page } = watched;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const findings: Finding[] = [];
      try {
        for (const address of ['/hi/', '/hi/products/', '/hi/cat/mens-footwear', '/hi/login']) {
          await page.goto(watched.url(`${address}?mock-latency=0`));
          await waitForPage(page, address);
          await expectLanguage(page, 'hi');
          findings.push(...(await scan(page, `${viewport}: ${address}`)));
        }
        expect(describeFindings(findings)).toEqual([]);
        watched.expectNoProblems();
      } finally {
        await watched.context.close();
      }
    });
  }

  it('serves the prerendered Hindi page with its Hindi content, lang="hi" and both languages named', async () => {
    const watched = await openPage(browser(), WIDTHS.desktop);
    try {
      const response = await watched.page.request.get(watched.url('/hi/products/'));
      const html = await response.text();
      expect(html).toMatch(/<html[^>]* lang="?hi"?[ >]/);
      expect(html).toContain('<title>सभी उत्पाद | Bazaar</title>');
      expect(html).toMatch(/\(\d[\d,]* उत्पाद दिखाए जा रहे हैं\)/);
      expect(html).toMatch(/<link rel="?alternate"? hreflang="?en-IN"? href="?\/products\/"?/);
      expect(html).toMatch(/<link rel="?alternate"? hreflang="?hi-IN"? href="?\/hi\/products\/"?/);
    } finally {
      await watched.context.close();
    }
  });
});
