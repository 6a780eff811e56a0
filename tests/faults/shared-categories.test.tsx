import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { getCategories, isAbortError } from '../../src/api';
import { countRequests } from '../features/auth/auth-fixtures';
import { renderRoute } from '../utils/render-route';
import { failOnUnhandledRejections } from './support';

/** Answers the categories call with one category, recording the signal of every request. */
function recordCategories() {
  const signals: AbortSignal[] = [];
  server.use(
    http.get('*/api/categories/', ({ request }) => {
      signals.push(request.signal);
      return HttpResponse.json([{ id: 1, name: 'Mobiles', slug: 'mobiles', image_url: '' }]);
    }),
  );
  return signals;
}

failOnUnhandledRejections();

describe('categories: one cached read serves every reader', () => {
  it('a reader that arrives already aborted sends nothing', async () => {
    const requests = recordCategories();
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await getCategories({ signal: controller.signal }).catch((e) => e))).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
  });

  it('the home page asks for the categories once, for the bar and the strip', async () => {
    const calls = countRequests('GET', '/api/categories/');
    await renderRoute('/');
    const strip = await screen.findByRole(
      'navigation',
      { name: 'Shop by category' },
      { timeout: 5_000 },
    );
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    await waitFor(() =>
      expect(within(bar).getAllByRole('link').length).toBeGreaterThan(
        within(strip).getAllByRole('link').length - 1,
      ),
    );
    expect(within(strip).getByRole('link', { name: /Mobiles/ })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Mobiles' })).toBeInTheDocument();
    expect(calls.count()).toBe(1);
  });

  it('the listing sidebar and all categories reuse the read: no second request', async () => {
    const calls = countRequests('GET', '/api/categories/');
    const { router } = await renderRoute('/');
    await screen.findByRole('navigation', { name: 'Shop by category' }, { timeout: 5_000 });
    await act(() => router.navigate({ to: '/allcategories' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mobiles' })).toBeVisible();
    await act(() => router.navigate({ to: '/products/' }));
    await screen.findByRole('heading', { level: 1, name: "Men's Footwear" });
    expect(calls.count()).toBe(1);
  });
});
