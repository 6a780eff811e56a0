// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../src/entry-server';

// The server reads the API at an absolute address (the MSW node server answers any origin).
vi.hoisted(() => {
  process.env.API_BASE_URL = 'http://localhost';
});

/** The server entry (prerender and per-request rendering) renders public pages only. */
/** The content of every completed Suspense boundary of server HTML, nested ones included. */
function completedBoundaries(html: string): string[] {
  const found: string[] = [];
  const open: number[] = [];
  for (const marker of html.matchAll(/<!--(\$|\/\$)-->/g)) {
    if (marker[1] === '$') open.push(marker.index + marker[0].length);
    else {
      const start = open.pop();
      if (start !== undefined) found.push(html.slice(start, marker.index));
    }
  }
  return found;
}

describe('renderPage (the server entry)', () => {
  it.each(['/account', '/cart', '/whishlist', '/my-order', '/logout'])(
    '%s depends on the shopper session: not rendered, the caller sends the client shell',
    async (path) => {
      expect(await renderPage(path)).toBeNull();
    },
  );

  it('renders a public page with its title and heading', async () => {
    const page = await renderPage('/faq');
    expect(page).toMatchObject({ status: 200, title: 'FAQ | Bazaar' });
    expect(page?.html).toContain('Frequently Asked Questions');
    // The categories the root route read on the server are in the page (the bar's links).
    expect(page?.html).toContain('href="/cat/mens-footwear"');
  });

  it("renders a product page's Delivery block with an empty field: the device's pincode and the shopper's address are the client's", async () => {
    const page = await renderPage('/product/nokia-150-blue-2');
    expect(page).toMatchObject({ status: 200 });
    const html = page?.html ?? '';
    expect(html).toContain('>Delivery</h2>');
    const label = /<label[^>]*for="([^"]+)"[^>]*>Enter delivery pincode/.exec(html);
    const input = new RegExp(`<input[^>]*id="${label?.[1]}"[^>]*>`).exec(html)?.[0];
    expect(input).toContain('value=""');
    expect(input).toContain('inputMode="numeric"');
    expect(html).not.toContain('Delivery by');
  });

  it('sends the navigation bar, the category bar, the screen and the footer as regions React hydrates one by one, each with its content', async () => {
    const page = await renderPage('/faq');
    const html = page?.html ?? '';
    // A completed Suspense boundary in React's server HTML: <!--$-->content<!--/$-->, nested
    // where a region holds smaller ones. A boundary whose content suspended would be <!--$!-->
    // or <!--$?--> with the fallback instead.
    const regions = completedBoundaries(html);
    expect(html).not.toMatch(/<!--\$[!?]-->/);
    expect(regions.find((region) => region.includes('aria-label="Main"'))).toContain(
      'Become a Seller',
    );
    expect(regions.find((region) => region.includes('href="/cat/mens-footwear"'))).toBeDefined();
    expect(regions.find((region) => region.includes('Frequently Asked Questions'))).toBeDefined();
    expect(regions.find((region) => region.includes('aria-label="Footer"'))).toContain('Mail Us');
    // Inside the navigation bar, the blocks a first tap lands on are regions of their own.
    const main = regions.find((region) => region.includes('aria-label="Main"')) ?? '';
    const inner = regions.filter((region) => region !== main && main.includes(region));
    expect(inner.find((region) => region.includes('aria-label="Open menu"'))).toBeDefined();
    expect(inner.find((region) => region.includes('New Customer?'))).toBeDefined();
    // The search box, on a page that shows it (the FAQ does not).
    const listing = completedBoundaries((await renderPage('/products/'))?.html ?? '');
    expect(
      listing.find(
        (region) =>
          region.includes('placeholder="Search for Products, Brands and More"') &&
          !region.includes('aria-label="Main"'),
      ),
    ).toBeDefined();
  });

  it("sends the theme's global CSS as one named block the browser adopts, and no empty block", async () => {
    const page = await renderPage('/faq');
    const blocks = [
      ...(page?.styles ?? '').matchAll(/<style data-emotion="css-global ([^"]+)"[^>]*>([^<]*)</g),
    ];
    const theme = blocks.filter(([, name]) => name?.endsWith('-theme'));
    expect(theme).toHaveLength(1);
    // The reset, the storefront's global CSS and the token variables (brand 500 is #226be0).
    expect(theme[0]?.[2]).toContain('--chakra-colors-brand-500:#226be0');
    expect(theme[0]?.[2]).toContain('box-sizing:border-box');
    expect(theme[0]?.[2]).toContain('html[lang=hi] body');
    expect(blocks.every(([, , rules]) => rules !== '')).toBe(true);
    // Marked as in place, so Emotion's cache does not move them when it is created.
    expect(page?.styles).toMatch(/<style data-emotion="css-global [^"]+-theme" data-s="">/);
    // The component styles under the ids the browser's cache counts as inserted.
    expect(page?.styles).toMatch(/<style data-server-styles="[\w ]+">[^<]*\.css-[\w-]+\{/);
  });

  it('redirects an unknown path to / (spec §8)', async () => {
    expect(await renderPage('/no-such-page')).toMatchObject({ redirect: '/' });
  });
});
