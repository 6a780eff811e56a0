/** The listing's sort buttons: Popularity first, each order sorted on the client, ties kept. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { captureProducts, ORDERS, shownSlugs } from './listing-support';

type SortLabel = keyof typeof ORDERS;

describe('listing: sort', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('starts on Popularity', async () => {
    captureProducts();
    await renderRoute('/products/');
    await screen.findByText('(Showing 5 products)');
    expect(await shownSlugs()).toEqual(ORDERS.Popularity);
    expect(screen.getByRole('button', { name: 'Popularity' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it.each(Object.keys(ORDERS) as SortLabel[])(
    'sorts by %s on the client, ties in the fetched order',
    async (label) => {
      const products = captureProducts();
      const { user } = await renderRoute('/products/');
      await screen.findByText('(Showing 5 products)');
      // Away and back, so every order is reached by a click.
      const other: SortLabel = label === 'Newest First' ? 'Popularity' : 'Newest First';
      await user.click(screen.getByRole('button', { name: other }));
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(async () => expect(await shownSlugs()).toEqual(ORDERS[label]));
      for (const button of Object.keys(ORDERS)) {
        expect(screen.getByRole('button', { name: button })).toHaveAttribute(
          'aria-pressed',
          String(button === label),
        );
      }
      expect(products.requests).toHaveLength(1);
      expect(screen.getByText('(Showing 5 products)')).toBeVisible();
    },
  );
});
