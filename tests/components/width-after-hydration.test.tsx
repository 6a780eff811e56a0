import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { Carousel } from '../../src/components/carousel';
import { UnlessMedia } from '../../src/components/unless-media';
import { NARROW, stubViewportWidth, WIDE } from '../features/catalog/viewport';

/**
 * A part of the page that depends on the screen's width is rendered for both widths on the
 * server (CSS decides) and learns the width once hydrated, in a synchronous re-render that a tap
 * would wait for (issue 27). That re-render must not render again what the width does not
 * change: the content the server's HTML already holds.
 */

/** How often each named piece of content rendered in the browser (not on the server). */
let renders = new Map<string, number>();
let counting = false;

function Counted({ name }: { name: string }) {
  if (counting) renders.set(name, (renders.get(name) ?? 0) + 1);
  return <span>{name}</span>;
}

/** Renders on the "server", then hydrates that HTML as the browser does; returns React's recoverable errors. */
async function serverRenderThenHydrate(ui: () => ReactNode): Promise<unknown[]> {
  const wrap = (node: ReactNode) => <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>;
  counting = false;
  const html = renderToString(wrap(ui()));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  renders = new Map();
  counting = true;
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(ui()), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return errors;
}

const QUERY = '(min-width: 1024px)';

describe('UnlessMedia, server rendered then hydrated', () => {
  it('keeps its content where the query does not match, without rendering it again', async () => {
    stubViewportWidth(NARROW);
    const errors = await serverRenderThenHydrate(() => (
      <UnlessMedia query={QUERY}>
        <Counted name="Open menu" />
      </UnlessMedia>
    ));

    expect(errors).toEqual([]);
    expect(screen.getByText('Open menu')).toBeInTheDocument();
    expect(renders.get('Open menu')).toBe(1);
  });

  it('drops its content once the query is known to match', async () => {
    stubViewportWidth(WIDE);
    const errors = await serverRenderThenHydrate(() => (
      <div data-testid="bar">
        <UnlessMedia query={QUERY}>
          <Counted name="Open menu" />
        </UnlessMedia>
        <Counted name="Bazaar" />
      </div>
    ));

    expect(errors).toEqual([]);
    expect(screen.queryByText('Open menu')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('bar')).getByText('Bazaar')).toBeInTheDocument();
  });
});

describe('the carousel, server rendered then hydrated', () => {
  const items = ['Mobiles', 'Laptops', 'Watches', 'Shoes', 'Books', 'Toys', 'Cameras', 'Bags'];
  const carousel = () => (
    <>
      <h2 id="sections-heading">Top sections</h2>
      <Carousel
        labelledBy="sections-heading"
        items={items}
        perView={{ narrow: 2, wide: 6 }}
        itemKey={(item) => item}
        renderItem={(item) => <Counted name={item} />}
      />
    </>
  );

  it('learns a wide screen without rendering its items again', async () => {
    stubViewportWidth(WIDE);
    const errors = await serverRenderThenHydrate(carousel);

    expect(errors).toEqual([]);
    const list = within(screen.getByRole('region', { name: 'Top sections' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(Object.fromEntries(renders)).toEqual({
      Mobiles: 1,
      Laptops: 1,
      Watches: 1,
      Shoes: 1,
      Books: 1,
      Toys: 1,
    });
  });

  it('learns a narrow screen, keeping the first two items as they were', async () => {
    stubViewportWidth(NARROW);
    const errors = await serverRenderThenHydrate(carousel);

    expect(errors).toEqual([]);
    const list = within(screen.getByRole('region', { name: 'Top sections' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobiles', 'Laptops']);
    expect(renders.get('Mobiles')).toBe(1);
    expect(renders.get('Laptops')).toBe(1);
  });
});
