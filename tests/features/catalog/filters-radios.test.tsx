/**
 * The filter sidebar's radios on large screens (price bands, ratings, discounts): each writes
 * the URL, fetches and shows its chip. Counts from the seed, as filters-support.ts lists them.
 */
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { chipNames, countLine, recordProductCalls, sidebar } from './filters-support';

describe('filters: the sidebar’s radios (large screens)', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it.each([
    [
      '6001 and below',
      '/products/?price_to=6001',
      { priceTo: '6001' },
      '(Showing 453 products)',
      'Remove filter: ₹6,001 and below',
    ],
    [
      '6001-10000',
      '/products/?price_from=6001&price_to=10000',
      { priceFrom: '6001', priceTo: '10000' },
      '(Showing 27 products)',
      'Remove filter: ₹6,001 to ₹10,000',
    ],
    [
      '10001-15000',
      '/products/?price_from=10001&price_to=15000',
      { priceFrom: '10001', priceTo: '15000' },
      '(Showing 14 products)',
      'Remove filter: ₹10,001 to ₹15,000',
    ],
    [
      '15001 and above',
      '/products/?price_from=15001',
      { priceFrom: '15001' },
      '(Showing 106 products)',
      'Remove filter: ₹15,001 and above',
    ],
  ])('the band %s writes %s and fetches %j', async (band, url, query, count, chip) => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const price = within((await sidebar()).getByRole('radiogroup', { name: 'PRICE' }));
    await user.click(price.getByText(band));
    expect(await countLine(count)).toBeVisible();
    expect(location()).toBe(url);
    expect(calls).toEqual([{}, query]);
    expect(price.getByRole('radio', { name: band })).toBeChecked();
    expect(price.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(chipNames()).toEqual([chip]);
  });

  it.each([
    ['4★ & above', '/products/?rating=4', '4', '(Showing 279 products)'],
    ['3★ & above', '/products/?rating=3', '3', '(Showing 551 products)'],
    ['2★ & above', '/products/?rating=2', '2', '(Showing 574 products)'],
  ])('the rating %s writes %s', async (label, url, rating, count) => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const ratings = within((await sidebar()).getByRole('radiogroup', { name: 'CUSTOMER RATINGS' }));
    await user.click(ratings.getByText(label));
    expect(await countLine(count)).toBeVisible();
    expect(location()).toBe(url);
    expect(calls).toEqual([{}, { rating }]);
    expect(ratings.getByRole('radio', { name: label })).toBeChecked();
    expect(chipNames()).toEqual([`Remove filter: ${label}`]);
  });

  it.each([
    ['10% or more', '/products/?offer=10', '10', '(Showing 482 products)'],
    ['20% or more', '/products/?offer=20', '20', '(Showing 327 products)'],
    ['30% or more', '/products/?offer=30', '30', '(Showing 199 products)'],
    ['40% or more', '/products/?offer=40', '40', '(Showing 113 products)'],
    ['50% or more', '/products/?offer=50', '50', '(Showing 62 products)'],
  ])('the discount %s writes %s', async (label, url, offer, count) => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const discounts = within((await sidebar()).getByRole('radiogroup', { name: 'DISCOUNT' }));
    await user.click(discounts.getByText(label));
    expect(await countLine(count)).toBeVisible();
    expect(location()).toBe(url);
    expect(calls).toEqual([{}, { offer }]);
    expect(discounts.getByRole('radio', { name: label })).toBeChecked();
    expect(chipNames()).toEqual([`Remove filter: ${label}`]);
  });

  it('shows a band as chosen only when the URL holds exactly its bounds', async () => {
    await renderRoute('/products/?price_from=6001');
    await countLine('(Showing 147 products)');
    const price = within((await sidebar()).getByRole('radiogroup', { name: 'PRICE' }));
    expect(price.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(chipNames()).toEqual(['Remove filter: ₹6,001 and above']);
  });
});
