import { createMemoryHistory } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import type { ProductListItem } from '../../../src/api';
import { AppProviders } from '../../../src/app/providers';
import { createAppRouter } from '../../../src/app/router';
import { createGate } from '../../utils/gate';
import { countRequests } from '../auth/auth-fixtures';

/** The listing's products: more than the 24 a server-rendered page embeds. */
const PRODUCTS: ProductListItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  slug: `sneaker-${index + 1}`,
  name: `Sneaker ${index + 1}`,
  brand: 'Bata',
  categories: ["Men's Footwear"],
  thumb_300_img: `/img/products/sneaker-${index + 1}.svg`,
  price: 1000 + index,
  mrp: 2000,
  discount_percentage: 50,
  popularity: 100 - index,
  addedDate: '2024-01-01T00:00:00Z',
  in_stock: true,
}));

declare global {
  interface Window {
    $_TSR?: unknown;
  }
}

/**
 * What the server entry puts in a page of /products/ (src/entry-server.tsx): the router's
 * loaded matches, the listing holding the first 24 cards of 30. Written here in the router's
 * dehydrated form (match ids with '#' for '/', then updatedAt, status and loader data), since a
 * server render cannot run in this DOM environment. `renderedAt` is when the server read the
 * data (a prerendered page carries its build time).
 */
function serverRenderedProducts(renderedAt: number): void {
  const ids = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/products/'] }) })
    .matchRoutes('/products/')
    .map((match) => match.id.replaceAll('/', '#'));
  const loaded = [
    { categories: [] },
    { brands: [] },
    { listing: { products: PRODUCTS.slice(0, 24), total: 30, complete: false } },
  ];
  window.$_TSR = {
    router: {
      matches: ids.map((id, index) => ({ i: id, u: renderedAt, s: 'success', l: loaded[index] })),
    },
    buffer: [],
    initialized: false,
    h: () => {},
  };
}

afterEach(() => {
  delete window.$_TSR;
});

describe('a server-rendered listing', () => {
  // One test: RouterClient hydrates once per module registry (its promise is the module's).
  it("has the router read the whole list once hydrated, keeping its first 24 cards meanwhile, then showing the whole list's figures, and nothing else of a page rendered long ago", async () => {
    const reads = countRequests('GET', '/api/products/');
    const categories = countRequests('GET', '/api/categories/');
    const brands = countRequests('GET', '/api/brands/');
    const answer = createGate();
    server.use(
      http.get('*/api/products/', async () => {
        await answer.opened;
        // The first product's price changed since the page was rendered.
        return HttpResponse.json(
          PRODUCTS.map((product) => ({
            ...product,
            price: product.id === 1 ? 1500 : product.price,
          })),
        );
      }),
    );
    // Prerendered an hour ago: the page's lists are past their 5 minutes of freshness by the
    // server's clock, and as old as the page by this browser's, so they are not read again.
    serverRenderedProducts(Date.now() - 60 * 60_000);
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: ['/products/'] }),
    });
    // Awaited: RouterClient suspends until the router has taken the page's data.
    await act(async () => {
      render(
        <AppProviders session={router.options.context.session}>
          <RouterClient router={router} />
        </AppProviders>,
      );
    });

    const list = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(reads.count()).toBe(1));
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('(Showing 30 products)')).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('₹1,000')).toBeVisible();

    answer.open();
    // The cards on screen show what the whole list says (the new price), not the page's copy.
    await waitFor(() => expect(within(first).getByText('₹1,500')).toBeVisible());
    expect(within(first).queryByText('₹1,000')).not.toBeInTheDocument();
    expect(within(second).getByText('₹1,001')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(reads.count()).toBe(1);
    expect(categories.count()).toBe(0);
    expect(brands.count()).toBe(0);
  });
});
