/**
 * The filter sidebar's Min and Max on large screens: applied with Apply or Enter only, refused
 * with a message when out of bounds, and replaced by a price band.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { chipNames, countLine, recordProductCalls, sidebar } from './filters-support';

describe('filters: Min and Max (large screens)', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('applies Min and Max with Apply, never as the shopper types', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(1000);
    await user.clear(min);
    await user.type(min, '200');
    await user.clear(max);
    await user.type(max, '800');
    expect(location()).toBe('/products/');
    expect(calls).toEqual([{}]);

    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await countLine('(Showing 166 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=200&price_to=800');
    expect(calls).toEqual([{}, { priceFrom: '200', priceTo: '800' }]);
    expect(chipNames()).toEqual(['Remove filter: ₹200 to ₹800']);
    expect(min).toHaveValue(200);
    expect(max).toHaveValue(800);
  });

  it('applies on Enter, keeping the search text', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/search/?q=shoes');
    await countLine('(Showing 38 products)');
    const filters = await sidebar();
    await user.clear(filters.getByRole('spinbutton', { name: 'Min' }));
    await user.type(filters.getByRole('spinbutton', { name: 'Min' }), '200');
    await user.clear(filters.getByRole('spinbutton', { name: 'Max' }));
    await user.type(filters.getByRole('spinbutton', { name: 'Max' }), '800{Enter}');
    expect(await countLine('(Showing 2 products)')).toBeVisible();
    expect(location()).toBe('/search/?q=shoes&price_from=200&price_to=800');
    expect(calls).toEqual([
      { keyword: 'shoes' },
      { keyword: 'shoes', priceFrom: '200', priceTo: '800' },
    ]);
  });

  it.each([
    ['1200', '1000', 'Min', 'Enter a price from ₹0 to ₹1,000.'],
    ['-5', '1000', 'Min', 'Enter a price from ₹0 to ₹1,000.'],
    ['0', '1500', 'Max', 'Enter a price from ₹0 to ₹1,000.'],
    ['800', '200', 'Min', 'Min must not be more than Max.'],
  ])(
    'refuses Min %j with Max %j: a message beside %s, nothing applied, the text kept',
    async (minText, maxText, invalid, message) => {
      const calls = recordProductCalls();
      const { user, location } = await renderRoute('/products/');
      await countLine('(Showing 600 products)');
      const filters = await sidebar();
      const min = filters.getByRole('spinbutton', { name: 'Min' });
      const max = filters.getByRole('spinbutton', { name: 'Max' });
      await user.clear(min);
      await user.type(min, minText);
      await user.clear(max);
      await user.type(max, maxText);
      await user.click(filters.getByRole('button', { name: 'Apply' }));

      const field = filters.getByRole('spinbutton', { name: invalid });
      const other = filters.getByRole('spinbutton', { name: invalid === 'Min' ? 'Max' : 'Min' });
      expect(await filters.findByText(message)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(other).not.toHaveAttribute('aria-invalid');
      expect(min).toHaveDisplayValue(minText);
      expect(max).toHaveDisplayValue(maxText);
      expect(location()).toBe('/products/');
      expect(calls).toEqual([{}]);
      expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    },
  );

  it('refuses an empty Max', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    await user.clear(max);
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(max).toHaveAccessibleDescription('Enter a price from ₹0 to ₹1,000.');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveDisplayValue('');
    expect(filters.getByRole('spinbutton', { name: 'Min' })).toHaveValue(0);
    expect(location()).toBe('/products/');
    expect(calls).toEqual([{}]);
  });

  it('applies once the shopper corrects the field, and the message goes', async () => {
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    await user.clear(min);
    await user.type(min, '1200');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await filters.findByText('Enter a price from ₹0 to ₹1,000.')).toBeVisible();
    await user.clear(min);
    await user.type(min, '0{Enter}');
    expect(await countLine('(Showing 267 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=0&price_to=1000');
    expect(filters.queryByText('Enter a price from ₹0 to ₹1,000.')).not.toBeInTheDocument();
    expect(min).not.toHaveAttribute('aria-invalid');
  });

  it('shows the URL’s price when within 0 to 1000, the limits otherwise; a band replaces it', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/?price_from=200&price_to=800');
    await countLine('(Showing 166 products)');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    expect(min).toHaveValue(200);
    expect(max).toHaveValue(800);
    const price = within(filters.getByRole('radiogroup', { name: 'PRICE' }));
    expect(price.queryAllByRole('radio', { checked: true })).toEqual([]);

    await user.click(price.getByText('6001-10000'));
    expect(await countLine('(Showing 27 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=6001&price_to=10000');
    expect(calls.at(-1)).toEqual({ priceFrom: '6001', priceTo: '10000' });
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(1000);
    expect(chipNames()).toEqual(['Remove filter: ₹6,001 to ₹10,000']);
  });
});
