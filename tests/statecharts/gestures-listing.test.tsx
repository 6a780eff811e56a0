/**
 * The gestures of the listing's sort buttons (the listingSort machine), performed in the real
 * screen; the machine's state read through XState inspection.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewportWidth, WIDE } from '../features/catalog/viewport';
import { gestureCases, open, performsAsCharted, startGestures, user } from './gestures-support';

vi.mock('xstate', async (importOriginal) =>
  (await import('./gestures-recorder')).recordingXState(importOriginal),
);
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('./gestures-recorder')).recordingXStateReact(importOriginal),
);

beforeEach(startGestures);

async function openListing() {
  stubViewportWidth(WIDE);
  await open('/products/');
  await screen.findByText(/\(Showing [1-9]\d* products\)/);
}

const sortButton = (name: string) => screen.getByRole('button', { name });

const cases = gestureCases('listing', {
  listingSort: {
    'sort.popularity': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Price -- Low to High'));
        await user.click(sortButton('Popularity'));
      },
      state: 'popularity',
      sees: async () => expect(sortButton('Popularity')).toHaveAttribute('aria-pressed', 'true'),
    },
    'sort.priceLowToHigh': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Price -- Low to High'));
      },
      state: 'priceLowToHigh',
      sees: async () =>
        expect(sortButton('Price -- Low to High')).toHaveAttribute('aria-pressed', 'true'),
    },
    'sort.priceHighToLow': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Price -- High to Low'));
      },
      state: 'priceHighToLow',
      sees: async () =>
        expect(sortButton('Price -- High to Low')).toHaveAttribute('aria-pressed', 'true'),
    },
    'sort.newestFirst': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Newest First'));
      },
      state: 'newestFirst',
      sees: async () => expect(sortButton('Newest First')).toHaveAttribute('aria-pressed', 'true'),
    },
  },
});

describe('the gesture table', () => {
  it.each(cases)('%s: %s, sent on %s, takes the machine where the chart says', performsAsCharted);
});
