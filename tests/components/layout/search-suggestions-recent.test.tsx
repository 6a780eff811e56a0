/**
 * The recent searches the box suggests when focused and empty: most recent first, five at most,
 * each once, and forgotten with "Clear recent searches".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  announced,
  focusSearch,
  listbox,
  optionNames,
  restoreRealTimers,
} from './search-suggestions-support';

const RECENT_KEY = 'bazaar.recentSearches';

afterEach(restoreRealTimers);

describe('search suggestions: recent searches', () => {
  it('focused and empty: the last searches, most recent first; choosing one searches it', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['saree', 'watch']));
    const { user, box, location } = await focusSearch();
    expect(optionNames()).toEqual(['saree', 'watch']);
    expect(within(listbox()).getByRole('group', { name: 'Recent searches' })).toBeVisible();
    expect(announced()).toBe('2 recent searches');

    await user.keyboard('kurta{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=kurta'));
    await user.clear(box);
    await waitFor(() => expect(optionNames()).toEqual(['kurta', 'saree', 'watch']));
    expect(announced()).toBe('3 recent searches');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=saree'));
    expect(box).toHaveValue('saree');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['saree', 'kurta', 'watch']);
  });

  it('keeps five, each once', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['a1', 'a2', 'Kurta', 'a4', 'a5']));
    const { user, box, location } = await focusSearch();
    await user.keyboard('kurta{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=kurta'));
    await user.clear(box);
    await waitFor(() => expect(optionNames()).toEqual(['kurta', 'a1', 'a2', 'a4', 'a5']));
  });

  it('"Clear recent searches" is reached with Tab and forgets them', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['saree', 'watch']));
    const { user, box } = await focusSearch();
    expect(optionNames()).toEqual(['saree', 'watch']);

    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear recent searches' });
    expect(clear).toHaveFocus();
    expect(listbox()).toBeVisible();
    expect(within(listbox()).queryByRole('button')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear recent searches' })).not.toBeInTheDocument();
    expect(announced()).toBe('Recent searches cleared');
    expect(localStorage.getItem(RECENT_KEY)).toBeNull();
  });

  it('none stored: nothing opens on focus', async () => {
    const { box } = await focusSearch();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(announced()).toBe('');
  });
});
