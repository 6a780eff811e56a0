/**
 * The listing with many products: its cards rendered a step at a time, the next step near the
 * end of the grid or on Show more, and the first step again after a re-sort.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { captureProducts, item, shownSlugs } from './listing-support';

/** The listing shows its products 24 at a time. */
const CARDS_PER_STEP = 24;

describe('listing: large numbers of products', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    item(`shoe-${index}`, `Shoe ${index}`, {
      price: 1000 + index,
      mrp: 2000,
      discount_percentage: 40,
      popularity: index,
      addedDate: '2024-01-01T00:00:00Z',
    }),
  );

  let triggers: (() => void)[] = [];
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    triggers = [];
    globalThis.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        triggers.push(() =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('renders a step of cards at a time while the count line says them all', async () => {
    captureProducts(many);
    const { user } = await renderRoute('/products/');
    expect(await screen.findByText('(Showing 60 products)')).toBeVisible();
    expect(await shownSlugs()).toHaveLength(CARDS_PER_STEP);

    // Nearing the end of the grid renders the next step.
    await waitFor(() => expect(triggers.length).toBeGreaterThan(0));
    act(() => triggers.at(-1)!());
    await waitFor(async () => expect(await shownSlugs()).toHaveLength(2 * CARDS_PER_STEP));

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await shownSlugs()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('starts again from the first step after a re-sort', async () => {
    stubViewportWidth(WIDE);
    captureProducts(many);
    const { user } = await renderRoute('/products/');
    await user.click(await screen.findByRole('button', { name: 'Show more products' }));
    expect(await shownSlugs()).toHaveLength(2 * CARDS_PER_STEP);
    await user.click(screen.getByRole('button', { name: 'Price -- Low to High' }));
    const slugs = await shownSlugs();
    expect(slugs).toHaveLength(CARDS_PER_STEP);
    expect(slugs[0]).toBe('shoe-0');
  });
});
