import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createGate, settleQueuedWork } from '../../utils/gate';
import { recordProductQueries } from '../../utils/product-queries';
import { onTestClock } from '../../utils/test-clock';
import { renderRoute, type RenderedRoute } from '../../utils/render-route';
import { expectConsole } from '../../utils/console';

const SEARCH = 'Search for Products, Brands and More';
/** The documented pause after a keystroke before suggestions are asked for. */
const PAUSE_MS = 60;
const RECENT_KEY = 'bazaar.recentSearches';

/** What the seed (600 products) suggests, most popular products first. */
const SA = [
  'Safari',
  'Samsung',
  'Maybelline New York Colossal Kajal (Nude Pink)',
  'Bata Comfit Sandals (Pink, UK 3)',
  'Samsung Crystal 4K Vivid Smart LED TV (Titan Grey, 50 inch)',
  'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
  'Samsung Metro 313 (Blue)',
  'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)',
];
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
const GALAXY_WATCH = [
  'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
  'Samsung Galaxy Watch FE (Rose Pink, 46 mm)',
];

interface Opened extends RenderedRoute {
  box: HTMLElement;
  user: UserEvent;
}

/** Focuses the search box and waits for its suggestions' chunk. */
async function focusBox(rendered: RenderedRoute): Promise<Opened> {
  const box = screen.getByRole('combobox', { name: SEARCH });
  await rendered.user.click(box);
  const popupId = box.getAttribute('aria-controls');
  expect(popupId).toMatch(/suggestions$/);
  await waitFor(() => expect(document.getElementById(popupId!)).toBeInTheDocument());
  // No waits between keys, so the same typing works on the test's clock (`onTestClock`).
  const user = userEvent.setup({ delay: null });
  return { ...rendered, user, box };
}

/** A page with the search box and the categories (the bar's) loaded, the box focused. */
async function focusSearch(url = '/allcategories'): Promise<Opened> {
  const rendered = await renderRoute(url);
  await within(await screen.findByRole('navigation', { name: 'Categories' })).findByRole('link', {
    name: 'Mobiles',
  });
  return focusBox(rendered);
}

afterEach(() => {
  vi.useRealTimers();
});

/** Types, and lets the pause pass at once. */
async function typeAndPause(user: UserEvent, keys: string): Promise<void> {
  await onTestClock(async (advance) => {
    await user.keyboard(keys);
    await advance(PAUSE_MS);
  });
}

function listbox(): HTMLElement {
  return screen.getByRole('listbox', { name: 'Search suggestions' });
}

