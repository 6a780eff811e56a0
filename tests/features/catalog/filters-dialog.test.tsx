/**
 * The Filter dialog on small screens: bands, ratings and discounts applied as chosen, the URL's
 * choices shown, and closing with Close or Escape.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { chipNames, countLine, recordProductCalls } from './filters-support';

describe('filters: the Filter dialog (small screens)', () => {
  it('applies bands, ratings and discounts as they are chosen and stays open', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const open = screen.getByRole('button', { name: 'Filter' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    const options = (name: string) =>
      within(dialog.getByRole('radiogroup', { name }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(options('PRICE')).toEqual([
      '6001 and below',
      '6001-10000',
      '10001-15000',
      '15001 and above',
    ]);
    expect(options('CUSTOMER RATINGS')).toEqual(['4★ & above', '3★ & above', '2★ & above']);
    expect(options('DISCOUNT')).toEqual([
      '10% or more',
      '20% or more',
      '30% or more',
      '40% or more',
      '50% or more',
    ]);
    expect(dialog.queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(dialog.getByText('15001 and above'));
    expect(await countLine('(Showing 106 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=15001');
    expect(dialog.getByRole('radio', { name: '15001 and above' })).toBeChecked();

    await user.click(dialog.getByText('3★ & above'));
    expect(await countLine('(Showing 99 products)')).toBeVisible();
    await user.click(dialog.getByText('20% or more'));
    expect(await countLine('(Showing 40 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=15001&rating=3&offer=20');
    expect(calls.at(-1)).toEqual({ priceFrom: '15001', offer: '20', rating: '3' });
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(dialog.getByRole('radio', { name: '3★ & above' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '20% or more' })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    expect(chipNames()).toEqual([
      'Remove filter: ₹15,001 and above',
      'Remove filter: 3★ & above',
      'Remove filter: 20% or more',
    ]);
  });

  it('shows the URL’s choices when opened, and closes with Escape', async () => {
    const { user } = await renderRoute('/products/?price_to=6001&rating=2&offer=50');
    await countLine('(Showing 59 products)');
    const open = screen.getByRole('button', { name: 'Filter' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(
      dialog
        .getAllByRole('radio', { checked: true })
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['6001 and below', '2★ & above', '50% or more']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });
});
