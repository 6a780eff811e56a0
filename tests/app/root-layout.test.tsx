import { act, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { logInDemoShopper, renderRoute } from '../utils/render-route';

function liveLoader(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"][aria-atomic="true"]');
  if (!region) throw new Error('The route loader live region is missing');
  return region;
}

describe('app shell', () => {
  it('redirects any unknown path to /', async () => {
    const { location } = await renderRoute('/no/such/page?x=1');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByTestId('navbar')).toHaveAttribute('data-variant', 'home');
  });

  it.each([
    ['/faq', 'FAQ | Bazaar'],
    ['/contact', 'Contact Us | Bazaar'],
    ['/my-order', 'My Orders | Bazaar'],
    ['/whishlist', 'My Wishlist | Bazaar'],
    ['/epr-compliance', 'EPR Compliance | Bazaar'],
  ])('gives %s a meaningful document title', async (path, title) => {
    await logInDemoShopper();
    await renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the loader for 1000 ms at first load and 500 ms on each navigation', async () => {
    // Spec §2: the loader shows 1000 ms at first load and 500 ms on each navigation. Its timers
    // run on a fake clock that stands still until the test moves it, however long the screens
    // take to load on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const elapse = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });

    // The first screen has loaded, and no time has passed yet.
    const { router } = await renderRoute('/faq');
    const loader = screen.getByTestId('route-loader');
    expect(liveLoader()).toHaveTextContent('Loading page');
    expect(loader).toHaveAttribute('data-active', 'true');
    // Fixed over the page: showing it never moves the content.
    expect(getComputedStyle(loader).position).toBe('fixed');
    await elapse(999);
    expect(liveLoader()).toHaveTextContent('Loading page');
    expect(loader).toHaveAttribute('data-active', 'true');
    await elapse(1);
    expect(liveLoader()).toHaveTextContent('');
    expect(loader).toHaveAttribute('data-active', 'false');

    // The path changes as the navigation starts; the loader shows from that very render.
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate({ to: '/terms' });
    });
    expect(liveLoader()).toHaveTextContent('Loading page');
    expect(loader).toHaveAttribute('data-active', 'true');
    // The next screen has loaded, and the clock has not moved: the loader still shows.
    await act(() => navigation);
    expect(
      within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeInTheDocument();
    expect(liveLoader()).toHaveTextContent('Loading page');
    await elapse(499);
    expect(liveLoader()).toHaveTextContent('Loading page');
    expect(loader).toHaveAttribute('data-active', 'true');
    await elapse(1);
    expect(liveLoader()).toHaveTextContent('');
    expect(loader).toHaveAttribute('data-active', 'false');
  });

  it('scrolls to the top on every path change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = await renderRoute('/faq');
    scrollTo.mockClear();
    await act(() => router.navigate({ to: '/terms' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
    scrollTo.mockClear();
    await act(() => router.navigate({ to: '/about' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    const { user } = await renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('has one banner, the main content and the footer on every page but /becomeseller', async () => {
    await renderRoute('/faq');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

const SCREEN_HEADINGS = [
  ['/faq', 'Frequently Asked Questions'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/security', 'Security'],
  ['/contact', 'Contact Us'],
  ['/about', 'About Us'],
  ['/epr-compliance', 'EPR Compliance'],
  ['/my-order', 'My Orders'],
  ['/whishlist', 'My Wishlist (4)'],
  ['/cart', 'My Cart (3)'],
  ['/orderPage', 'My Orders'],
  ['/payment', 'Payments'],
  ['/shipping', 'Shipping'],
  ['/cancellation', 'Cancellation & Returns'],
  ['/notification', 'Notifications'],
  ['/customer_support', 'Customer Support'],
  ['/wishlist', 'My Wishlist (4)'],
  ['/gift_card', 'Gift Cards'],
  ['/becomeseller', 'Become a Seller'],
] as const;

describe('the shell and sample screens of every route', () => {
  it.each(SCREEN_HEADINGS)('%s shows its screen', async (path, heading) => {
    await logInDemoShopper();
    await renderRoute(path);
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
