import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { server } from '../../mocks/node';
import { captureErrors, specLogs } from '../faults/support';
import { settleQueuedWork } from '../utils/gate';
import { renderRoute, type RenderedRoute } from '../utils/render-route';

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
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT!.name })).toBeVisible();
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
