import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../utils/render-route';
import { logInDemoShopper } from './support/session';

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

  it('announces the loader at first load and on each navigation, then clears it', async () => {
    // Asserted as the layout first mounts, not after the screen's lazy chunk has loaded: the
    // loader's 1000 ms run from that mount, whatever the chunk costs on a busy machine.
    const { router } = await renderRoute('/faq', { waitForLoad: false });
    await screen.findByTestId('route-loader');
    expect(liveLoader()).toHaveTextContent('Loading page');
    expect(screen.getByTestId('route-loader')).toHaveAttribute('data-active', 'true');
    // Fixed over the page: showing it never moves the content.
    expect(getComputedStyle(screen.getByTestId('route-loader')).position).toBe('fixed');
    await waitFor(() => expect(liveLoader()).toHaveTextContent(''), { timeout: 2500 });
    expect(screen.getByTestId('route-loader')).toHaveAttribute('data-active', 'false');

    // The path changes as the navigation starts; the loader shows from that very render.
    act(() => {
      void router.navigate({ to: '/terms' });
    });
    expect(liveLoader()).toHaveTextContent('Loading page');
    await waitFor(() => expect(liveLoader()).toHaveTextContent(''), { timeout: 1500 });
  });

  it('scrolls to the top on every path change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = await renderRoute('/faq');
    scrollTo.mockClear();
    await router.navigate({ to: '/terms' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
    scrollTo.mockClear();
    await router.navigate({ to: '/about' });
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
