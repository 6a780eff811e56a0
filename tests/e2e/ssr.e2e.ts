import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { launchBrowser, openPage } from './support/browser';

const PRODUCT = getCatalog().findProducts({ terms: [] })[0]!;

/** The public pages the performance issue measures, with what their HTML must already show. */
const PAGES = [
  {
    path: '/',
    heading: 'Bazaar home',
    lcpImage: /<img[^>]*src="\/img\/banners\/[^>]*fetchpriority="high"/i,
  },
  { path: '/products/', heading: "Men's Footwear", lcpImage: /<img[^>]*fetchpriority="high"/i },
  {
    path: '/cat/mens-footwear',
    heading: "Men's Footwear",
    lcpImage: /<img[^>]*fetchpriority="high"/i,
  },
  {
    path: `/product/${PRODUCT.slug}`,
    heading: PRODUCT.name,
    lcpImage: /<img[^>]*fetchpriority="high"/i,
  },
  { path: '/login', heading: 'Login', lcpImage: null },
] as const;

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

declare global {
  interface Window {
    /** The start of each server style block taken out of the head (moves included). */
    __movedStyles?: string[];
  }
}

/** Runs in the page before its scripts: records every server style block removed from the head. */
function watchStyleMoves() {
  window.__movedStyles = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof HTMLStyleElement && node.textContent) {
          window.__movedStyles?.push(node.textContent.slice(0, 40));
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('prerendered HTML: the page is there before any script runs', () => {
  it.each(PAGES)('$path holds its heading, content and critical CSS', async (page) => {
    const response = await fetch(new URL(page.path, inject('baseUrl')));
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = /<div id="?root"?>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(decode(root)).toContain(`>${page.heading}</h1>`);
    // Critical CSS inline in the head, with Emotion's ids so the client does not insert it again.
    const styles = html.indexOf('<style data-server-styles="');
    expect(styles).toBeGreaterThan(0);
    expect(styles).toBeLessThan(html.indexOf('<body'));
    if (page.lcpImage) {
      expect(root).toMatch(page.lcpImage);
      expect(root).not.toMatch(/<img[^>]*loading="lazy"[^>]*fetchpriority="high"/i);
    }
    // The router's data for hydration, allowed by the page's CSP by hash, not 'unsafe-inline'.
    expect(root).toContain('$_TSR');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it("names the screen's code as modulepreload links that the server answers, each script marked for compiling as it downloads", async () => {
    const base = inject('baseUrl');
    const html = await (await fetch(new URL(`/product/${PRODUCT.slug}`, base))).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)">/g)].map(
      (match) => match[1]!,
    );
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.some((href) => href.startsWith('/product-screen.'))).toBe(true);
    // The entry's name follows the checkout's folder (main.…js here, ci.…js in CI's clone).
    const entry = /<script type="?module"?[^>]* src="?(\/[\w-]+\.[\da-f]+\.js)/.exec(html)?.[1];
    expect(entry).toBeDefined();
    for (const href of [entry!, ...preloads]) {
      const script = await fetch(new URL(href, base));
      expect(script.status).toBe(200);
      // Compiled while it downloads, off the main thread (scripts/compile-hints.mjs).
      expect((await script.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    }
  });

  it('listings show their first products in the HTML', async () => {
    const html = await (await fetch(new URL('/cat/mens-footwear', inject('baseUrl')))).text();
    expect(html).toMatch(/\(Showing \d+ products\)/);
    expect(html.match(/<a[^>]+href="\/product\/[^"]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  });

  it("guarded pages are never prerendered with a shopper's data: the client shell", async () => {
    const html = await (await fetch(new URL('/account', inject('baseUrl')))).text();
    expect(html).toMatch(/<div id="?root"?><\/div>/);
  });
});

describe('hydration: the client takes over the same HTML, at phone and desktop widths', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    it.each(PAGES)(`$path at ${viewport.width} px: no mismatch, no error`, async (page) => {
      const watched = await openPage(browser, viewport);
      try {
        await watched.page.addInitScript(watchStyleMoves);
        await watched.page.goto(watched.url(page.path), { waitUntil: 'load' });
        // Hydrated: React has attached to the server's nodes (its props key on the root child).
        await expect
          .poll(() =>
            watched.page.evaluate(() =>
              Object.keys(document.querySelector('#root > *') ?? {}).some((key) =>
                key.startsWith('__react'),
              ),
            ),
          )
          .toBe(true);
        expect(await watched.page.getByRole('heading', { level: 1 }).first().textContent()).toBe(
          page.heading,
        );
        // The server's style blocks stay where they are: each move of a style element makes the
        // browser recompute the style of every element. Chakra's layer order (one short rule) is
        // the one block Emotion still takes in hand, when hydration commits: React attaches to
        // the nodes (above) in slices before that, so the list is awaited, then read again once
        // the page has settled.
        const moved = () => watched.page.evaluate(() => window.__movedStyles);
        const LAYER_ORDER = ['@layer reset,base,tokens,recipes;'];
        await expect.poll(moved).toEqual(LAYER_ORDER);
        await watched.page.waitForLoadState('networkidle');
        expect(await moved()).toEqual(LAYER_ORDER);
        watched.expectNoProblems();
      } finally {
        await watched.context.close();
      }
    });
  }
});

describe("hydration keeps the server's ids: what the browser renders later points at them", () => {
  it('/ : the suggestions and the highlighted one the search box names are on the page', async () => {
    const watched = await openPage(browser, { width: 1366, height: 768 });
    const { page } = watched;
    try {
      await page.goto(watched.url('/'));
      const box = page.getByRole('combobox', { name: 'Search for Products, Brands and More' });
      await expect
        .poll(() =>
          box.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
        )
        .toBe(true);
      await box.click();
      await box.pressSequentially('sa');
      await page
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('option')
        .first()
        .waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => box.getAttribute('aria-activedescendant')).toMatch(/.+/);
      // Each id the box names, and every id reference on the page, is an element that exists.
      const named = (attribute: string) =>
        box.evaluate((node, name) => {
          const target = document.getElementById(node.getAttribute(name) ?? '');
          return target?.getAttribute('role') ?? null;
        }, attribute);
      expect(await named('aria-controls')).toBe('listbox');
      expect(await named('aria-activedescendant')).toBe('option');
      const dangling = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            '[aria-controls], [aria-labelledby], [aria-describedby], [aria-activedescendant], label[for]',
          ),
        ].flatMap((node) =>
          [
            'aria-controls',
            'aria-labelledby',
            'aria-describedby',
            'aria-activedescendant',
            'for',
          ].flatMap((name) =>
            (node.getAttribute(name) ?? '')
              .split(/\s+/)
              .filter((id) => id !== '' && !document.getElementById(id))
              .map((id) => `${node.tagName.toLowerCase()} ${name}=${id}`),
          ),
        ),
      );
      expect(dangling).toEqual([]);
      watched.expectNoProblems();
    } finally {
      await watched.context.close();
    }
  });
});

describe('without JavaScript the public pages read and their links navigate', () => {
  it('home to a category to a product', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(new URL('/', inject('baseUrl')).toString());
      await page
        .getByRole('navigation', { name: 'Shop by category' })
        .getByRole('link', { name: /Fashion/ })
        .click();
      await page.waitForURL(/\/cat\/fashion$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Men's Footwear");
      await page.locator('main a[href^="/product/"]').first().click();
      await page.waitForURL(/\/product\//);
      await page.getByText('Special price').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('');
    } finally {
      await context.close();
    }
  });
});
