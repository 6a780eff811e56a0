import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storeSession } from '../../../src/lib/session-store';
import { demoUser } from '../../fixtures/users';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import { expectConsole } from '../../utils/console';

const SEARCH = 'Search for Products, Brands and More';
const SEARCH_HIDDEN = [
  '/contact',
  '/about',
  '/cart',
  '/privacy',
  '/shipping',
  '/faq',
  '/security',
  '/terms',
] as const;

function navbar(): HTMLElement {
  return screen.getByTestId('navbar');
}

async function waitForShell(): Promise<void> {
  // The category bar is the last part of the shell to settle (it loads api/categories/).
  const categories = await screen.findByRole('navigation', { name: 'Categories' });
  await within(categories).findByRole('link', { name: 'Mobiles' });
}

function categoryBar() {
  return within(screen.getByRole('navigation', { name: 'Categories' }));
}

describe('navigation bar: where it shows', () => {
  it('is white on the home page', async () => {
    await renderRoute('/');
    await waitForShell();
    expect(navbar()).toHaveAttribute('data-variant', 'home');
    // The bar's background is the navbar.bg.home token (white), not the blue one.
    expect(getComputedStyle(navbar().firstElementChild!).background).toMatch(/navbar-bg-home/);
  });

  it.each(['/faq', '/allcategories', '/my-order', '/cat/mens-footwear'])(
    'is blue on %s',
    async (path) => {
      await logInDemoShopper();
      await renderRoute(path);
      await waitForShell();
      expect(navbar()).toHaveAttribute('data-variant', 'default');
      expect(getComputedStyle(navbar().firstElementChild!).background).toMatch(/navbar-bg-default/);
    },
  );

  it('is absent on /becomeseller, where the page keeps its own way back to the store', async () => {
    await logInDemoShopper();
    await renderRoute('/becomeseller');
    await screen.findByRole('heading', { level: 1, name: 'Become a Seller' });
    expect(screen.queryByTestId('navbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shopping' })).toHaveAttribute('href', '/');
  });

  it.each(SEARCH_HIDDEN)('keeps the bar but hides the search box on %s', async (path) => {
    await logInDemoShopper();
    await renderRoute(path);
    await waitForShell();
    expect(navbar()).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
  });

  it.each(['/', '/allcategories', '/notification', '/my-order', '/whishlist', '/epr-compliance'])(
    'shows the search box on %s',
    async (path) => {
      await logInDemoShopper();
      await renderRoute(path);
      await waitForShell();
      expect(screen.getByRole('combobox', { name: SEARCH })).toHaveAttribute('placeholder', SEARCH);
    },
  );

  it('has the brand link, the public seller link and the cart link named by its count, no badge at 0', async () => {
    await renderRoute('/faq');
    await waitForShell();
    const bar = within(navbar());
    expect(bar.getByRole('link', { name: 'Bazaar home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute(
      'href',
      '/becomeseller',
    );
    const cart = bar.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent(/^Cart$/);
  });

  it("shows the demo shopper's count from the server on the cart link and its badge", async () => {
    await logInDemoShopper();
    await renderRoute('/faq');
    await waitForShell();
    const cart = await within(navbar()).findByRole('link', { name: 'Cart, 4 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent(/^4Cart$/);
  });
});

describe('navigation bar: search', () => {
  it('goes to /search/?q={text} with the trimmed text', async () => {
    const { user, location } = await renderRoute('/');
    await waitForShell();
    await user.type(screen.getByRole('combobox', { name: SEARCH }), '  running shoes  {Enter}');
    await waitFor(() => expect(location()).toMatch(/^\/search\/\?q=running(\+|%20)shoes$/));
  });

  it.each(['123', 'true', '007'])(
    'writes a text that looks like a number or a flag as typed: /search/?q=%s',
    async (text) => {
      const { user, location } = await renderRoute('/');
      await waitForShell();
      await user.type(screen.getByRole('combobox', { name: SEARCH }), `${text}{Enter}`);
      await waitFor(() => expect(location()).toBe(`/search/?q=${text}`));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  it('submits with the search button too', async () => {
    const { user, location } = await renderRoute('/allcategories');
    await waitForShell();
    await user.type(screen.getByRole('combobox', { name: SEARCH }), 'kurta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toMatch(/^\/search\/\?q=kurta$/));
  });

  it.each([
    ['empty', ''],
    ['blank', '    '],
  ])('does not submit %s text', async (_kind, text) => {
    const { user, location } = await renderRoute('/allcategories');
    await waitForShell();
    const box = screen.getByRole('combobox', { name: SEARCH });
    if (text) await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, '{Enter}');
    expect(location()).toBe('/allcategories');
  });
});

describe('navigation bar: account dropdown', () => {
  it('logged out: reads Account and opens on hover with the documented swapped links', async () => {
    const { user } = await renderRoute('/');
    await waitForShell();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'New Customer?' })).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'New Customer?' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login');
    // Hovering does not move focus away from what the shopper was doing.
    expect(trigger).not.toHaveFocus();

    await user.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens from the keyboard, walks into the items and closes on Escape', async () => {
    const { user } = await renderRoute('/faq');
    await waitForShell();
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'New Customer?' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'New Customer?' })).toHaveFocus();
    await user.tab();
    await user.tab();
    // Focus left the dropdown: it closes.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click and closes on a click elsewhere', async () => {
    const { user } = await renderRoute('/faq');
    await waitForShell();
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it("logged in: shows the user's first name and the account links", async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/faq');
    const trigger = await screen.findByRole('button', { name: demoUser.first_name });
    await user.hover(trigger);
    const expected = [
      ['My Profile', '/account'],
      ['Orders', '/my-order'],
      ['Wishlist', '/whishlist'],
      ['Gift Cards', '/gift_card'],
      ['Logout', '/logout'],
    ] as const;
    for (const [name, href] of expected) {
      expect(within(navbar()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: 'New Customer?' })).not.toBeInTheDocument();

    await user.click(within(navbar()).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(location()).toBe('/my-order'));
    expect(screen.getByRole('button', { name: demoUser.first_name })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('follows the userLoggedIn and userLoggedOut window events', async () => {
    await renderRoute('/faq');
    await waitForShell();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();

    // What the login screen does on success: store the session, then announce it.
    const shopper = await logInDemoShopper();
    act(() => {
      window.dispatchEvent(new Event('userLoggedIn'));
    });
    expect(await screen.findByRole('button', { name: shopper.first_name })).toBeInTheDocument();

    // What logout does: clear the session, then announce it.
    window.localStorage.removeItem('token');
    window.localStorage.removeItem('refresh_token');
    window.localStorage.removeItem('user');
    act(() => {
      window.dispatchEvent(new Event('userLoggedOut'));
    });
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: shopper.first_name })).not.toBeInTheDocument();
  });

  it('shows the name stored with the session when a login event arrives', async () => {
    await renderRoute('/faq');
    await waitForShell();
    const shopper = await logInDemoShopper();
    storeSession({
      token: window.localStorage.getItem('token')!,
      refreshToken: window.localStorage.getItem('refresh_token')!,
      user: { ...shopper, first_name: 'Meera' },
    });
    act(() => {
      window.dispatchEvent(new Event('userLoggedIn'));
    });
    expect(await screen.findByRole('button', { name: 'Meera' })).toBeInTheDocument();
  });
});