function optionNames(): string[] {
  return within(listbox())
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** What the search's live region says. */
function announced(): string {
  return within(screen.getByRole('search')).getByRole('status').textContent ?? '';
}

function countRequests(path: string): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('search suggestions: what shows', () => {
  it('from the second character, after the pause: brands and the most popular products, the match emphasised', async () => {
    const queries = recordProductQueries();
    const { user, box } = await focusSearch();

    await onTestClock(async (advance) => {
      await user.keyboard('s');
      await advance(PAUSE_MS);
      expect(queries).toEqual([]);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(box).toHaveAttribute('aria-expanded', 'false');

      await user.keyboard('a');
      await advance(PAUSE_MS - 1);
      expect(queries).toEqual([]);
      await advance(1);
      expect(queries).toEqual(['keyword=sa&limit=8']);
    });

    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls', listbox().id);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(optionNames()).toEqual(SA);
    expect(within(listbox()).getAllByRole('group')).toHaveLength(2);
    expect(within(listbox()).queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(
      within(within(listbox()).getByRole('group', { name: 'Products' })).getAllByRole('option'),
    ).toHaveLength(6);
    const brands = within(listbox()).getByRole('group', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Safari', 'Samsung']);
    const marks = (name: string) =>
      [...within(listbox()).getByRole('option', { name }).querySelectorAll('mark')].map(
        (mark) => mark.textContent,
      );
    expect(marks('Safari')).toEqual(['Sa']);
    expect(marks('Maybelline New York Colossal Kajal (Nude Pink)')).toEqual(['sa']);
    expect(marks('Samsung Metro 313 (Blue)')).toEqual(['Sa']);
    expect(announced()).toBe('8 suggestions');
  });

  it('categories come first, at most 3, those starting a word before the rest', async () => {
    const { user } = await focusSearch();
    await typeAndPause(user, 'mens');
    expect(
      within(await screen.findByRole('group', { name: 'Categories' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Men's Clothing", "Men's Footwear", "Women's Clothing"]);
    expect(optionNames()).toEqual([
      "Men's Clothing",
      "Men's Footwear",
      "Women's Clothing",
      'Adidas Ultrabounce Running Shoes (Black, UK 10)',
      'Bata Comfit Sandals (Pink, UK 3)',
      'Fabindia Cotton Kurta (Navy Blue, L)',
      'Nike Air Zoom Pegasus Running Shoes (White, UK 7)',
      'Biba Embroidered Suit Set (Off White, XS)',
    ]);
    expect(
      [
        ...within(listbox())
          .getByRole('option', { name: "Women's Clothing" })
          .querySelectorAll('mark'),
      ].map((mark) => mark.textContent),
    ).toEqual(["men's"]);
  });

  it('matches without accents: lakme finds the brand Lakmé', async () => {
    const { user } = await focusSearch();
    await typeAndPause(user, 'lakme');
    const brands = await screen.findByRole('group', { name: 'Brands' });
    expect(within(brands).getByRole('option').textContent).toBe('Lakmé');
    expect(within(brands).getByRole('option').querySelector('mark')?.textContent).toBe('Lakmé');
  });

  it('says "No suggestions" and stays closed when nothing matches', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'zz');
    await waitFor(() => expect(announced()).toBe('No suggestions'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('still suggests categories and brands when the products call fails', async () => {
    const warned = expectConsole('warn', 'Search suggestions: the products call failed');
    server.use(
      http.get('*/api/products/', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );
    const { user } = await focusSearch();
    await typeAndPause(user, 'sam');
    await waitFor(() => expect(optionNames()).toEqual(['Samsung']));
    expect(announced()).toBe('1 suggestion');
    expect(warned).toHaveBeenCalledWith(
      'Search suggestions: the products call failed',
      expect.anything(),
    );
  });
});

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

describe('search suggestions: keyboard (ARIA combobox)', () => {
  it('ArrowDown and ArrowUp move through the options, wrapping; Enter opens the product', async () => {
    const { user, box, location } = await focusSearch();
    await typeAndPause(user, 'galaxy watch');
    await waitFor(() => expect(optionNames()).toEqual(GALAXY_WATCH));
    const [first, second] = within(listbox()).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/product/samsung-galaxy-watch-fe-rose-pink-46-mm-479'),
    );
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('galaxy watch');
  });

  it.each([
    ['shoes', 'Sports Shoes', '/cat/sports-shoes'],
    ['sam', 'Samsung', '/brand/samsung'],
  ])('Enter on a highlighted %s suggestion opens its listing', async (text, first, path) => {
    const { user, location } = await focusSearch();
    await typeAndPause(user, text);
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}');
    expect(within(listbox()).getByRole('option', { selected: true })).toHaveTextContent(first);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(path));
  });

  it('Enter with nothing highlighted searches the text; the listing asks for every match', async () => {
    const queries = recordProductQueries();
    const { user, box, location } = await focusSearch();
    await typeAndPause(user, 'kurta');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=kurta'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(queries).toEqual(['keyword=kurta&limit=8', 'keyword=kurta']));
  });

  it('Escape closes and keeps the text; ArrowDown opens again', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('sa');
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual(SA);
    expect(within(listbox()).getByRole('option', { selected: true })).toHaveTextContent('Safari');
  });

  it('Tab closes', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('typing after a highlight starts over with nothing highlighted', async () => {
    const { user, box } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}m');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(within(listbox()).queryByRole('option', { selected: true })).not.toBeInTheDocument();
  });
});

describe('search suggestions: pointer and touch', () => {
  it('pressing an option keeps the focus in the box, and releasing it opens the suggestion', async () => {
    const { user, box, location } = await focusSearch();
    await typeAndPause(user, 'sam');
    const samsung = await screen.findByRole('option', { name: 'Samsung' });
    await user.pointer({ keys: '[MouseLeft>]', target: samsung });
    expect(box).toHaveFocus();
    expect(listbox()).toBeVisible();
    await user.pointer({ keys: '[/MouseLeft]', target: samsung });
    await waitFor(() => expect(location()).toBe('/brand/samsung'));
  });

  it('a tap on an option opens it', async () => {
    const { user, location } = await focusSearch();
    await typeAndPause(user, 'galaxy watch');
    const option = await screen.findByRole('option', {
      name: 'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
    });
    await user.pointer({ keys: '[TouchA]', target: option });
    await waitFor(() =>
      expect(location()).toBe('/product/samsung-galaxy-watch-fe-jet-black-40-mm-219'),
    );
  });
});

describe('search suggestions: recent searches', () => {
  it('focused and empty: the last searches, most recent first; choosing one searches it', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['saree', 'watch']));
    const { user, box, location } = await focusSearch();
    expect(optionNames()).toEqual(['saree', 'watch']);
    expect(within(listbox()).getByRole('group', { name: 'Recent searches' })).toBeVisible();
    expect(announced()).toBe('2 recent searches');

    await user.keyboard('kurta{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=kurta'));
    await user.clear(box);
    await waitFor(() => expect(optionNames()).toEqual(['kurta', 'saree', 'watch']));
    expect(announced()).toBe('3 recent searches');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=saree'));
    expect(box).toHaveValue('saree');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['saree', 'kurta', 'watch']);
  });

  it('keeps five, each once', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['a1', 'a2', 'Kurta', 'a4', 'a5']));
    const { user, box, location } = await focusSearch();
    await user.keyboard('kurta{Enter}');
    await waitFor(() => expect(location()).toBe('/search/?q=kurta'));
    await user.clear(box);
    await waitFor(() => expect(optionNames()).toEqual(['kurta', 'a1', 'a2', 'a4', 'a5']));
  });

  it('"Clear recent searches" is reached with Tab and forgets them', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['saree', 'watch']));
    const { user, box } = await focusSearch();
    expect(optionNames()).toEqual(['saree', 'watch']);

    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear recent searches' });
    expect(clear).toHaveFocus();
    expect(listbox()).toBeVisible();
    expect(within(listbox()).queryByRole('button')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear recent searches' })).not.toBeInTheDocument();
    expect(announced()).toBe('Recent searches cleared');
    expect(localStorage.getItem(RECENT_KEY)).toBeNull();
  });

  it('none stored: nothing opens on focus', async () => {
    const { box } = await focusSearch();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(announced()).toBe('');
  });
});

