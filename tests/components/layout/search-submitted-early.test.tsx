import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { recordProductQueries } from '../../utils/product-queries';
import { onTestClock } from '../../utils/test-clock';

/**
 * The suggestions' code loads apart from the search box, when the box is first focused. Here it
 * is held back until the test lets it arrive, as on a slow network.
 */
const suggestionsCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});

vi.mock('../../../src/components/layout/search-suggestions', async (importOriginal) => {
  await suggestionsCode.arrived;
  return importOriginal();
});

const SEARCH = 'Search for Products, Brands and More';
/** The documented pause after a keystroke before suggestions are asked for. */
const PAUSE_MS = 60;

describe('a search submitted before the suggestions have loaded', () => {
  it('leaves the results uncovered: the suggestions stay closed until the shopper edits the text', async () => {
    const queries = recordProductQueries();
    const { user, location } = await renderRoute('/allcategories');
    const box = screen.getByRole('combobox', { name: SEARCH });
    await user.click(box);
    await user.keyboard('shoes{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=shoes'));
    // The results are on screen: the route has finished loading before the code arrives.
    expect(await screen.findByText(/^\(Showing \d+ products\)$/)).toBeVisible();
    // And the route loader's period after the path change is over (its timer is on the real
    // clock, which the test's clock below must not hold).
    await waitFor(() =>
      expect(screen.getByTestId('route-loader')).toHaveAttribute('data-active', 'false'),
    );

    // The code arrives; then the pause after the last keystroke passes on the test's clock.
    suggestionsCode.arrive();
    await import('../../../src/components/layout/search-suggestions');
    await onTestClock(async (advance) => {
      await advance(0);
      expect(document.getElementById(box.getAttribute('aria-controls')!)).toBeInTheDocument();
      await advance(PAUSE_MS);
    });
    // The listing's read only: no suggestions asked for the text just searched.
    await waitFor(() => expect(queries).toContain('keyword=shoes'));
    expect(queries).toEqual(['keyword=shoes']);
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('shoes');

    // Editing the text opens them again.
    // No waits between keys, so the typing works on the test's clock.
    const typist = userEvent.setup({ delay: null });
    await onTestClock(async (advance) => {
      await typist.keyboard('{Backspace}');
      await advance(PAUSE_MS);
    });
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
});
