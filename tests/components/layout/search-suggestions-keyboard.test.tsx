/**
 * The search suggestions from the keyboard (the ARIA combobox pattern): the arrows, Enter,
 * Escape and Tab, and typing after a highlight.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordProductQueries } from '../../utils/product-queries';
import {
  focusSearch,
  listbox,
  optionNames,
  restoreRealTimers,
  SA,
  typeAndPause,
} from './search-suggestions-support';

/** What the seed suggests for 'galaxy watch'. */
const GALAXY_WATCH = [
  'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
  'Samsung Galaxy Watch FE (Rose Pink, 46 mm)',
];

afterEach(restoreRealTimers);

describe('search suggestions: keyboard (ARIA combobox)', () => {
  it('ArrowDown and ArrowUp move through the options, wrapping; Enter opens the product', async () => {
    const { user, box, location } = await focusSearch();
    await typeAndPause(user, 'galaxy watch');
    await waitFor(() => expect(optionNames()).toEqual(GALAXY_WATCH));
    const [first, second] = within(listbox()).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/product/samsung-galaxy-watch-fe-rose-pink-46-mm-479'),
    );
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('galaxy watch');
  });

  it.each([
    ['shoes', 'Sports Shoes', '/cat/sports-shoes'],
    ['sam', 'Samsung', '/brand/samsung'],
  ])('Enter on a highlighted %s suggestion opens its listing', async (text, first, path) => {
    const { user, location } = await focusSearch();
    await typeAndPause(user, text);
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}');
    expect(within(listbox()).getByRole('option', { selected: true })).toHaveTextContent(first);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(path));
  });

  it('Enter with nothing highlighted searches the text; the listing asks for every match', async () => {
    const queries = recordProductQueries();
    const { user, box, location } = await focusSearch();
    await typeAndPause(user, 'kurta');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=kurta'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(queries).toEqual(['keyword=kurta&limit=8', 'keyword=kurta']));
  });

  it('Escape closes and keeps the text; ArrowDown opens again', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('sa');
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual(SA);
    expect(within(listbox()).getByRole('option', { selected: true })).toHaveTextContent('Safari');
  });

  it('Tab closes', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('typing after a highlight starts over with nothing highlighted', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}m');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(within(listbox()).queryByRole('option', { selected: true })).not.toBeInTheDocument();
  });
});