describe('search suggestions: where they come from', () => {
  it('reads the brands once, when the box is first focused, not per keystroke', async () => {
    const brandRequests = countRequests('/api/brands/');
    const rendered = await renderRoute('/allcategories');
    await screen.findByRole('heading', { level: 1, name: 'All Categories' });
    expect(brandRequests()).toBe(0);
    const { user } = await focusBox(rendered);
    await typeAndPause(user, 'sam');
    expect(await screen.findByRole('option', { name: 'Samsung' })).toBeVisible();
    await typeAndPause(user, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'Safari' })).toBeVisible();
    expect(brandRequests()).toBe(1);
  });

  it("takes its brands from the listing's own read on a listing page: one brands call in all", async () => {
    const brandRequests = countRequests('/api/brands/');
    const rendered = await renderRoute('/products/');
    await screen.findByRole('heading', { level: 1, name: "Men's Footwear" });
    expect(brandRequests()).toBe(1);
    const { user } = await focusBox(rendered);
    await typeAndPause(user, 'sam');
    expect(await screen.findByRole('option', { name: 'Samsung' })).toBeVisible();
    await typeAndPause(user, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'Safari' })).toBeVisible();
    expect(brandRequests()).toBe(1);
  });

  it('are gone with the search box on a page that hides it', async () => {
    const { user, router } = await focusSearch();
    await typeAndPause(user, 'sa');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    vi.useRealTimers();
    await act(() => router.navigate({ to: '/about' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });
});
