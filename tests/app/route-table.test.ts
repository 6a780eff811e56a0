// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardedPages, pageRoutes, publicPages } from '../../src/app/route-table';

/**
 * The page lists the build prerenders and the accessibility journeys scan come from the route
 * tree: these are the spec's route table (§2), read back from it. Node, as the build reads it.
 */
describe('the route table read from the route tree', () => {
  it('lists the public pages without a slug or a query as they are, in the table’s order', () => {
    expect(publicPages()).toEqual([
      '/',
      '/login',
      '/register',
      '/products/',
      '/allcategories',
      '/faq',
      '/privacy',
      '/terms',
      '/security',
      '/contact',
      '/about',
      '/epr-compliance',
    ]);
  });

  it('lists them in Hindi under /hi, home at /hi/ (issue 29)', () => {
    expect(
      publicPages(
        {
          '/search/': [{ search: { q: 'shoes' } }],
          '/cat/$slug': [{ params: { slug: 'sarees' } }],
        },
        'hi',
      ).slice(0, 6),
    ).toEqual([
      '/hi/',
      '/hi/login',
      '/hi/register',
      '/hi/products/',
      '/hi/search/?q=shoes',
      '/hi/cat/sarees',
    ]);
  });

  it('adds a page with a slug or a required query once per sample, its values in the address', () => {
    const pages = publicPages({
      '/search/': [{ search: { q: 'running shoes' } }],
      '/cat/$slug': [{ params: { slug: 'mens-footwear' } }, { params: { slug: 'sarees' } }],
      '/brand/$slug': [{ params: { slug: 'bata' } }],
      '/product/$product_slug': [{ params: { product_slug: 'a b' } }],
    });
    expect(pages).toEqual([
      '/',
      '/login',
      '/register',
      '/product/a%20b',
      '/products/',
      '/search/?q=running+shoes',
      '/cat/mens-footwear',
      '/cat/sarees',
      '/brand/bata',
      '/allcategories',
      '/faq',
      '/privacy',
      '/terms',
      '/security',
      '/contact',
      '/about',
      '/epr-compliance',
    ]);
  });

  it('never lists a search without its query, nor a sample for a page it does not have', () => {
    expect(() => publicPages({ '/search/': [{ search: {} }] })).toThrow('/search/ needs q');
    expect(() => publicPages({ '/cat/$slug': [{ params: {} }] })).toThrow(
      '/cat/$slug needs a value for slug',
    );
    expect(() => publicPages({ '/search': [{ search: { q: 'x' } }] })).toThrow(
      'No public page at /search',
    );
    expect(() => publicPages({ '/cart': [{}] })).toThrow('No public page at /cart');
  });

  it('lists the guarded pages apart: the eleven of the table, the two second spellings and the checkout', () => {
    expect(guardedPages().sort()).toEqual(
      [
        '/cart',
        '/account',
        '/orderPage',
        '/payment',
        '/shipping',
        '/cancellation',
        '/notification',
        '/customer_support',
        '/wishlist',
        '/gift_card',
        '/becomeseller',
        '/my-order',
        '/whishlist',
        '/checkout',
        '/checkout/placed/$orderId',
      ].sort(),
    );
  });

  it('names each page’s lazy screen, one screen for the four listings; /logout has none', () => {
    const screens = Object.fromEntries(pageRoutes().map((page) => [page.path, page.screens]));
    expect(screens).toMatchObject({
      '/': ['HomeScreen'],
      '/logout': [],
      '/products/': ['ListingScreen'],
      '/search/': ['ListingScreen'],
      '/cat/$slug': ['ListingScreen'],
      '/brand/$slug': ['ListingScreen'],
      '/product/$product_slug': ['ProductScreen'],
      '/whishlist': ['WishlistScreen'],
      '/my-order': ['OrdersScreen'],
    });
    expect(pageRoutes().find((page) => page.path === '/logout')).toMatchObject({
      clientOnly: true,
      guarded: false,
    });
  });
});
