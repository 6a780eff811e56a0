/**
 * The search suggestions while the shopper types fast: one products call for the text typed
 * last, earlier calls aborted, and earlier suggestions shown only while they still match.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createGate, settleQueuedWork } from '../../utils/gate';
import { recordProductQueries } from '../../utils/product-queries';
import { onTestClock } from '../../utils/test-clock';
import {
  announced,
  focusSearch,
  optionNames,
  PAUSE_MS,
  restoreRealTimers,
  SA,
  typeAndPause,
} from './search-suggestions-support';

/** What the seed suggests for 'sam', most popular products first. */
const SAM = [
  'Samsung',
  'Samsung Crystal 4K Vivid Smart LED TV (Titan Grey, 50 inch)',
  'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
  'Samsung Metro 313 (Blue)',
  'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)',
  'Samsung Crystal 4K Vivid Smart LED TV (Titan Grey, 32 inch)',
  'Samsung Convertible 5-in-1 Double Door Refrigerator (Blue Floral, 260 L)',
  'Samsung Digital Inverter Top Load Washing Machine (Grey, 9 kg)',
];

afterEach(restoreRealTimers);

describe('search suggestions: typing fast', () => {
  it('asks once, for the text the shopper stopped at', async () => {
    const queries = recordProductQueries();
    const { user } = await focusSearch();
    await typeAndPause(user, 'sam');
    await waitFor(() => expect(optionNames()).toEqual(SAM));
    expect(queries).toEqual(['keyword=sam&limit=8']);
  });

  it('aborts the earlier products call and never shows its answer', async () => {
    const gate = createGate();
    const earlier: AbortSignal[] = [];
    server.use(
      http.get('*/api/products/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('keyword') !== 'sa') return undefined;
        earlier.push(request.signal);
        await gate.opened;
        return HttpResponse.json([
          {
            id: 9999,
            slug: 'stale-sandal',
            name: 'Stale Sandal',
            brand: 'Bata',
            categories: ['Fashion'],
            price: 499,
            mrp: 999,
            discount_percentage: 50,
            popularity: 1,
            addedDate: '2024-01-01T00:00:00Z',
            thumb_300_img: '/img/products/casual-shoes-1.webp',
          },
        ]);
      }),
    );
    const { user } = await focusSearch();
    await typeAndPause(user, 'sa');
    await waitFor(() => expect(earlier).toHaveLength(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await onTestClock(async (advance) => {
      await user.keyboard('m');
      expect(earlier[0]!.aborted).toBe(true);
      await advance(PAUSE_MS);
    });
    await waitFor(() => expect(optionNames()).toEqual(SAM));

    gate.open();
    await settleQueuedWork();
    expect(optionNames()).toEqual(SAM);
    expect(screen.queryByRole('option', { name: 'Stale Sandal' })).not.toBeInTheDocument();
    expect(announced()).toBe('8 suggestions');
  });

  it('while the next answer comes, shows only earlier suggestions that match the text in the box', async () => {
    const gate = createGate();
    server.use(
      http.get('*/api/products/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('keyword') === 'sam') await gate.opened;
        return undefined;
      }),
    );
    const { user } = await focusSearch();
    await typeAndPause(user, 'sa');
    await waitFor(() => expect(optionNames()).toEqual(SA));

    await onTestClock(async (advance) => {
      await user.keyboard('m');
      expect(optionNames()).toEqual([
        'Samsung',
        'Samsung Crystal 4K Vivid Smart LED TV (Titan Grey, 50 inch)',
        'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
        'Samsung Metro 313 (Blue)',
        'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)',
      ]);
      expect(announced()).toBe('');
      await advance(PAUSE_MS);
    });
    gate.open();
    await waitFor(() => expect(optionNames()).toEqual(SAM));
    expect(announced()).toBe('8 suggestions');
  });
});
