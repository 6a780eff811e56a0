/** The listing on small screens: no sidebar, but a Sort dialog and a Filter dialog. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { captureProducts, ORDERS, shownSlugs } from './listing-support';

describe('listing: small screens', () => {
  it('has no sidebar but a Filter and a Sort button', async () => {
    captureProducts();
    await renderRoute('/products/');
    await screen.findByText('(Showing 5 products)');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sort' })).toBeVisible();
  });

  it('sorts from the Sort dialog, which closes and gives focus back', async () => {
    captureProducts();
    const { user } = await renderRoute('/products/');
    await screen.findByText('(Showing 5 products)');
    const open = screen.getByRole('button', { name: 'Sort' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Sort By' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual(
      Object.keys(ORDERS),
    );
    expect(within(dialog).getByRole('radio', { name: 'Popularity' })).toBeChecked();
    await user.click(within(dialog).getByText('Price -- Low to High'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The re-sorted cards follow the dialog's answer at a priority that yields (issue 27).
    await waitFor(async () => expect(await shownSlugs()).toEqual(ORDERS['Price -- Low to High']));
    await waitFor(() => expect(open).toHaveFocus());
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the price bands in the Filter dialog and applies the one chosen', async () => {
    const products = captureProducts();
    const { user, location } = await renderRoute('/products/');
    await screen.findByText('(Showing 5 products)');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const bands = within(within(dialog).getByRole('radiogroup', { name: 'PRICE' })).getAllByRole(
      'radio',
    );
    expect(bands.map((band) => band.closest('label')?.textContent)).toEqual([
      '6001 and below',
      '6001-10000',
      '10001-15000',
      '15001 and above',
    ]);
    await user.click(within(dialog).getByText('10001-15000'));
    await waitFor(() => expect(products.requests).toHaveLength(2));
    expect(products.lastQuery()).toEqual({ priceFrom: '10001', priceTo: '15000' });
    expect(location()).toBe('/products/?price_from=10001&price_to=15000');
    expect(within(dialog).getByRole('radio', { name: '10001-15000' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
