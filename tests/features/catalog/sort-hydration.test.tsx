import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { listingSortMachine } from '../../../machines/listing-sort.machine';
import { AppProviders } from '../../../src/app/providers';
import { createSession } from '../../../src/app/session';
import { SortControls } from '../../../src/features/catalog/listing/sort-controls';
import { NARROW, stubViewportWidth, WIDE } from './viewport';

/**
 * The listing's sort controls on a server-rendered page: the server renders both widths' controls
 * (CSS shows one), each a hydration region of its own. A press that lands before the page has
 * hydrated still sorts, and the other width's controls go without a hydration mismatch.
 */
function Controls() {
  const sorter = useActorRef(listingSortMachine);
  return <SortControls sorter={sorter} filters={<p>Price bands</p>} />;
}

const page = () => (
  <AppProviders session={createSession()}>
    <Controls />
  </AppProviders>
);

/** The server's HTML in a container in the document (until the test ends), not hydrated yet. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/** Hydrates the container, running `meanwhile` before React has hydrated anything; the recoverable errors React reports. */
async function hydrate(container: HTMLElement, meanwhile = () => {}): Promise<unknown[]> {
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
    meanwhile();
  });
  onTestFinished(() => act(() => root?.unmount()));
  return errors;
}

const sortBar = () => screen.getByRole('navigation', { name: 'Sort products' });

describe('the sort controls, server rendered then hydrated', () => {
  it('sorts on a press made before hydration, then keeps only the sort bar on a large screen', async () => {
    stubViewportWidth(WIDE);
    const container = serverRendered();
    // Both widths' controls are in the server's HTML; the page's CSS media queries, which jsdom
    // does not apply, decide which one shows.
    const lowToHigh = within(container).getByRole('button', {
      name: 'Price -- Low to High',
      hidden: true,
    });
    expect(lowToHigh).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(container).getByRole('button', { name: 'Sort', hidden: true }),
    ).toBeInTheDocument();

    const errors = await hydrate(container, () => lowToHigh.click());

    expect(errors).toEqual([]);
    expect(within(sortBar()).getByRole('button', { name: 'Price -- Low to High' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sortBar()).getByRole('button', { name: 'Popularity' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('keeps only the Filter and Sort buttons on a small screen, and sorts from its dialog', async () => {
    stubViewportWidth(NARROW);
    const errors = await hydrate(serverRendered());

    expect(errors).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Sort products' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort By' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Price -- High to Low' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Sort By' })).getByRole('radio', {
        name: 'Price -- High to Low',
      }),
    ).toBeChecked();
  });
});
