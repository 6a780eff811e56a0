import { act } from '@testing-library/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { hydrateFirst, hydrateFirstAt } from '../../src/components/hydrate-first';
import { NARROW, stubViewportWidth, WIDE } from '../features/catalog/viewport';

/**
 * hydrateFirst asks React to hydrate the regions of the marked controls before the others,
 * which React would otherwise hydrate in the page's order. Each region here says when it has
 * hydrated (its effect runs then).
 */
let hydrated: string[] = [];

function Hydrated({ name }: { name: string }) {
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return <button type="button">{name}</button>;
}

function Region({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function Page({ sortMedia }: { sortMedia?: string }) {
  return (
    <main>
      <Region>
        <Hydrated name="Footer links" />
      </Region>
      <Region>
        <Region>
          <p {...hydrateFirstAt()}>
            <Hydrated name="Add to Cart" />
          </p>
        </Region>
      </Region>
      {sortMedia !== undefined && (
        <Region>
          <nav {...hydrateFirstAt(sortMedia)}>
            <Hydrated name="Price -- Low to High" />
          </nav>
        </Region>
      )}
    </main>
  );
}

/** Renders the page on the "server", then hydrates it, asking for the marked regions first or not. */
async function hydrate(page: ReactNode, first: boolean): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  hydrated = [];
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    if (first) hydrateFirst(root, container);
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  expect(errors).toEqual([]);
  return hydrated;
}

describe('hydrateFirst', () => {
  it("hydrates the page's regions in its order when not asked", async () => {
    expect(await hydrate(<Page />, false)).toEqual(['Footer links', 'Add to Cart']);
  });

  it('hydrates the region of a marked control first, however deep it is', async () => {
    expect(await hydrate(<Page />, true)).toEqual(['Add to Cart', 'Footer links']);
  });

  it('hydrates a control marked for some widths first only at those widths', async () => {
    stubViewportWidth(WIDE);
    const wide = await hydrate(<Page sortMedia="(min-width: 768px)" />, true);
    expect(wide.slice(0, 2)).toEqual(
      expect.arrayContaining(['Add to Cart', 'Price -- Low to High']),
    );
    expect(wide[2]).toBe('Footer links');

    stubViewportWidth(NARROW);
    expect(await hydrate(<Page sortMedia="(min-width: 768px)" />, true)).toEqual([
      'Add to Cart',
      'Footer links',
      'Price -- Low to High',
    ]);
  });
});