describe('category bar', () => {
  it('links top-level categories to /cat/{slug} and has the two placeholders that go nowhere', async () => {
    const { user, location } = await renderRoute('/faq');
    await waitForShell();
    const bar = categoryBar();
    expect(bar.getByRole('link', { name: 'Mobiles' })).toHaveAttribute('href', '/cat/mobiles');
    expect(bar.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/cat/books');
    const flights = bar.getByRole('link', { name: 'Flights' });
    const offers = bar.getByRole('link', { name: 'Offer Zone' });
    expect(flights).toHaveAttribute('href', '#');
    expect(offers).toHaveAttribute('href', '#');
    await user.click(flights);
    await user.click(offers);
    expect(location()).toBe('/faq');
  });

  it('opens a mega dropdown of subcategories in 3 columns, on hover and from the keyboard', async () => {
    const { user } = await renderRoute('/faq');
    await waitForShell();
    const toggle = screen.getByRole('button', { name: 'Fashion subcategories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: "Men's Footwear" })).not.toBeInTheDocument();

    await user.hover(categoryBar().getByRole('link', { name: 'Fashion' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('mega-menu-fashion');
    expect(getComputedStyle(panel).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(within(panel).getByRole('link', { name: "Men's Footwear" })).toHaveAttribute(
      'href',
      '/cat/mens-footwear',
    );
    expect(within(panel).getByRole('link', { name: 'Watches' })).toHaveAttribute(
      'href',
      '/cat/watches',
    );

    // Moving to another category switches the open dropdown.
    await user.hover(categoryBar().getByRole('link', { name: 'Mobiles' }));
    expect(screen.getByRole('button', { name: 'Mobiles subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(categoryBar().getByRole('link', { name: 'Mobiles' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mobiles subcategories' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows nested dropdowns for subcategories that have their own', async () => {
    const { user, location } = await renderRoute('/faq');
    await waitForShell();
    await user.click(screen.getByRole('button', { name: 'Fashion subcategories' }));
    const nested = screen.getByRole('button', { name: "Men's Footwear subcategories" });
    expect(screen.queryByRole('link', { name: 'Sports Shoes' })).not.toBeInTheDocument();
    await user.click(nested);
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    const sports = screen.getByRole('link', { name: 'Sports Shoes' });
    expect(sports).toHaveAttribute('href', '/cat/sports-shoes');

    // Escape closes the inner dropdown first, then the mega dropdown.
    await user.keyboard('{Escape}');
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Fashion subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sports Shoes' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Sports Shoes' }));
    await waitFor(() => expect(location()).toBe('/cat/sports-shoes'));
    expect(screen.getByRole('button', { name: 'Fashion subcategories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("logs 'Error fetching categories' and stays empty when the call fails", async () => {
    const logged = expectConsole('error', 'Error fetching categories');
    server.use(
      http.get(`*/api/categories/`, () =>
        HttpResponse.json({ error: 'Server error' }, { status: 500 }),
      ),
    );
    await renderRoute('/faq');
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching categories', expect.anything()),
    );
    const bar = categoryBar();
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Flights',
      'Offer Zone',
    ]);
    expect(bar.queryAllByRole('button')).toHaveLength(0);
  });
});
