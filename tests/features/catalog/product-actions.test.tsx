import { screen, waitFor, within } from '@testing-library/react';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import { demoUser, DEMO_LOGIN } from '../../fixtures/users';
import { findCartLink, guestLinesOnDevice, logInOnScreen, WATCH_NAME } from '../shop/shop-fixtures';

const NOKIA = '/product/nokia-150-blue-2';
const HEADSET = '/product/boat-rockerz-450-bluetooth-headset-cherry-red-9';
const WATCH = '/product/noise-colorfit-pro-5-smartwatch-silver-grey-44-mm-271';

async function openProduct(path: string, name: string) {
  const rendered = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name });
  return rendered;
}

const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });
const buyNow = () => screen.getByRole('button', { name: 'Buy Now' });

/** Opens the wishlist from the account menu, as the shopper would. */
async function openWishlistFromMenu(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(await screen.findByRole('button', { name: demoUser.first_name }));
  await user.click(await screen.findByRole('link', { name: 'Wishlist' }));
}

const wishlistNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('product page: Add to Cart (issue 25)', () => {
  it("adds one unit for a guest ('Cart, 1 item'), raises the quantity when pressed again and keeps the lines on the device", async () => {
    const { user, unmount } = await openProduct(NOKIA, 'Nokia 150 (Blue)');
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();

    await user.click(addToCart());
    expect(await findCartLink('Cart, 1 item')).toBeInTheDocument();
    expect(addToCart()).toHaveAccessibleDescription('1 in your cart');
    await user.click(addToCart());
    expect(await findCartLink('Cart, 2 items')).toBeInTheDocument();
    expect(addToCart()).toHaveAccessibleDescription('2 in your cart');
    expect(guestLinesOnDevice()).toEqual([{ slug: 'nokia-150-blue-2', quantity: 2 }]);
    unmount();

    // A reload: the device's lines count at once.
    await renderRoute('/faq');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
  });

  it("adds to the demo shopper's cart on the server: a line already there goes up by one", async () => {
    await logInDemoShopper();
    const { user } = await openProduct(HEADSET, 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)');
    await waitFor(() => expect(addToCart()).toHaveAccessibleDescription('2 in your cart'));
    expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();

    await user.click(addToCart());
    expect(addToCart()).toHaveAccessibleDescription('3 in your cart');
    await user.click(await findCartLink('Cart, 5 items'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', {
        name: 'Quantity of boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
      }),
    ).toHaveValue('3');
    const total = within(screen.getByRole('region', { name: 'Price details' })).getByText(
      'Total Amount',
    );
    await waitFor(() => expect(total.nextElementSibling).toHaveTextContent('₹1,47,745'));
  });

  it('stops at 10 units with the reason under the button', async () => {
    const { user } = await openProduct(NOKIA, 'Nokia 150 (Blue)');
    for (let press = 0; press < 10; press += 1) await user.click(addToCart());
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveAccessibleDescription('You can buy up to 10 of this item.');
    expect(await findCartLink('Cart, 10 items')).toBeInTheDocument();
    expect(guestLinesOnDevice()).toEqual([{ slug: 'nokia-150-blue-2', quantity: 10 }]);
  });

  it.each([
    [
      '/product/samsung-galaxy-m35-5g-starlight-silver-64-gb-365',
      'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)',
    ],
    ['/product/omron-ne-c101-nebulizer-white-50', 'Omron NE-C101 Nebulizer (White)'],
  ])('%s is out of stock: says so, and cannot be added or bought', async (path, name) => {
    const { user } = await openProduct(path, name);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
    expect(buyNow()).toBeDisabled();
    await user.click(addToCart());
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();
    expect(guestLinesOnDevice()).toEqual([]);
  });

  it('an in-stock product offers both buttons and no stock warning', async () => {
    await openProduct(NOKIA, 'Nokia 150 (Blue)');
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
    expect(addToCart()).toBeEnabled();
    expect(buyNow()).toBeEnabled();
  });
});

describe('product page: the wishlist toggle (issue 25)', () => {
  it('shows a product already in the wishlist as pressed, and removes it', async () => {
    await logInDemoShopper();
    const { user } = await openProduct(WATCH, WATCH_NAME);
    const toggle = await screen.findByRole('button', { name: 'Remove from Wishlist' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await openWishlistFromMenu(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist (3)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: WATCH_NAME })).not.toBeInTheDocument();
  });

  it('adds a product to the wishlist, newest first', async () => {
    await logInDemoShopper();
    const { user } = await openProduct(NOKIA, 'Nokia 150 (Blue)');
    // Logged in: the navbar greets the shopper (a guest's press would go to the login page).
    expect(await screen.findByRole('button', { name: demoUser.first_name })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Add to Wishlist' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openWishlistFromMenu(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist (5)' }),
    ).toBeInTheDocument();
    expect(wishlistNames()[0]).toBe('Nokia 150 (Blue)');
  });

  it('sends a guest to log in and back to the product, which is then in the wishlist', async () => {
    const { user, location } = await openProduct(NOKIA, 'Nokia 150 (Blue)');
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() =>
      expect(location()).toBe('/login?redirect=%2Fproduct%2Fnokia-150-blue-2%3Fwishlist%3Dadd'),
    );

    await logInOnScreen(user, DEMO_LOGIN);
    expect(await screen.findByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(location()).toBe('/product/nokia-150-blue-2'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nokia 150 (Blue)' })).toBeInTheDocument();

    await openWishlistFromMenu(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist (5)' }),
    ).toBeInTheDocument();
    expect(wishlistNames()[0]).toBe('Nokia 150 (Blue)');
  });
});
