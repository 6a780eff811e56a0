/**
 * Where the search suggestions come from: the brands read once (or taken from the listing's own
 * read), and the suggestions gone with the search box.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../utils/render-route';
import {
  focusBox,
  focusSearch,
  restoreRealTimers,
  SEARCH,
  typeAndPause,
} from './search-suggestions-support';

afterEach(restoreRealTimers);

function countRequests(path: string): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('search suggestions: where they come from', () => {
  it('reads the brands once, when the box is first focused, not per keystroke', async () => {
    const brandRequests = countRequests('/api/brands/');
    const rendered = await renderRoute('/allcategories');
    await screen.findByRole('heading', { level: 1, name: 'All Categories' });
    expect(brandRequests()).toBe(0);
    const { user } = await focusBox(rendered);
    await typeAndPause(user, 'sam');
    expect(await screen.findByRole('option', { name: 'Samsung' })).toBeVisible();
    await typeAndPause(user, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'Safari' })).toBeVisible();
    expect(brandRequests()).toBe(1);
  });

  it("takes its brands from the listing's own read on a listing page: one brands call in all", async () => {
    const brandRequests = countRequests('/api/brands/');
    const rendered = await renderRoute('/products/');
    await screen.findByRole('heading', { level: 1, name: "Men's Footwear" });
    expect(brandRequests()).toBe(1);
    const { user } = await focusBox(rendered);
    await typeAndPause(user, 'sam');
    expect(await screen.findByRole('option', { name: 'Samsung' })).toBeVisible();
    await typeAndPause(user, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'Safari' })).toBeVisible();
    expect(brandRequests()).toBe(1);
  });

  it('are gone with the search box on a page that hides it', async () => {
    const { user, router } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    vi.useRealTimers();
    await act(() => router.navigate({ to: '/about' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });
});
