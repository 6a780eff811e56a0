/**
 * Filters that find nothing: the message and Clear filters, a search without filters that finds
 * nothing, and a failed fetch with filters.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { expectConsole } from '../../utils/console';
import { chipNames, countLine, shownSlugs, sidebar } from './filters-support';

describe('filters: nothing found', () => {
  it('says no product matches and clears the filters, keeping the category', async () => {
    stubViewportWidth(WIDE);
    const { user, location } = await renderRoute('/cat/mens-footwear');
    await countLine('(Showing 36 products)');
    await user.click(
      within((await sidebar()).getByRole('radiogroup', { name: 'PRICE' })).getByText('10001-15000'),
    );
    expect(await screen.findByText('No products match these filters')).toBeVisible();
    expect(screen.getByText('(Showing 0 products)')).toBeVisible();
    expect(location()).toBe('/cat/mens-footwear?price_from=10001&price_to=15000');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const line = await countLine('(Showing 36 products)');
    expect(location()).toBe('/cat/mens-footwear');
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
    expect(await shownSlugs()).toHaveLength(24);
    expect(line).toHaveFocus();
  });

  it('keeps today’s empty list for a search without filters that finds nothing', async () => {
    await renderRoute('/search/?q=zzzz');
    expect(await countLine('(Showing 0 products)')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('link')).toEqual(
      [],
    );
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('only logs a failed fetch with filters and shows the empty list (spec §8)', async () => {
    const log = expectConsole('error', 'Error fetching products');
    server.use(
      http.get('*/api/products/', () => HttpResponse.json({ error: 'Down' }, { status: 503 })),
    );
    await renderRoute('/products/?rating=4');
    expect(await countLine('(Showing 0 products)')).toBeVisible();
    expect(log).toHaveBeenCalledWith('Error fetching products', expect.anything());
    expect(within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('link')).toEqual(
      [],
    );
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(chipNames()).toEqual(['Remove filter: 4★ & above']);
  });
});
