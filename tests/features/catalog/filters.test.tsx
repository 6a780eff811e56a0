import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../utils/render-route';
import { stubViewportWidth, WIDE } from './viewport';
import { expectConsole } from '../../utils/console';

/*
 * The listing's filters against the mock backend and its seeded catalog of 600 products. Every
 * count below was read once from the seed (price bands 453 / 27 / 14 / 106, ratings of 4, 3 and
 * 2 and above 279 / 551 / 574, discounts of 10 to 50 % and more 482 / 327 / 199 / 113 / 62).
 */

/** Records the query of every products call; the mock backend still answers it. */
function recordProductCalls(): Record<string, string>[] {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get('*/api/products/', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return calls;
}

const sidebar = async () => within(await screen.findByRole('complementary', { name: 'Filters' }));

const countLine = (text: string) => screen.findByText(text);

async function shownSlugs(): Promise<string[]> {
  return within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!.replace('/product/', ''));
}

const chipNames = () =>
  within(screen.getByRole('list', { name: 'Applied filters' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('filters: the sidebar’s radios (large screens)', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it.each([
    [
      '6001 and below',
      '/products/?price_to=6001',
      { priceTo: '6001' },
      '(Showing 453 products)',
      'Remove filter: ₹6,001 and below',
    ],
    [
      '6001-10000',
      '/products/?price_from=6001&price_to=10000',
      { priceFrom: '6001', priceTo: '10000' },
      '(Showing 27 products)',
      'Remove filter: ₹6,001 to ₹10,000',
    ],
    [
      '10001-15000',
      '/products/?price_from=10001&price_to=15000',
      { priceFrom: '10001', priceTo: '15000' },
      '(Showing 14 products)',
      'Remove filter: ₹10,001 to ₹15,000',
    ],
    [
      '15001 and above',
      '/products/?price_from=15001',
      { priceFrom: '15001' },
      '(Showing 106 products)',
      'Remove filter: ₹15,001 and above',
    ],
  ])('the band %s writes %s and fetches %j', async (band, url, query, count, chip) => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const price = within((await sidebar()).getByRole('radiogroup', { name: 'PRICE' }));
    await user.click(price.getByText(band));
    expect(await countLine(count)).toBeVisible();
    expect(location()).toBe(url);
    expect(calls).toEqual([{}, query]);
    expect(price.getByRole('radio', { name: band })).toBeChecked();
    expect(price.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(chipNames()).toEqual([chip]);
  });

  it.each([
    ['4★ & above', '/products/?rating=4', '4', '(Showing 279 products)'],
    ['3★ & above', '/products/?rating=3', '3', '(Showing 551 products)'],
    ['2★ & above', '/products/?rating=2', '2', '(Showing 574 products)'],
  ])('the rating %s writes %s', async (label, url, rating, count) => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const ratings = within((await sidebar()).getByRole('radiogroup', { name: 'CUSTOMER RATINGS' }));
    await user.click(ratings.getByText(label));
    expect(await countLine(count)).toBeVisible();
    expect(location()).toBe(url);
    expect(calls).toEqual([{}, { rating }]);
    expect(ratings.getByRole('radio', { name: label })).toBeChecked();
    expect(chipNames()).toEqual([`Remove filter: ${label}`]);
  });

  it.each([
    ['10% or more', '/products/?offer=10', '10', '(Showing 482 products)'],
    ['20% or more', '/products/?offer=20', '20', '(Showing 327 products)'],
    ['30% or more', '/products/?offer=30', '30', '(Showing 199 products)'],
    ['40% or more', '/products/?offer=40', '40', '(Showing 113 products)'],
    ['50% or more', '/products/?offer=50', '50', '(Showing 62 products)'],
  ])('the discount %s writes %s', async (label, url, offer, count) => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const discounts = within((await sidebar()).getByRole('radiogroup', { name: 'DISCOUNT' }));
    await user.click(discounts.getByText(label));
    expect(await countLine(count)).toBeVisible();
    expect(location()).toBe(url);
    expect(calls).toEqual([{}, { offer }]);
    expect(discounts.getByRole('radio', { name: label })).toBeChecked();
    expect(chipNames()).toEqual([`Remove filter: ${label}`]);
  });

  it('shows a band as chosen only when the URL holds exactly its bounds', async () => {
    await renderRoute('/products/?price_from=6001');
    await countLine('(Showing 147 products)');
    const price = within((await sidebar()).getByRole('radiogroup', { name: 'PRICE' }));
    expect(price.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(chipNames()).toEqual(['Remove filter: ₹6,001 and above']);
  });
});

describe('filters: Min and Max (large screens)', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('applies Min and Max with Apply, never as the shopper types', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(1000);
    await user.clear(min);
    await user.type(min, '200');
    await user.clear(max);
    await user.type(max, '800');
    expect(location()).toBe('/products/');
    expect(calls).toEqual([{}]);

    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await countLine('(Showing 166 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=200&price_to=800');
    expect(calls).toEqual([{}, { priceFrom: '200', priceTo: '800' }]);
    expect(chipNames()).toEqual(['Remove filter: ₹200 to ₹800']);
    expect(min).toHaveValue(200);
    expect(max).toHaveValue(800);
  });

  it('applies on Enter, keeping the search text', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/search/?q=shoes');
    await countLine('(Showing 38 products)');
    const filters = await sidebar();
    await user.clear(filters.getByRole('spinbutton', { name: 'Min' }));
    await user.type(filters.getByRole('spinbutton', { name: 'Min' }), '200');
    await user.clear(filters.getByRole('spinbutton', { name: 'Max' }));
    await user.type(filters.getByRole('spinbutton', { name: 'Max' }), '800{Enter}');
    expect(await countLine('(Showing 2 products)')).toBeVisible();
    expect(location()).toBe('/search/?q=shoes&price_from=200&price_to=800');
    expect(calls).toEqual([
      { keyword: 'shoes' },
      { keyword: 'shoes', priceFrom: '200', priceTo: '800' },
    ]);
  });

  it.each([
    ['1200', '1000', 'Min', 'Enter a price from ₹0 to ₹1,000.'],
    ['-5', '1000', 'Min', 'Enter a price from ₹0 to ₹1,000.'],
    ['0', '1500', 'Max', 'Enter a price from ₹0 to ₹1,000.'],
    ['800', '200', 'Min', 'Min must not be more than Max.'],
  ])(
    'refuses Min %j with Max %j: a message beside %s, nothing applied, the text kept',
    async (minText, maxText, invalid, message) => {
      const calls = recordProductCalls();
      const { user, location } = await renderRoute('/products/');
      await countLine('(Showing 600 products)');
      const filters = await sidebar();
      const min = filters.getByRole('spinbutton', { name: 'Min' });
      const max = filters.getByRole('spinbutton', { name: 'Max' });
      await user.clear(min);
      await user.type(min, minText);
      await user.clear(max);
      await user.type(max, maxText);
      await user.click(filters.getByRole('button', { name: 'Apply' }));

      const field = filters.getByRole('spinbutton', { name: invalid });
      const other = filters.getByRole('spinbutton', { name: invalid === 'Min' ? 'Max' : 'Min' });
      expect(await filters.findByText(message)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(other).not.toHaveAttribute('aria-invalid');
      expect(min).toHaveDisplayValue(minText);
      expect(max).toHaveDisplayValue(maxText);
      expect(location()).toBe('/products/');
      expect(calls).toEqual([{}]);
      expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    },
  );

  it('refuses an empty Max', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    await user.clear(max);
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(max).toHaveAccessibleDescription('Enter a price from ₹0 to ₹1,000.');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveDisplayValue('');
    expect(filters.getByRole('spinbutton', { name: 'Min' })).toHaveValue(0);
    expect(location()).toBe('/products/');
    expect(calls).toEqual([{}]);
  });

  it('applies once the shopper corrects the field, and the message goes', async () => {
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    await user.clear(min);
    await user.type(min, '1200');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await filters.findByText('Enter a price from ₹0 to ₹1,000.')).toBeVisible();
    await user.clear(min);
    await user.type(min, '0{Enter}');
    expect(await countLine('(Showing 267 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=0&price_to=1000');
    expect(filters.queryByText('Enter a price from ₹0 to ₹1,000.')).not.toBeInTheDocument();
    expect(min).not.toHaveAttribute('aria-invalid');
  });

  it('shows the URL’s price when within 0 to 1000, the limits otherwise; a band replaces it', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/?price_from=200&price_to=800');
    await countLine('(Showing 166 products)');
    const filters = await sidebar();
    const min = filters.getByRole('spinbutton', { name: 'Min' });
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    expect(min).toHaveValue(200);
    expect(max).toHaveValue(800);
    const price = within(filters.getByRole('radiogroup', { name: 'PRICE' }));
    expect(price.queryAllByRole('radio', { checked: true })).toEqual([]);

    await user.click(price.getByText('6001-10000'));
    expect(await countLine('(Showing 27 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=6001&price_to=10000');
    expect(calls.at(-1)).toEqual({ priceFrom: '6001', priceTo: '10000' });
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(1000);
    expect(chipNames()).toEqual(['Remove filter: ₹6,001 to ₹10,000']);
  });
});

