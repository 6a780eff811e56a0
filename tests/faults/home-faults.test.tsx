import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { REQUEST_TIMEOUT_MS } from '../../src/api';
import { renderRoute } from '../utils/render-route';
import {
  captureErrors,
  expectPageStillWorks,
  failOnUnhandledRejections,
  FAULTS,
  injectFault,
  installRequestClock,
  specLogs,
  trackOpenRequests,
} from './support';
import { settleQueuedWork } from '../utils/gate';

const LOADING = /^Loading(| sections| Best Deals)\.\.\.$/;

interface HomeBlock {
  path: string;
  /** The spec §8 line logged when its fetch fails. */
  log: string;
  /** Its loading text (spec §2). */
  loading: string;
  /** What it shows once its fetch failed: an empty-state text, or nothing at all. */
  emptyText: string | null;
  /** True when the block's content is on screen. */
  shown: () => boolean;
}

const catalog = getCatalog();
const firstTitle = (sections: { title: string }[]) => sections[0]!.title;

const BLOCKS: Record<string, HomeBlock> = {
  categories: {
    path: '*/api/categories/',
    log: 'Error fetching categories',
    loading: 'Loading...',
    emptyText: null,
    shown: () => screen.queryByRole('navigation', { name: 'Shop by category' }) !== null,
  },
  banners: {
    path: '*/api/banners/',
    log: 'Error fetching banners',
    loading: 'Loading...',
    emptyText: 'No banners available',
    shown: () => screen.queryByRole('region', { name: 'Offers' }) !== null,
  },
  'top sections': {
    path: '*/api/section/top',
    log: 'Error fetching sections',
    loading: 'Loading sections...',
    emptyText: null,
    shown: () =>
      screen.queryByRole('heading', { level: 2, name: firstTitle(catalog.sectionsTop) }) !== null,
  },
  ads: {
    path: '*/api/ads/',
    log: 'Error fetching ads',
    loading: 'Loading...',
    emptyText: 'No ads available',
    shown: () => screen.queryByRole('region', { name: 'Advertisements' }) !== null,
  },
  'bottom sections': {
    path: '*/api/section/bottom',
    log: 'Error fetching sections',
    loading: 'Loading Best Deals...',
    emptyText: null,
    shown: () =>
      screen.queryByRole('heading', { level: 2, name: firstTitle(catalog.sectionsBottom) }) !==
      null,
  },
  'featured brands': {
    path: '*/api/featured_brands/',
    log: 'Error fetching featured brands',
    loading: 'Loading...',
    emptyText: null,
    shown: () => screen.queryByRole('heading', { level: 2, name: 'Featured Brands' }) !== null,
  },
};

const MATRIX = Object.entries(BLOCKS).flatMap(([name, block]) =>
  FAULTS.map((fault) => [name, fault, block] as const),
);

failOnUnhandledRejections();

describe('home: one block’s call fails, the rest of the page carries on (spec §8)', () => {
  it.each(MATRIX)('%s, %s', async (name, fault, block) => {
    const log = captureErrors();
    const clock = installRequestClock();
    const requests = trackOpenRequests();
    const injected = injectFault('get', block.path, fault);
    const rendered = await renderRoute('/');

    // Every other block loads in full.
    const others = Object.entries(BLOCKS).filter(([other]) => other !== name);
    await waitFor(() => {
      for (const [other, { shown }] of others) expect(shown(), other).toBe(true);
    });

    if (fault === 'timeout') {
      await waitFor(() => {
        expect(injected.hits()).toBeGreaterThan(0);
        expect(requests.open()).toBe(injected.hits());
      });
      clock.advance(REQUEST_TIMEOUT_MS - 1);
      await settleQueuedWork();
      expect(screen.getAllByText(block.loading).length).toBeGreaterThan(0);
      expect(specLogs(log)).toEqual([]);
      clock.advance(1);
    }

    // The failure is logged with the spec's words and loading ends: no block is left spinning.
    await waitFor(() => expect(specLogs(log)).toContain(block.log));
    await waitFor(() => expect(screen.queryAllByText(LOADING)).toEqual([]));
    expect(new Set(specLogs(log))).toEqual(new Set([block.log]));
    expect(block.shown()).toBe(false);
    if (block.emptyText) expect(screen.getByText(block.emptyText)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await expectPageStillWorks(rendered);
  });
});
