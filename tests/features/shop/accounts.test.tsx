import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { DEMO_LOGIN, demoUser } from '../../fixtures/users';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import {
  findCartLink,
  GUEST_CART_KEY,
  guestLinesOnDevice,
  HEADSET,
  logInNewShopper,
  logInOnScreen,
  NEW_SHOPPER,
  NOKIA,
  registerNewShopper,
} from './shop-fixtures';

const NEW_LOGIN = { email: NEW_SHOPPER.email, password: NEW_SHOPPER.password };

/** Picks an item of the navbar's account menu, as the shopper would. */
async function accountMenu(user: UserEvent, firstName: string, item: string) {
  await user.click(await screen.findByRole('button', { name: firstName }));
  await user.click(await screen.findByRole('link', { name: item }));
}

function totalAmount(): string {
  const box = within(screen.getByRole('region', { name: 'Price details' }));
  return box.getByText('Total Amount').nextElementSibling?.textContent ?? '';
}

const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });

describe('one cart and one wishlist per account (issue 25)', () => {
  it('a newly registered shopper starts with an empty cart and wishlist', async () => {
    await logInNewShopper();
    const { user } = await renderRoute('/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty!' }),
    ).toBeInTheDocument();
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();

    await accountMenu(user, NEW_SHOPPER.first_name, 'Wishlist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist (0)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
  });

  it("the next shopper on the device sees their own cart, not the demo shopper's", async () => {
    await registerNewShopper();
    await logInDemoShopper();
    const { user, location } = await renderRoute('/wishlist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist (4)' }),
    ).toBeInTheDocument();
    expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();

    await accountMenu(user, demoUser.first_name, 'Logout');
    await waitFor(() => expect(location()).toBe('/login'));
    // Logged out, the cart is this device's guest cart again: empty.
    await user.click(await findCartLink('Cart, 0 items'));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fcart'));
    await logInOnScreen(user, NEW_LOGIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty!' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/cart');
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();
  });

  it("logout leaves the account's lines on the server, not on the device: the guest cart is empty", async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/product/nokia-150-blue-2');
    expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();

    await accountMenu(user, demoUser.first_name, 'Logout');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('a 401 on a cart change (issue 25)', () => {
  it("ends the session, keeps the shopper's lines as a guest cart and sends them at the next login without doubling", async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/product/nokia-150-blue-2');
    expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();
    server.use(
      http.put(
        '*/api/cart/items/',
        () => HttpResponse.json({ error: 'Token is invalid or expired.' }, { status: 401 }),
        { once: true },
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // The navbar's logged-out label: the session is over.
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    // Nothing the shopper did is lost: the badge keeps its count, from the device now.
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();
    expect(guestLinesOnDevice()).toEqual([
      { slug: 'xiaomi-redmi-note-13-pro-5g-ocean-blue-256-gb-521', quantity: 1 },
      { slug: 'campus-oxyfit-walking-shoes-navy-uk-6-170', quantity: 1 },
      { slug: HEADSET.slug, quantity: 2 },
      { slug: NOKIA.slug, quantity: 1 },
    ]);

    await user.click(await findCartLink('Cart, 5 items'));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fcart'));
    await logInOnScreen(user, DEMO_LOGIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' }),
    ).toBeInTheDocument();
    // The account's own lines came back as they were (2 headsets, not 4), with the new one.
    expect(quantityOf(HEADSET.name)).toHaveValue('2');
    expect(quantityOf(NOKIA.name)).toHaveValue('1');
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();
    // The server's price box counts the new line once it has it.
    await waitFor(() => expect(totalAmount()).toBe('₹1,42,725'));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('on /cart: the guarded page sends the shopper to log in, and the change the 401 met is made after it', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/cart');
    await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
    server.use(
      http.put(
        '*/api/cart/items/',
        () => HttpResponse.json({ error: 'Token is invalid or expired.' }, { status: 401 }),
        { once: true },
      ),
    );

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${HEADSET.name}` }));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fcart'));
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();

    await logInOnScreen(user, DEMO_LOGIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' }),
    ).toBeInTheDocument();
    expect(quantityOf(HEADSET.name)).toHaveValue('3');
    await waitFor(() => expect(totalAmount()).toBe('₹1,47,745'));
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();
  });
});
