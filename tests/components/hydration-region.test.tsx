import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { HydrationRegion } from '../../src/components/hydration-region';

/** A part of the page that notes when it has hydrated (its effects run then). */
function Part({ name, hydrated }: { name: string; hydrated: string[] }) {
  useEffect(() => {
    hydrated.push(name);
  }, [hydrated, name]);
  return <p>{name}</p>;
}

/** A page whose footer comes before the shopper's controls in the tree. */
interface Marks {
  first?: boolean;
}

function Page({ hydrated, marks }: { hydrated: string[]; marks: Marks }) {
  return (
    <>
      <HydrationRegion>
        <Part name="footer" hydrated={hydrated} />
      </HydrationRegion>
      <HydrationRegion {...marks}>
        <Part name="controls" hydrated={hydrated} />
        <HydrationRegion>
          <Part name="details" hydrated={hydrated} />
        </HydrationRegion>
      </HydrationRegion>
    </>
  );
}

/** Hydrates the server's HTML of the page; the parts in the order they hydrated. */
async function hydratePage(marks: Marks) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page hydrated={[]} marks={marks} />);
  document.body.append(container);
  const serverControls = container.querySelectorAll('p')[1];
  const hydrated: string[] = [];
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page hydrated={hydrated} marks={marks} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { hydrated, errors, kept: container.querySelectorAll('p')[1] === serverControls };
}

describe('HydrationRegion', () => {
  it('hydrates regions in the order of the page', async () => {
    const { hydrated, errors } = await hydratePage({});
    expect(hydrated).toEqual(['footer', 'controls', 'details']);
    expect(errors).toEqual([]);
  });

  it('hydrates a region marked first, and the regions in it, before the regions ahead of it', async () => {
    const { hydrated, errors, kept } = await hydratePage({ first: true });
    expect(hydrated).toEqual(['controls', 'details', 'footer']);
    // No mismatch, and the server's elements are the ones hydrated, not rendered afresh.
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
  });
});
