import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import type { ProductListItem } from '../../../src/api';

/**
 * What the listing's tests (listing-*.test.tsx) share: products made to order, a fixture of five
 * whose sort orders are written out, the products call answered with them, and the cards shown.
 */

let nextId = 1;

export function item(
  slug: string,
  name: string,
  fields: Pick<
    ProductListItem,
    'price' | 'mrp' | 'discount_percentage' | 'popularity' | 'addedDate'
  >,
): ProductListItem {
  return {
    id: nextId++,
    slug,
    name,
    brand: 'Bata',
    categories: ["Men's Footwear", 'Sneakers'],
    thumb_300_img: `/img/products/${slug}.svg`,
    in_stock: true,
    ...fields,
  };
}

/**
 * Fetched order a, b, c, d, e. Ties: a/d on popularity, a/c on price, c/e on date; each must
 * keep the fetched order whatever the direction.
 */
export const FIXTURE: ProductListItem[] = [
  item('canvas-sneaker', 'Canvas Sneaker', {
    price: 999.9,
    mrp: 1999.99,
    discount_percentage: 50.7,
    popularity: 80,
    addedDate: '2024-02-10T00:00:00Z',
  }),
  item('oxford-formal', 'Oxford Formal', {
    price: 2499,
    mrp: 3999,
    discount_percentage: 37,
    popularity: 95,
    addedDate: '2024-01-05T00:00:00Z',
  }),
  item('trail-runner', 'Trail Runner', {
    price: 999.9,
    mrp: 1499,
    discount_percentage: 33,
    popularity: 60,
    addedDate: '2024-05-20T00:00:00Z',
  }),
  item('leather-loafer', 'Leather Loafer', {
    price: 12345.5,
    mrp: 15000,
    discount_percentage: 17,
    popularity: 80,
    addedDate: '2024-04-01T00:00:00Z',
  }),
  item('flip-flop', 'Flip Flop', {
    price: 199,
    mrp: 399,
    discount_percentage: 50,
    popularity: 30,
    addedDate: '2024-05-20T00:00:00Z',
  }),
];

export const ORDERS = {
  Popularity: ['oxford-formal', 'canvas-sneaker', 'leather-loafer', 'trail-runner', 'flip-flop'],
  'Price -- Low to High': [
    'flip-flop',
    'canvas-sneaker',
    'trail-runner',
    'oxford-formal',
    'leather-loafer',
  ],
  'Price -- High to Low': [
    'leather-loafer',
    'oxford-formal',
    'canvas-sneaker',
    'trail-runner',
    'flip-flop',
  ],
  'Newest First': [
    'trail-runner',
    'flip-flop',
    'leather-loafer',
    'canvas-sneaker',
    'oxford-formal',
  ],
} as const;

/** Answers the products call with `products` and records every request it gets. */
export function captureProducts(products: readonly ProductListItem[] = FIXTURE) {
  const requests: URL[] = [];
  server.use(
    http.get('*/api/products/', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(products);
    }),
  );
  return {
    requests,
    lastQuery: () => Object.fromEntries(requests.at(-1)?.searchParams ?? []),
  };
}

export const productList = () => screen.findByRole('list', { name: 'Products' });

export async function shownSlugs(): Promise<string[]> {
  return within(await productList())
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!.replace('/product/', ''));
}
