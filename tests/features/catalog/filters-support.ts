import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';

/*
 * What the filters' tests (filters-*.test.tsx) share. They run the listing's filters against the
 * mock backend and its seeded catalog of 600 products. Every count they expect was read once from
 * the seed (price bands 453 / 27 / 14 / 106, ratings of 4, 3 and 2 and above 279 / 551 / 574,
 * discounts of 10 to 50 % and more 482 / 327 / 199 / 113 / 62).
 */

/** Records the query of every products call; the mock backend still answers it. */
export function recordProductCalls(): Record<string, string>[] {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get('*/api/products/', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return calls;
}

export const sidebar = async () =>
  within(await screen.findByRole('complementary', { name: 'Filters' }));

export const countLine = (text: string) => screen.findByText(text);

export async function shownSlugs(): Promise<string[]> {
  return within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!.replace('/product/', ''));
}

export const chipNames = () =>
  within(screen.getByRole('list', { name: 'Applied filters' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
