import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { server } from '../../mocks/node';
import { captureErrors, specLogs } from '../faults/support';
import { settleQueuedWork } from '../utils/gate';
import { renderRoute, type RenderedRoute } from '../utils/render-route';
import { countRequests } from '../features/auth/auth-fixtures';
import { stubViewportWidth, WIDE } from '../features/catalog/viewport';

const [PRODUCT, OTHER] = getCatalog().findProducts({ terms: [] });

/** Counts the product reads per slug; `answer` may replace the mock's answer. */
function countProductReads(answer?: (slug: string, hit: number) => Response | undefined) {
  const hits = new Map<string, number>();
  server.use(
    http.get('*/api/product/:slug', ({ params }) => {
      const slug = String(params.slug);
      const hit = (hits.get(slug) ?? 0) + 1;
      hits.set(slug, hit);
      return answer?.(slug, hit);
    }),
  );
  return (slug: string) => hits.get(slug) ?? 0;
}

async function openProduct({ router }: RenderedRoute, slug: string) {
  await act(() =>
    router.navigate({ to: '/product/$product_slug', params: { product_slug: slug } }),
  );
}

async function openFaq({ router }: RenderedRoute) {
  await act(() => router.navigate({ to: '/faq' }));
  await screen.findByRole('heading', { level: 1, name: /FAQ|Frequently/i });
}

/**
 * Route data stays in the router's cache while fresh (createAppRouter: 30 s), but only whole
 * data: a failed read, or one cancelled by leaving its page, is read again on the next visit.
 */
describe("route data in the router's cache", () => {
  it('shows a product visited again while its data is fresh without reading it again', async () => {
    const reads = countProductReads();
    const rendered = await renderRoute(`/product/${PRODUCT!.slug}`);
    await screen.findByRole('heading', { level: 1, name: PRODUCT!.name });
    await openFaq(rendered);

    await openProduct(rendered, PRODUCT!.slug);
    // From the cache: the product is there as soon as the page is, with no loading frame.
    expect(screen.getByRole('heading', { level: 1, name: PRODUCT!.name })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await settleQueuedWork();
    expect(reads(PRODUCT!.slug)).toBe(1);
  });

  it('reads a product again when the last read failed', async () => {
    const log = captureErrors();
    const reads = countProductReads((_slug, hit) =>
      hit === 1 ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : undefined,
    );
    const rendered = await renderRoute(`/product/${OTHER!.slug}`);
    await waitFor(() => expect(specLogs(log)).toEqual(['Error fetching product details']));
    await openFaq(rendered);

    await openProduct(rendered, OTHER!.slug);
    expect(await screen.findByRole('heading', { level: 1, name: OTHER!.name })).toBeVisible();
    expect(reads(OTHER!.slug)).toBe(2);
  });

  it('reads a page again when it was left with its read in flight (leaving cancelled it)', async () => {
    const reads = countProductReads();
    const hung: AbortSignal[] = [];
    server.use(
      http.get(
        '*/api/product/:slug',
        async ({ request }) => {
          hung.push(request.signal);
          await delay('infinite');
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const rendered = await renderRoute(`/product/${PRODUCT!.slug}`);
    await waitFor(() => expect(hung).toHaveLength(1));
    await openFaq(rendered);
    await waitFor(() => expect(hung[0]!.aborted).toBe(true));

    await openProduct(rendered, PRODUCT!.slug);
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT!.name })).toBeVisible();
    expect(reads(PRODUCT!.slug)).toBe(1);
  });
});

/** The brands' freshness on the listing routes (the shared lists' 5 minutes, not the 30 s). */
const BRANDS_FRESH_MS = 5 * 60_000;

const brandLinks = () =>
  within(screen.getByRole('region', { name: 'Brands' })).queryAllByRole('link');

async function openListing(
  { router }: RenderedRoute,
  to: '/products/' | '/cat/$slug' | '/brand/$slug',
) {
  await act(() =>
    to === '/products/'
      ? router.navigate({ to })
      : router.navigate({ to, params: { slug: to === '/cat/$slug' ? 'mens-footwear' : 'bata' } }),
  );
  await screen.findByRole('heading', { level: 1, name: "Men's Footwear" });
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The brands are the listing routes' one read (their shared layout's loader): made once for
 * every listing visited while it is fresh, made again once it is not or after it failed.
 */
describe('the brands of the listings', () => {
  // Wide: the filter panel that lists the brands is on screen.
  beforeEach(() => stubViewportWidth(WIDE));

  it('are read once however many listings are visited while fresh, and again after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads = countRequests('GET', '/api/brands/');
    const rendered = await renderRoute('/products/');
    await waitFor(() => expect(brandLinks().length).toBeGreaterThan(0));
    await openListing(rendered, '/cat/$slug');
    await openListing(rendered, '/brand/$slug');
    await openFaq(rendered);
    vi.advanceTimersByTime(BRANDS_FRESH_MS - 1);
    await openListing(rendered, '/products/');
    await settleQueuedWork();
    expect(reads.count()).toBe(1);

    await openFaq(rendered);
    vi.advanceTimersByTime(1);
    await openListing(rendered, '/cat/$slug');
    await waitFor(() => expect(reads.count()).toBe(2));
  });

  it('are read again on the next visit to the listings when the read failed', async () => {
    const log = captureErrors();
    server.use(
      http.get('*/api/brands/', () => HttpResponse.json({ error: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const rendered = await renderRoute('/products/');
    await waitFor(() => expect(specLogs(log)).toEqual(['Error fetching brands']));
    expect(brandLinks()).toEqual([]);
    await openFaq(rendered);

    await openListing(rendered, '/products/');
    await waitFor(() => expect(brandLinks().length).toBeGreaterThan(0));
    expect(specLogs(log)).toEqual(['Error fetching brands']);
  });
});
