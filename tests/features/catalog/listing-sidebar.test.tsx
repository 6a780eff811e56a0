/**
 * The listing's filter sidebar on large screens: the categories, the Min and Max fields and the
 * brands, and failed categories and brands fetches.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { getBrands, getCategories } from '../../../src/api';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { expectConsole } from '../../utils/console';
import { captureProducts, shownSlugs } from './listing-support';

describe('listing: filter sidebar (large screens)', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  const sidebar = async () => within(await screen.findByRole('complementary', { name: 'Filters' }));

  it('lists the categories collapsed, opening one at a time to its links', async () => {
    captureProducts();
    const categories = await getCategories();
    const [first, second] = categories.filter((category) => category.subcategories.length > 0);
    const { user } = await renderRoute('/products/');
    const filters = await sidebar();
    const firstTrigger = await filters.findByRole('button', { name: first!.name });
    const triggers = filters.getAllByRole('button', { expanded: false });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(
      expect.arrayContaining(categories.map((category) => category.name)),
    );
    expect(filters.queryAllByRole('button', { expanded: true })).toEqual([
      filters.getByRole('button', { name: 'BRAND' }),
    ]);
    expect(filters.queryByRole('link', { name: `All ${first!.name}` })).not.toBeInTheDocument();

    await user.click(firstTrigger);
    expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    // The panel mounts through Chakra's presence, a tick after the click on a busy machine.
    expect(await filters.findByRole('link', { name: `All ${first!.name}` })).toHaveAttribute(
      'href',
      `/cat/${first!.slug}`,
    );
    for (const sub of first!.subcategories) {
      expect(filters.getByRole('link', { name: sub.name })).toHaveAttribute(
        'href',
        `/cat/${sub.slug}`,
      );
    }

    await user.click(filters.getByRole('button', { name: second!.name }));
    expect(firstTrigger).toHaveAttribute('aria-expanded', 'false');
    expect(await filters.findByRole('link', { name: `All ${second!.name}` })).toBeVisible();
    await waitFor(() =>
      expect(filters.queryByRole('link', { name: `All ${first!.name}` })).not.toBeInTheDocument(),
    );
  });

  it('bounds Min and Max to 0 and 1000 and fetches nothing while the shopper types', async () => {
    const products = captureProducts();
    const { user } = await renderRoute('/products/');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    for (const input of [min, max]) {
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('max', '1000');
    }
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(1000);
    await user.clear(min);
    await user.type(min, '250');
    await user.clear(max);
    await user.type(max, '800');
    expect(min).toHaveValue(250);
    expect(max).toHaveValue(800);
    expect(products.requests).toHaveLength(1);
  });

  it('lists the brands in a collapsible BRAND list linking to /brand/{slug}', async () => {
    captureProducts();
    const brands = await getBrands();
    const { user } = await renderRoute('/products/');
    const filters = await sidebar();
    const list = () =>
      document.getElementById(
        filters.getByRole('button', { name: 'BRAND' }).getAttribute('aria-controls')!,
      )!;
    await waitFor(() => expect(within(list()).getAllByRole('link')).toHaveLength(brands.length));
    const toggle = filters.getByRole('button', { name: 'BRAND' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(brands.map((brand) => [brand.name, `/brand/${brand.slug}`]));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(filters.queryByRole('link', { name: brands[0]!.name })).not.toBeInTheDocument(),
    );
  });

  it('logs failed categories and brands fetches and keeps those lists empty', async () => {
    const log = expectConsole('error', 'Error fetching categories', 'Error fetching brands');
    captureProducts();
    server.use(
      http.get('*/api/categories/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/brands/', () => HttpResponse.json({}, { status: 500 })),
    );
    await renderRoute('/products/');
    const filters = await sidebar();
    await waitFor(() => {
      expect(log).toHaveBeenCalledWith('Error fetching categories', expect.anything());
      expect(log).toHaveBeenCalledWith('Error fetching brands', expect.anything());
    });
    expect(filters.queryAllByRole('link')).toEqual([]);
    expect(await screen.findByText('(Showing 5 products)')).toBeVisible();
    expect(await shownSlugs()).toHaveLength(5);
  });
});