describe('filters: the URL is the state', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('keeps the search text and other parameters and writes no junk back', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute(
      '/search/?q=shoes&utm_source=mail&rating=9&offer=abc',
    );
    await countLine('(Showing 38 products)');
    const ratings = within((await sidebar()).getByRole('radiogroup', { name: 'CUSTOMER RATINGS' }));
    expect(ratings.queryAllByRole('radio', { checked: true })).toEqual([]);
    await user.click(ratings.getByText('4★ & above'));
    expect(await countLine('(Showing 14 products)')).toBeVisible();
    expect(location()).toBe('/search/?q=shoes&utm_source=mail&rating=4');
    expect(calls).toEqual([{ keyword: 'shoes' }, { keyword: 'shoes', rating: '4' }]);
  });

  it('restores the filters with Back and Forward', async () => {
    const calls = recordProductCalls();
    const { user, router, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const filters = await sidebar();
    const ratings = within(filters.getByRole('radiogroup', { name: 'CUSTOMER RATINGS' }));
    const price = within(filters.getByRole('radiogroup', { name: 'PRICE' }));
    await user.click(ratings.getByText('4★ & above'));
    await countLine('(Showing 279 products)');
    await user.click(price.getByText('6001-10000'));
    expect(await countLine('(Showing 13 products)')).toBeVisible();
    expect(location()).toBe('/products/?rating=4&price_from=6001&price_to=10000');

    act(() => router.history.back());
    expect(await countLine('(Showing 279 products)')).toBeVisible();
    expect(location()).toBe('/products/?rating=4');
    expect(price.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(ratings.getByRole('radio', { name: '4★ & above' })).toBeChecked();
    expect(chipNames()).toEqual(['Remove filter: 4★ & above']);

    act(() => router.history.back());
    expect(await countLine('(Showing 600 products)')).toBeVisible();
    expect(location()).toBe('/products/');
    expect(ratings.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();

    act(() => router.history.forward());
    expect(await countLine('(Showing 279 products)')).toBeVisible();
    expect(ratings.getByRole('radio', { name: '4★ & above' })).toBeChecked();
    // Each address was read once: Back and Forward within the router's freshness (30 s) show the
    // listing it cached for that address instead of asking again.
    expect(calls).toEqual([
      {},
      { rating: '4' },
      { rating: '4', priceFrom: '6001', priceTo: '10000' },
    ]);
  });

  it('keeps the sort order chosen through filter changes, on the same screen', async () => {
    const { user } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const heading = screen.getByRole('heading', { level: 1, name: "Men's Footwear" });
    await user.click(screen.getByRole('button', { name: 'Price -- High to Low' }));
    const filters = await sidebar();

    await user.click(
      within(filters.getByRole('radiogroup', { name: 'PRICE' })).getByText('6001-10000'),
    );
    await countLine('(Showing 27 products)');
    expect((await shownSlugs()).slice(0, 3)).toEqual([
      'nike-downshifter-13-running-shoes-navy-uk-7-14',
      'fastrack-tick-tock-analog-watch-silver-226',
      'boat-rockerz-450-bluetooth-headset-cherry-red-321',
    ]);

    await user.click(
      within(filters.getByRole('radiogroup', { name: 'CUSTOMER RATINGS' })).getByText('4★ & above'),
    );
    await countLine('(Showing 13 products)');
    expect((await shownSlugs()).slice(0, 3)).toEqual([
      'nike-downshifter-13-running-shoes-navy-uk-7-14',
      'boat-rockerz-450-bluetooth-headset-cherry-red-321',
      'oneplus-nord-4-midnight-black-256-gb-469',
    ]);
    expect(screen.getByRole('button', { name: 'Price -- High to Low' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The very element rendered first: the screen re-rendered rather than mounted again.
    expect(screen.getByRole('heading', { level: 1, name: "Men's Footwear" })).toBe(heading);
  });
});

describe('filters: chips', () => {
  it('shows a chip per filter, removes one at a time and clears all but the search', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/search/?q=shoes&brand=bata,puma&rating=4');
    await countLine('(Showing 3 products)');
    // Brand names come with the brands list, which loads beside the products.
    await waitFor(() =>
      expect(chipNames()).toEqual([
        'Remove filter: 4★ & above',
        'Remove filter: Bata',
        'Remove filter: Puma',
      ]),
    );
    const chips = within(screen.getByRole('list', { name: 'Applied filters' }));
    expect(chips.getByRole('button', { name: 'Remove filter: Bata' })).toHaveTextContent('Bata');

    await user.click(chips.getByRole('button', { name: 'Remove filter: Bata' }));
    expect(await countLine('(Showing 2 products)')).toBeVisible();
    expect(location()).toBe('/search/?q=shoes&brand=puma&rating=4');
    expect(calls.at(-1)).toEqual({ keyword: 'shoes', brand: 'puma', rating: '4' });
    expect(chipNames()).toEqual(['Remove filter: 4★ & above', 'Remove filter: Puma']);
    // The next chip takes the removed one's place, under the keyboard too.
    expect(chips.getByRole('button', { name: 'Remove filter: Puma' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const line = await countLine('(Showing 38 products)');
    expect(location()).toBe('/search/?q=shoes');
    expect(calls.at(-1)).toEqual({ keyword: 'shoes' });
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(line).toHaveFocus();
  });

  it('removes the price chip’s two bounds at once', async () => {
    const { user, location } = await renderRoute(
      '/products/?price_from=6001&price_to=10000&offer=30',
    );
    await countLine('(Showing 11 products)');
    expect(chipNames()).toEqual(['Remove filter: ₹6,001 to ₹10,000', 'Remove filter: 30% or more']);
    await user.click(screen.getByRole('button', { name: 'Remove filter: ₹6,001 to ₹10,000' }));
    expect(await countLine('(Showing 199 products)')).toBeVisible();
    expect(location()).toBe('/products/?offer=30');
    expect(screen.getByRole('button', { name: 'Remove filter: 30% or more' })).toHaveFocus();
  });
});

describe('filters: nothing found', () => {
  it('says no product matches and clears the filters, keeping the category', async () => {
    stubViewportWidth(WIDE);
    const { user, location } = await renderRoute('/cat/mens-footwear');
    await countLine('(Showing 36 products)');
    await user.click(
      within((await sidebar()).getByRole('radiogroup', { name: 'PRICE' })).getByText('10001-15000'),
    );
    expect(await screen.findByText('No products match these filters')).toBeVisible();
    expect(screen.getByText('(Showing 0 products)')).toBeVisible();
    expect(location()).toBe('/cat/mens-footwear?price_from=10001&price_to=15000');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const line = await countLine('(Showing 36 products)');
    expect(location()).toBe('/cat/mens-footwear');
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
    expect(await shownSlugs()).toHaveLength(24);
    expect(line).toHaveFocus();
  });

  it('keeps today’s empty list for a search without filters that finds nothing', async () => {
    await renderRoute('/search/?q=zzzz');
    expect(await countLine('(Showing 0 products)')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('link')).toEqual(
      [],
    );
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('only logs a failed fetch with filters and shows the empty list (spec §8)', async () => {
    const log = expectConsole('error', 'Error fetching products');
    server.use(
      http.get('*/api/products/', () => HttpResponse.json({ error: 'Down' }, { status: 503 })),
    );
    await renderRoute('/products/?rating=4');
    expect(await countLine('(Showing 0 products)')).toBeVisible();
    expect(log).toHaveBeenCalledWith('Error fetching products', expect.anything());
    expect(within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('link')).toEqual(
      [],
    );
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(chipNames()).toEqual(['Remove filter: 4★ & above']);
  });
});

describe('filters: the Filter dialog (small screens)', () => {
  it('applies bands, ratings and discounts as they are chosen and stays open', async () => {
    const calls = recordProductCalls();
    const { user, location } = await renderRoute('/products/');
    await countLine('(Showing 600 products)');
    const open = screen.getByRole('button', { name: 'Filter' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    const options = (name: string) =>
      within(dialog.getByRole('radiogroup', { name }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(options('PRICE')).toEqual([
      '6001 and below',
      '6001-10000',
      '10001-15000',
      '15001 and above',
    ]);
    expect(options('CUSTOMER RATINGS')).toEqual(['4★ & above', '3★ & above', '2★ & above']);
    expect(options('DISCOUNT')).toEqual([
      '10% or more',
      '20% or more',
      '30% or more',
      '40% or more',
      '50% or more',
    ]);
    expect(dialog.queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(dialog.getByText('15001 and above'));
    expect(await countLine('(Showing 106 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=15001');
    expect(dialog.getByRole('radio', { name: '15001 and above' })).toBeChecked();

    await user.click(dialog.getByText('3★ & above'));
    expect(await countLine('(Showing 99 products)')).toBeVisible();
    await user.click(dialog.getByText('20% or more'));
    expect(await countLine('(Showing 40 products)')).toBeVisible();
    expect(location()).toBe('/products/?price_from=15001&rating=3&offer=20');
    expect(calls.at(-1)).toEqual({ priceFrom: '15001', offer: '20', rating: '3' });
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(dialog.getByRole('radio', { name: '3★ & above' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '20% or more' })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    expect(chipNames()).toEqual([
      'Remove filter: ₹15,001 and above',
      'Remove filter: 3★ & above',
      'Remove filter: 20% or more',
    ]);
  });

  it('shows the URL’s choices when opened, and closes with Escape', async () => {
    const { user } = await renderRoute('/products/?price_to=6001&rating=2&offer=50');
    await countLine('(Showing 59 products)');
    const open = screen.getByRole('button', { name: 'Filter' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(
      dialog
        .getAllByRole('radio', { checked: true })
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['6001 and below', '2★ & above', '50% or more']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });
});
