import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { DEMO_LOGIN, demoUser } from '../../fixtures/users';
import { renderRoute } from '../../utils/render-route';
import { countRequests } from '../auth/auth-fixtures';
import {
  findCartLink,
  GUEST_CART_KEY,
  guestLinesOnDevice,
  HEADSET,
  logInOnScreen,
  NOKIA,
  PHONE_NAME,
  SHOES_NAME,
  storeGuestCart,
} from './shop-fixtures';

const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });

function totalAmount(): string {
  const box = within(screen.getByRole('region', { name: 'Price details' }));
  return box.getByText('Total Amount').nextElementSibling?.textContent ?? '';
}

describe("a guest's cart (issue 25)", () => {
  it('counts the lines this device keeps, without asking the server', async () => {
    const cartCalls = countRequests('GET', '/api/cart/');
    storeGuestCart([
      { product: HEADSET, quantity: 2 },
      { product: NOKIA, quantity: 1 },
    ]);
    await renderRoute('/faq');
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(within(link).getByText('3')).toBeInTheDocument();
    expect(cartCalls.count()).toBe(0);
  });

  it('sends a guest from /cart to log in and back to /cart, where the guest lines have joined the account’s cart', async () => {
    storeGuestCart([
      { product: HEADSET, quantity: 9 },
      { product: NOKIA, quantity: 1 },
    ]);
    const { user, location } = await renderRoute('/cart');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fcart'));
    expect(await findCartLink('Cart, 10 items')).toBeInTheDocument();

    await logInOnScreen(user, DEMO_LOGIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/cart');
    // The demo shopper had 2 of the headset: 2 + 9 is capped at 10.
    expect(quantityOf(HEADSET.name)).toHaveValue('10');
    expect(quantityOf(NOKIA.name)).toHaveValue('1');
    expect(quantityOf(PHONE_NAME)).toHaveValue('1');
    expect(quantityOf(SHOES_NAME)).toHaveValue('1');
    expect(await findCartLink('Cart, 13 items')).toBeInTheDocument();
    await waitFor(() => expect(totalAmount()).toBe('₹1,98,397'));
    // The device's copy has joined the account: nothing is left to merge again.
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('keeps the guest lines on the device when the merge fails, and merges them on retry', async () => {
    server.use(http.post('*/api/cart/merge/', () => HttpResponse.error(), { once: true }));
    storeGuestCart([{ product: NOKIA, quantity: 2 }]);
    const { user, location } = await renderRoute('/cart');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fcart'));

    await logInOnScreen(user, DEMO_LOGIN);
    const message = await screen.findByText(
      'The items you added before logging in are saved on this device and will join your cart when you are back online.',
    );
    // Said as an alert, with a way to try again at once.
    const failure = message.closest('[role="alert"]');
    expect(failure).toBeInstanceOf(HTMLElement);
    expect(location()).toBe('/cart');
    expect(guestLinesOnDevice()).toEqual([{ slug: 'nokia-150-blue-2', quantity: 2 }]);
    expect(await findCartLink('Cart, 2 items')).toBeInTheDocument();

    await user.click(within(failure as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' }),
    ).toBeInTheDocument();
    expect(quantityOf(NOKIA.name)).toHaveValue('2');
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('merges a guest cart whose merge failed when the browser is back online', async () => {
    server.use(http.post('*/api/cart/merge/', () => HttpResponse.error(), { once: true }));
    storeGuestCart([{ product: NOKIA, quantity: 2 }]);
    const { user } = await renderRoute('/cart');
    await logInOnScreen(user, DEMO_LOGIN);
    expect(
      await screen.findByText(
        'The items you added before logging in are saved on this device and will join your cart when you are back online.',
      ),
    ).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' }),
    ).toBeInTheDocument();
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('merges a guest cart whose merge failed at the next login, once', async () => {
    server.use(http.post('*/api/cart/merge/', () => HttpResponse.error(), { once: true }));
    storeGuestCart([{ product: NOKIA, quantity: 2 }]);
    const { user, location } = await renderRoute('/cart');
    await logInOnScreen(user, DEMO_LOGIN);
    expect(
      await screen.findByText(
        'The items you added before logging in are saved on this device and will join your cart when you are back online.',
      ),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: demoUser.first_name }));
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    // Logged out, the lines that did not join are the guest's again.
    await user.click(await findCartLink('Cart, 2 items'));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fcart'));

    await logInOnScreen(user, DEMO_LOGIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' }),
    ).toBeInTheDocument();
    expect(quantityOf(NOKIA.name)).toHaveValue('2');
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});
