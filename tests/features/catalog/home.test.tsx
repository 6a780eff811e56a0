import { act, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
  getAds,
  getBanners,
  getBottomSections,
  getCategories,
  getFeaturedBrands,
  getTopSections,
} from '../../../src/api';
import { createGate, settleQueuedWork } from '../../utils/gate';
import { renderRoute } from '../../utils/render-route';
import { NARROW, stubViewportWidth, WIDE } from './viewport';
import { expectConsole } from '../../utils/console';

/** The banner carousel moves on every 5 s. */
const BANNER_INTERVAL_MS = 5000;

function failing(path: string) {
  return http.get(`*${path}`, () => HttpResponse.json({ error: 'Boom' }, { status: 500 }));
}

/** Holds `path` until `opened` settles, then lets the mock backend answer it. */
function held(path: string, opened: Promise<void>) {
  return http.get(`*${path}`, async () => {
    await opened;
    return undefined;
  });
}

const HOME_PATHS = [
  '/api/categories/',
  '/api/banners/',
  '/api/section/top',
  '/api/ads/',
  '/api/section/bottom',
  '/api/featured_brands/',
];

/** The spec's failure messages logged so far, without React's and the router's warnings. */
function specMessages(log: { mock: { calls: unknown[][] } }): unknown[] {
  return log.mock.calls
    .map(([first]) => first)
    .filter((first) => typeof first === 'string' && first.startsWith('Error fetching'));
}

function empty(path: string) {
  return http.get(`*${path}`, () => HttpResponse.json([]));
}

/**
 * A home block's loading text (spec §2). Not the route loader's 'Loading page', which shows for
 * the first 1000 ms whatever the blocks do.
 */
const BLOCK_LOADING = /^Loading( sections| Best Deals)?\.\.\.$/;

const region = (name: string | RegExp) => screen.findByRole('region', { name });

/** The items a carousel shows: the list items of its region. */
async function visibleItems(name: string) {
  return within(await region(name)).getAllByRole('listitem');
}

