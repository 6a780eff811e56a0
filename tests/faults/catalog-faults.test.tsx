import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { REQUEST_TIMEOUT_MS } from '../../src/api';
import { stubViewportWidth, WIDE } from '../features/catalog/viewport';
import { expectConsole } from '../utils/console';
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
  type Fault,
  type InjectedFault,
  type RequestClock,
} from './support';
import { settleQueuedWork } from '../utils/gate';

const catalog = getCatalog();
const PRODUCT = catalog.findProducts({ terms: [] })[0]!;

const productLinks = () =>
  within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('link');
const categoryTriggers = () =>
  within(screen.getByRole('region', { name: 'CATEGORIES' })).queryAllByRole('button');
const brandLinks = () =>
  within(screen.getByRole('region', { name: 'Brands' })).queryAllByRole('link');

/**
 * For a timeout: waits until only the hung request is open, checks the screen still waits a
 * moment before the deadline, then lets the deadline pass.
 */
async function passTheDeadline(
  clock: RequestClock,
  injected: InjectedFault,
  open: () => number,
  stillWaiting: () => void,
): Promise<void> {
  await waitFor(() => {
    expect(injected.hits()).toBeGreaterThan(0);
    expect(open()).toBe(injected.hits());
  });
  clock.advance(REQUEST_TIMEOUT_MS - 1);
  await settleQueuedWork();
  stillWaiting();
  clock.advance(1);
}

failOnUnhandledRejections();

describe('listing: a failed call is logged, its list stays empty, the rest works (spec §8)', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  const CASES = [
    {
      call: 'products',
      path: '*/api/products/',
      log: 'Error fetching products',
      stillWaiting: () => expect(screen.getByText('Loading...')).toBeVisible(),
      failed: async () => {
        expect(await screen.findByText('(Showing 0 products)')).toBeVisible();
        expect(productLinks()).toEqual([]);
        await waitFor(() => {
          expect(categoryTriggers().length).toBeGreaterThan(0);
          expect(brandLinks().length).toBeGreaterThan(0);
        });
      },
    },
    {
      call: 'brands',
      path: '*/api/brands/',
      log: 'Error fetching brands',
      stillWaiting: () => expect(brandLinks()).toEqual([]),
      failed: async () => {
        // The other lists fill in as their reads arrive, on their own.
        await waitFor(() => {
          expect(productLinks().length).toBeGreaterThan(0);
          expect(categoryTriggers().length).toBeGreaterThan(0);
        });
        expect(brandLinks()).toEqual([]);
      },
    },
    {
      call: 'categories',
      path: '*/api/categories/',
      log: 'Error fetching categories',
      stillWaiting: () => expect(categoryTriggers()).toEqual([]),
      failed: async () => {
        await waitFor(() => {
          expect(productLinks().length).toBeGreaterThan(0);
          expect(brandLinks().length).toBeGreaterThan(0);
        });
        expect(categoryTriggers()).toEqual([]);
      },
    },
  ];

  const MATRIX = CASES.flatMap((scenario) =>
    FAULTS.map((fault) => [scenario.call, fault, scenario] as const),
  );

  it.each(MATRIX)('%s, %s', async (_call, fault: Fault, scenario) => {
    const log = captureErrors();
    if (scenario.call === 'products') {
      // The search box's suggestions read the same call while the shopper types in it (in
      // expectPageStillWorks); whether theirs fails before the search leaves the page is timing.
      expectConsole('warn', 'Search suggestions: the products call failed');
    }
    const clock = installRequestClock();
    const requests = trackOpenRequests();
    const injected = injectFault('get', scenario.path, fault);
    const rendered = await renderRoute('/products/');
    await screen.findByRole('heading', { level: 1, name: "Men's Footwear" });

    if (fault === 'timeout') {
      await passTheDeadline(clock, injected, requests.open, () => {
        scenario.stillWaiting();
        expect(specLogs(log)).toEqual([]);
      });
    }

    await waitFor(() => expect(specLogs(log)).toContain(scenario.log));
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    await scenario.failed();
    expect(new Set(specLogs(log))).toEqual(new Set([scenario.log]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The sort buttons keep working on whatever was fetched.
    await rendered.user.click(screen.getByRole('button', { name: 'Price -- Low to High' }));
    expect(screen.getByRole('button', { name: 'Price -- Low to High' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await expectPageStillWorks(rendered);
  });
});

describe('product detail: a failed call says so (spec §8)', () => {
  it.each(FAULTS)('%s', async (fault) => {
    const log = captureErrors();
    const clock = installRequestClock();
    const requests = trackOpenRequests();
    const injected = injectFault('get', '*/api/product/:slug', fault);
    const rendered = await renderRoute(`/product/${PRODUCT.slug}`);

    if (fault === 'timeout') {
      await passTheDeadline(clock, injected, requests.open, () => {
        expect(screen.getByText('Loading...')).toBeVisible();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      });
    }

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching product details');
    expect(log).toHaveBeenCalledWith('Error fetching product details', expect.anything());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    await expectPageStillWorks(rendered);
  });
});
