/** The search suggestions chosen with a pointer or a touch: the focus stays in the box. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  focusSearch,
  listbox,
  restoreRealTimers,
  typeAndPause,
} from './search-suggestions-support';

afterEach(restoreRealTimers);

describe('search suggestions: pointer and touch', () => {
  it('pressing an option keeps the focus in the box, and releasing it opens the suggestion', async () => {
    const { user, box, location } = await focusSearch();
    await typeAndPause(user, 'sam');
    const samsung = await screen.findByRole('option', { name: 'Samsung' });
    await user.pointer({ keys: '[MouseLeft>]', target: samsung });
    expect(box).toHaveFocus();
    expect(listbox()).toBeVisible();
    await user.pointer({ keys: '[/MouseLeft]', target: samsung });
    await waitFor(() => expect(location()).toBe('/brand/samsung'));
  });

  it('a tap on an option opens it', async () => {
    const { user, location } = await focusSearch();
    await typeAndPause(user, 'galaxy watch');
    const option = await screen.findByRole('option', {
      name: 'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
    });
    await user.pointer({ keys: '[TouchA]', target: option });
    await waitFor(() =>
      expect(location()).toBe('/product/samsung-galaxy-watch-fe-jet-black-40-mm-219'),
    );
  });
});