describe('home', () => {
  it('shows each block’s loading text while its answer is on the way', async () => {
    const answers = createGate();
    server.use(...HOME_PATHS.map((path) => held(path, answers.opened)));
    await renderRoute('/');
    expect(await screen.findByText('Loading sections...')).toBeVisible();
    expect(screen.getByText('Loading Best Deals...')).toBeVisible();
    // Category strip, banners, ads and featured brands.
    expect(screen.getAllByText('Loading...')).toHaveLength(4);

    // Once the answers arrive, every loading text gives way to its block.
    answers.open();
    expect(await screen.findByRole('heading', { name: 'Featured Brands' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(BLOCK_LOADING)).not.toBeInTheDocument());
  });

  it('shows every block', async () => {
    const [categories, top, bottom, banners, ads, brands] = await Promise.all([
      getCategories(),
      getTopSections(),
      getBottomSections(),
      getBanners(),
      getAds(),
      getFeaturedBrands(),
    ]);
    await renderRoute('/');
    // The seed has 12 top-level categories, 5 top sections, 2 bottom ones, 6 banners and 4 ads.
    expect(categories).toHaveLength(12);
    expect(top).toHaveLength(5);
    expect(bottom).toHaveLength(2);
    expect(banners).toHaveLength(6);
    expect(ads).toHaveLength(4);
    const strip = await screen.findByRole('navigation', { name: 'Shop by category' });
    for (const category of categories) {
      expect(within(strip).getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/cat/${category.slug}`,
      );
    }
    const carousel = await region('Offers');
    expect(within(carousel).getByRole('group', { name: '1 of 6' })).toBeVisible();
    const firstBanner = within(carousel).getByRole('img', { name: banners[0]!.title! });
    expect(firstBanner).toHaveAttribute('loading', 'eager');
    // A phone takes the banner's 800 px copy, a wide screen the 1600 px picture.
    const bannerUrl = banners[0]!.image_url;
    expect(bannerUrl).toMatch(/^\/img\/banners\/[\w-]+\.webp$/);
    expect(firstBanner).toHaveAttribute('src', bannerUrl);
    expect(firstBanner).toHaveAttribute(
      'srcset',
      `${bannerUrl.replace(/\.webp$/, '-800w.webp')} 800w, ${bannerUrl} 1600w`,
    );
    expect(firstBanner).toHaveAttribute('sizes', 'calc(100vw - 16px)');
    expect(within(carousel).getByRole('link')).toHaveAttribute('href', banners[0]!.link);

    for (const section of [...top, ...bottom]) {
      expect(await screen.findByRole('heading', { level: 2, name: section.title })).toBeVisible();
      expect(screen.getByRole('link', { name: `View all ${section.title}` })).toHaveAttribute(
        'href',
        section.link,
      );
    }
    const adImages = within(screen.getByRole('region', { name: 'Advertisements' })).getAllByRole(
      'img',
    );
    expect(adImages).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Featured Brands' })).toBeVisible();
    const firstBrand = brands[0]!;
    expect(
      firstBrand.title
        ? screen.getByRole('link', { name: firstBrand.title })
        : screen.getByRole('img', { name: 'Featured brand 1' }),
    ).toBeInTheDocument();

    expect(screen.queryByText(BLOCK_LOADING)).not.toBeInTheDocument();
    expect(screen.queryByText('No banners available')).not.toBeInTheDocument();
    expect(screen.queryByText('No ads available')).not.toBeInTheDocument();
  });

  it('gives every image a width and height, and lazy-loads those below the fold', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { name: 'Featured Brands' });
    await screen.findByRole('region', { name: 'Advertisements' });
    const main = screen.getByRole('main');
    for (const image of main.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    // Above the fold: the category strip and the first banner.
    const strip = screen.getByRole('navigation', { name: 'Shop by category' });
    const belowFold = [...main.querySelectorAll('img')].filter(
      (image) => !strip.contains(image) && !image.closest('[aria-roledescription="slide"]'),
    );
    expect(belowFold.length).toBeGreaterThan(10);
    for (const image of belowFold) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    ['/api/categories/', 'Error fetching categories'],
    ['/api/banners/', 'Error fetching banners'],
    ['/api/section/top', 'Error fetching sections'],
    ['/api/ads/', 'Error fetching ads'],
    ['/api/section/bottom', 'Error fetching sections'],
    ['/api/featured_brands/', 'Error fetching featured brands'],
  ])('when %s fails: logs %j, ends loading, and shows the rest', async (path, message) => {
    const log = expectConsole('error', message);
    server.use(failing(path));
    await renderRoute('/');
    await waitFor(() => expect(log).toHaveBeenCalledWith(message, expect.anything()));
    await waitFor(() => expect(screen.queryByText(BLOCK_LOADING)).not.toBeInTheDocument());
    // Only this failure is logged (the navbar's category bar logs its own categories failure).
    expect(new Set(specMessages(log))).toEqual(new Set([message]));

    const shown = {
      categories: screen.queryByRole('navigation', { name: 'Shop by category' }),
      banners: screen.queryByRole('region', { name: 'Offers' }),
      top: screen.queryByRole('heading', { name: 'Best of Electronics' }),
      ads: screen.queryByRole('region', { name: 'Advertisements' }),
      bottom: screen.queryAllByRole('heading', { name: /^Best Deals/ })[0] ?? null,
      brands: screen.queryByRole('heading', { name: 'Featured Brands' }),
    };
    const failed = {
      '/api/categories/': 'categories',
      '/api/banners/': 'banners',
      '/api/section/top': 'top',
      '/api/ads/': 'ads',
      '/api/section/bottom': 'bottom',
      '/api/featured_brands/': 'brands',
    }[path];
    for (const [block, element] of Object.entries(shown)) {
      if (block === failed) expect(element, block).toBeNull();
      else expect(element, block).not.toBeNull();
    }
    if (failed === 'banners') expect(screen.getByText('No banners available')).toBeVisible();
    if (failed === 'ads') expect(screen.getByText('No ads available')).toBeVisible();
  });

  it('says so when there are no banners and no ads', async () => {
    server.use(empty('/api/banners/'), empty('/api/ads/'));
    await renderRoute('/');
    expect(await screen.findByText('No banners available')).toBeVisible();
    expect(await screen.findByText('No ads available')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Featured Brands' })).toBeVisible();
  });

  it('shows 2 section items and 2 featured brands at a time below 768 px', async () => {
    stubViewportWidth(NARROW);
    const [top] = await getTopSections();
    await renderRoute('/');
    // Spec §9: carousels show 2 items below 768 px width, featured brands 2.
    expect(await visibleItems(top!.title)).toHaveLength(2);
    expect(await visibleItems('Featured Brands')).toHaveLength(2);
  });

  it('shows 6 section items and 3 featured brands at a time at 768 px and above', async () => {
    stubViewportWidth(768);
    const [top] = await getTopSections();
    await renderRoute('/');
    // Spec §9: carousels show 6 items at or above 768 px width, featured brands 3.
    expect(await visibleItems(top!.title)).toHaveLength(6);
    expect(await visibleItems('Featured Brands')).toHaveLength(3);
  });

  it('pages a section with Previous and Next, a whole view at a time', async () => {
    stubViewportWidth(WIDE);
    const [section] = await getTopSections();
    const titles = section!.items.map((item) => item.title);
    const { user } = await renderRoute('/');
    const carousel = await region(section!.title);
    const previous = within(carousel).getByRole('button', { name: 'Previous' });
    const next = within(carousel).getByRole('button', { name: 'Next' });
    const shownTitles = () =>
      within(carousel)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('img').getAttribute('alt'));

    // The seed's first top section has 10 items; a wide screen shows 6 at a time (spec §9).
    expect(titles).toHaveLength(10);
    expect(previous).toBeDisabled();
    expect(shownTitles()).toEqual(titles.slice(0, 6));
    await user.click(next);
    // The last view is full: it ends at the last item (items 5 to 10) rather than showing a gap.
    expect(shownTitles()).toEqual(titles.slice(4, 10));
    expect(within(carousel).getByText('Items 5 to 10 of 10')).toBeInTheDocument();
    await user.click(previous);
    expect(shownTitles()).toEqual(titles.slice(0, 6));
  });
});

describe('home banner carousel', () => {
  // The carousel's rotation runs on a fake clock that moves only when a test moves it, so no
  // slide changes on its own while a busy machine is still loading the page. The Testing
  // Library's default wrapper waits on a setTimeout, so user-event runs its steps without it.
  const { asyncWrapper } = getConfig();
  beforeEach(() => {
    configure({ asyncWrapper: (run) => run() });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    configure({ asyncWrapper });
  });

  /**
   * The home page with its banner carousel on show and the clock still at 0: what is in flight
   * finishes in event-loop turns (the Testing Library's waits would sleep on the stopped clock),
   * and the shopper takes no pause between actions.
   */
  async function openCarousel() {
    await renderRoute('/');
    let carousel = screen.queryByRole('region', { name: 'Offers' });
    while (carousel === null) {
      await act(() => settleQueuedWork(1));
      carousel = screen.queryByRole('region', { name: 'Offers' });
    }
    return { carousel, user: userEvent.setup({ delay: null }) };
  }

  const slide = (carousel: HTMLElement) =>
    within(carousel)
      .getByRole('group', { name: /^\d+ of \d+$/ })
      .getAttribute('aria-label');

  it('moves with Previous, Next and the slide dots, wrapping at the ends', async () => {
    const banners = await getBanners();
    const count = banners.length;
    const { carousel, user } = await openCarousel();
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(slide(carousel)).toBe(`${count} of ${count}`);
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(slide(carousel)).toBe(`1 of ${count}`);
    await user.click(within(carousel).getByRole('button', { name: 'Slide 3' }));
    expect(slide(carousel)).toBe(`3 of ${count}`);
    expect(within(carousel).getByRole('button', { name: 'Slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(carousel).getByRole('img', { name: banners[2]!.title! })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('is operable from the keyboard', async () => {
    const { carousel, user } = await openCarousel();
    act(() => within(carousel).getByRole('button', { name: 'Pause slide show' }).focus());
    await user.keyboard('{Enter}');
    expect(within(carousel).getByRole('button', { name: 'Play slide show' })).toHaveFocus();
    act(() => within(carousel).getByRole('button', { name: 'Next slide' }).focus());
    await user.keyboard('{Enter}');
    expect(slide(carousel)).toMatch(/^2 of/);
    await user.keyboard(' ');
    expect(slide(carousel)).toMatch(/^3 of/);
  });

  it('plays on its own, pauses on hover, on focus and with Pause', async () => {
    const { carousel, user } = await openCarousel();
    // Flush pending effects first, so the rotation timer exists before the clock moves.
    const tick = async () => {
      await act(async () => {});
      await act(async () => {
        vi.advanceTimersByTime(BANNER_INTERVAL_MS);
      });
    };

    expect(slide(carousel)).toMatch(/^1 of/);
    expect(within(carousel).getByRole('group', { name: /^1 of/ }).parentElement).toHaveAttribute(
      'aria-live',
      'off',
    );
    await tick();
    expect(slide(carousel)).toMatch(/^2 of/);

    await user.hover(carousel);
    await tick();
    expect(slide(carousel)).toMatch(/^2 of/);
    await user.unhover(carousel);
    await tick();
    expect(slide(carousel)).toMatch(/^3 of/);

    const pause = within(carousel).getByRole('button', { name: 'Pause slide show' });
    act(() => pause.focus());
    await tick();
    expect(slide(carousel)).toMatch(/^3 of/);
    act(() => pause.blur());
    await tick();
    expect(slide(carousel)).toMatch(/^4 of/);

    await user.click(pause);
    act(() => within(carousel).getByRole('button', { name: 'Play slide show' }).blur());
    await user.unhover(carousel);
    await tick();
    await tick();
    expect(slide(carousel)).toMatch(/^4 of/);
    expect(within(carousel).getByRole('group', { name: /^4 of/ }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Play slide show' }));
    act(() => within(carousel).getByRole('button', { name: 'Pause slide show' }).blur());
    await user.unhover(carousel);
    await tick();
    expect(slide(carousel)).toMatch(/^5 of/);
  });
});
