import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { getCategories, type CategoryNode } from '../../../src/api';
import { renderRoute } from '../../utils/render-route';
import { expectConsole } from '../../utils/console';

function flatten(categories: readonly CategoryNode[]): CategoryNode[] {
  return categories.flatMap((category) => [category, ...flatten(category.subcategories)]);
}

describe('all categories', () => {
  it('shows every category with its image and subcategories, linking to /cat/{slug}', async () => {
    const categories = await getCategories();
    await renderRoute('/allcategories');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
    // The seed's 12 top-level categories, each with the number of categories below it.
    expect(
      categories.map((category) => [category.slug, flatten(category.subcategories).length]),
    ).toEqual([
      ['mobiles', 4],
      ['electronics', 8],
      ['fashion', 9],
      ['home-furniture', 4],
      ['appliances', 4],
      ['beauty', 4],
      ['grocery', 4],
      ['toys-baby', 4],
      ['sports-fitness', 4],
      ['books', 4],
      ['health-wellness', 3],
      ['automotive', 2],
    ]);
    for (const category of categories) {
      const card = within(await screen.findByRole('region', { name: category.name }));
      const [own] = card.getAllByRole('link');
      expect(own).toHaveAttribute('href', `/cat/${category.slug}`);
      expect(own!.querySelector('img')).toHaveAttribute('src', category.image_url);
      for (const sub of flatten(category.subcategories)) {
        expect(card.getByRole('link', { name: sub.name })).toHaveAttribute(
          'href',
          `/cat/${sub.slug}`,
        );
      }
    }
    expect(document.title).toBe('All Categories | Bazaar');
  });

  it('logs a failed fetch and shows no categories', async () => {
    const log = expectConsole('error', 'Error fetching categories');
    server.use(http.get('*/api/categories/', () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/allcategories');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Error fetching categories', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
    expect(within(screen.getByRole('main')).queryAllByRole('region')).toEqual([]);
  });
});
