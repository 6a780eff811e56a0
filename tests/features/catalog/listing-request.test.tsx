/**
 * The listing's products request, read from the URL: the filters it sends, the junk it drops,
 * and a new request when the URL changes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { captureProducts, ORDERS, shownSlugs } from './listing-support';

describe('listing: URL to request', () => {
  it.each([
    [
      '/search/?q=running%20shoes&price_from=500&price_to=2000&offer=10&brand=bata,nike&color=Black&size=9&rating=4',
      {
        keyword: 'running shoes',
        priceFrom: '500',
        priceTo: '2000',
        offer: '10',
        brand: 'bata,nike',
        color: 'Black',
        size: '9',
        rating: '4',
      },
    ],
    ['/products/', {}],
    [
      '/products/?q=%20%20&price_from=cheap&price_to=-5&offer=150&rating=9&brand=,,&color=&utm_source=mail&page=2',
      {},
    ],
    ['/products/?price_from=900&price_to=100', { priceFrom: '900' }],
    ['/cat/mens-footwear?color=Black&junk=1', { color: 'Black', category_slug: 'mens-footwear' }],
    ['/brand/bata?rating=4&brand_slug=nike', { rating: '4', brand_slug: 'bata' }],
    ['/search/?q=%20loafer%20&category_slug=x', { keyword: 'loafer' }],
  ])('%s sends %j', async (url, expected) => {
    const products = captureProducts();
    await renderRoute(url);
    await waitFor(() => expect(products.requests).toHaveLength(1));
    expect(products.lastQuery()).toEqual(expected);
  });

  it('fetches again when the URL changes, keeping the sort choice', async () => {
    stubViewportWidth(WIDE);
    const products = captureProducts();
    const { router, user } = await renderRoute('/search/?q=shoes');
    await user.click(await screen.findByRole('button', { name: 'Price -- High to Low' }));
    await act(() => router.navigate({ to: '/search/', search: { q: 'loafer' } }));
    await waitFor(() => expect(products.lastQuery()).toEqual({ keyword: 'loafer' }));
    await waitFor(async () => expect(await shownSlugs()).toEqual(ORDERS['Price -- High to Low']));
    expect(screen.getByRole('button', { name: 'Price -- High to Low' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
