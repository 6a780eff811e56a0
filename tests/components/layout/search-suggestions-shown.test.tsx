/**
 * What the search box suggests: from the second character and after the pause, categories,
 * brands and the most popular products, the match emphasised, and what the live region says.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { recordProductQueries } from '../../utils/product-queries';
import { onTestClock } from '../../utils/test-clock';
import { expectConsole } from '../../utils/console';
import {
  announced,
  focusSearch,
  listbox,
  optionNames,
  PAUSE_MS,
  restoreRealTimers,
  SA,
  typeAndPause,
} from './search-suggestions-support';

afterEach(restoreRealTimers);

describe('search suggestions: what shows', () => {
  it('from the second character, after the pause: brands and the most popular products, the match emphasised', async () => {
    const queries = recordProductQueries();
    const { user, box } = await focusSearch();

    await onTestClock(async (advance) => {
      await user.keyboard('s');
      await advance(PAUSE_MS);
      expect(queries).toEqual([]);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(box).toHaveAttribute('aria-expanded', 'false');

      await user.keyboard('a');
      await advance(PAUSE_MS - 1);
      expect(queries).toEqual([]);
      await advance(1);
      expect(queries).toEqual(['keyword=sa&limit=8']);
    });

    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls', listbox().id);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(optionNames()).toEqual(SA);
    expect(within(listbox()).getAllByRole('group')).toHaveLength(2);
    expect(within(listbox()).queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(
      within(within(listbox()).getByRole('group', { name: 'Products' })).getAllByRole('option'),
    ).toHaveLength(6);
    const brands = within(listbox()).getByRole('group', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Safari', 'Samsung']);
    const marks = (name: string) =>
      [...within(listbox()).getByRole('option', { name }).querySelectorAll('mark')].map(
        (mark) => mark.textContent,
      );
    expect(marks('Safari')).toEqual(['Sa']);
    expect(marks('Maybelline New York Colossal Kajal (Nude Pink)')).toEqual(['sa']);
    expect(marks('Samsung Metro 313 (Blue)')).toEqual(['Sa']);
    expect(announced()).toBe('8 suggestions');
  });

  it('categories come first, at most 3, those starting a word before the rest', async () => {
    const { user } = await focusSearch();
    await typeAndPause(user, 'mens');
    expect(
      within(await screen.findByRole('group', { name: 'Categories' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Men's Clothing", "Men's Footwear", "Women's Clothing"]);
    expect(optionNames()).toEqual([
      "Men's Clothing",
      "Men's Footwear",
      "Women's Clothing",
      'Adidas Ultrabounce Running Shoes (Black, UK 10)',
      'Bata Comfit Sandals (Pink, UK 3)',
      'Fabindia Cotton Kurta (Navy Blue, L)',
      'Nike Air Zoom Pegasus Running Shoes (White, UK 7)',
      'Biba Embroidered Suit Set (Off White, XS)',
    ]);
    expect(
      [
        ...within(listbox())
          .getByRole('option', { name: "Women's Clothing" })
          .querySelectorAll('mark'),
      ].map((mark) => mark.textContent),
    ).toEqual(["men's"]);
  });

  it('matches without accents: lakme finds the brand Lakmé', async () => {
    const { user } = await focusSearch();
    await typeAndPause(user, 'lakme');
    const brands = await screen.findByRole('group', { name: 'Brands' });
    expect(within(brands).getByRole('option').textContent).toBe('Lakmé');
    expect(within(brands).getByRole('option').querySelector('mark')?.textContent).toBe('Lakmé');
  });

  it('says "No suggestions" and stays closed when nothing matches', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'zz');
    await waitFor(() => expect(announced()).toBe('No suggestions'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('still suggests categories and brands when the products call fails', async () => {
    const warned = expectConsole('warn', 'Search suggestions: the products call failed');
    server.use(
      http.get('*/api/products/', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );
    const { user } = await focusSearch();
    await typeAndPause(user, 'sam');
    await waitFor(() => expect(optionNames()).toEqual(['Samsung']));
    expect(announced()).toBe('1 suggestion');
    expect(warned).toHaveBeenCalledWith(
      'Search suggestions: the products call failed',
      expect.anything(),
    );
  });
});
