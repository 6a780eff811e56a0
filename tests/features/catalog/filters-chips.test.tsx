/** The applied filters' chips: one per filter, removed one at a time, or all but the search. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { chipNames, countLine, recordProductCalls } from './filters-support';

describe('filters: chips', () => {
  it('shows a chip per filter, removes one at a time and clears all but the search', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/search/?q=shoes&brand=bata,puma&rating=4');
    await countLine('(Showing 3 products)');
    // Brand names come with the brands list, which loads beside the products.
    await waitFor(() =>
      expect(chipNames()).toEqual([
        'Remove filter: 4★ & above',
        'Remove filter: Bata',
        'Remove filter: Puma',
      ]),
    );
    const chips = within(screen.getByRole('list', { name: 'Applied filters' }));
    expect(chips.getByRole('button', { name: 'Remove filter: Bata' })).toHaveTextContent('Bata');

    await user.click(chips.getByRole('button', { name: 'Remove filter: Bata' }));
    expect(await countLine('(Showing 2 products)')).toBeVisible();
    expect(location()).toBe('/search/?q=shoes&brand=puma&rating=4');
    expect(calls.at(-1)).toEqual({ keyword: 'shoes', brand: 'puma', rating: '4' });
    expect(chipNames()).toEqual(['Remove filter: 4★ & above', 'Remove filter: Puma']);
    // The next chip takes the removed one's place, under the keyboard too.
    expect(chips.getByRole('button', { name: 'Remove filter: Puma' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const line = await countLine('(Showing 38 products)');
    expect(location()).toBe('/search/?q=shoes');
    expect(calls.at(-1)).toEqual({ keyword: 'shoes' });
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(line).toHaveFocus();
  });

  it('removes the price chip’s two bounds at once', async () => {
    const { user, location } = await renderRoute(
      '/products/?price_from=6001&price_to=10000&offer=30',
    );
    await countLine('(Showing 11 products)');
    expect(chipNames()).toEqual(['Remove filter: ₹6,001 to ₹10,000', 'Remove filter: 30% or more']);
    await user.click(screen.getByRole('button', { name: 'Remove filter: ₹6,001 to ₹10,000' }));
    expect(await countLine('(Showing 199 products)')).toBeVisible();
    expect(location()).toBe('/products/?offer=30');
    expect(screen.getByRole('button', { name: 'Remove filter: 30% or more' })).toHaveFocus();
  });
});
