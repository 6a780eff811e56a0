/**
 * The filters kept in the URL: other parameters kept and junk dropped, Back and Forward, and the
 * sort order kept through filter changes.
 */
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { chipNames, countLine, recordProductCalls, shownSlugs, sidebar } from './filters-support';

describe('filters: the URL is the state', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('keeps the search text and other parameters and writes no junk back', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute(
      '/search/?q=shoes&utm_source=mail&rating=9&offer=abc',
    );
    await countLine('(Showing 38 products)');
    const ratings = within((await sidebar()).getByRole('radiogroup', { name: 'CUSTOMER RATINGS' }));
    expect(ratings.queryAllByRole('radio', { checked: true })).toEqual([]);
    await user.click(ratings.getByText('4★ & above'));
    expect(await countLine('(Showing 14 products)')).toBeVisible();
    expect(location()).toBe('/search/?q=shoes&utm_source=mail&rating=4');
    expect(calls).toEqual([{ keyword: 'shoes' }, { keyword: 'shoes', rating: '4' }]);
  });

  it('restores the filters with Back and Forward', async () => {
    const calls = recordProductCalls();
    const { user, router, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const ratings = within(filters.getByRole('radiogroup', { name: 'CUSTOMER RATINGS' }));
    const price = within(filters.getByRole('radiogroup', { name: 'PRICE' }));
    await user.click(ratings.getByText('4★ & above'));
    await countLine('(Showing 279 products)');
    await user.click(price.getByText('6001-10000'));
    expect(await countLine('(Showing 13 products)')).toBeVisible();
    expect(location()).toBe('/products/?rating=4&price_from=6001&price_to=10000');

    act(() => router.history.back());
    expect(await countLine('(Showing 279 products)')).toBeVisible();
    expect(location()).toBe('/products/?rating=4');
    expect(price.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(ratings.getByRole('radio', { name: '4★ & above' })).toBeChecked();
    expect(chipNames()).toEqual(['Remove filter: 4★ & above']);

    act(() => router.history.back());
    expect(await countLine('(Showing 600 products)')).toBeVisible();
    expect(location()).toBe('/products/');
    expect(ratings.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();

    act(() => router.history.forward());
    expect(await countLine('(Showing 279 products)')).toBeVisible();
    expect(ratings.getByRole('radio', { name: '4★ & above' })).toBeChecked();
    // Each address was read once: Back and Forward within the router's freshness (30 s) show the
    // listing it cached for that address instead of asking again.
    expect(calls).toEqual([
      {},
      { rating: '4' },
      { rating: '4', priceFrom: '6001', priceTo: '10000' },
    ]);
  });

  it('keeps the sort order chosen through filter changes, on the same screen', async () => {
    const { user } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const heading = screen.getByRole('heading', { level: 1, name: "Men's Footwear" });
    await user.click(screen.getByRole('button', { name: 'Price -- High to Low' }));
    const filters = await sidebar();

    await user.click(
      within(filters.getByRole('radiogroup', { name: 'PRICE' })).getByText('6001-10000'),
    );
    await countLine('(Showing 27 products)');
    expect((await shownSlugs()).slice(0, 3)).toEqual([
      'nike-downshifter-13-running-shoes-navy-uk-7-14',
      'fastrack-tick-tock-analog-watch-silver-226',
      'boat-rockerz-450-bluetooth-headset-cherry-red-321',
    ]);

    await user.click(
      within(filters.getByRole('radiogroup', { name: 'CUSTOMER RATINGS' })).getByText('4★ & above'),
    );
    await countLine('(Showing 13 products)');
    expect((await shownSlugs()).slice(0, 3)).toEqual([
      'nike-downshifter-13-running-shoes-navy-uk-7-14',
      'boat-rockerz-450-bluetooth-headset-cherry-red-321',
      'oneplus-nord-4-midnight-black-256-gb-469',
    ]);
    expect(screen.getByRole('button', { name: 'Price -- High to Low' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The very element rendered first: the screen re-rendered rather than mounted again.
    expect(screen.getByRole('heading', { level: 1, name: "Men's Footwear" })).toBe(heading);
  });
});
