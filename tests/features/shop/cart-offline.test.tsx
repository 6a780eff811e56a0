import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { getCart } from '../../../src/api';
import { DEMO_LOGIN, demoUser } from '../../fixtures/users';
import {
  logInDemoShopper,
  logInShopper,
  renderRoute,
  type RenderedRoute,
} from '../../utils/render-route';
import {
  findCartLink,
  HEADSET,
  NEW_SHOPPER,
  NOKIA,
  PHONE_NAME,
  registerNewShopper,
  SHOES_NAME,
} from './shop-fixtures';

/**
 * Issue 28: a cart change made offline is kept on the device, counted at once, and sent in
 * order when the network returns, by the account that made it.
 */

const SHOES_SLUG = 'campus-oxyfit-walking-shoes-navy-uk-6-170';
const PHONE_SLUG = 'xiaomi-redmi-note-13-pro-5g-ocean-blue-256-gb-521';
const NEW_LOGIN = { email: NEW_SHOPPER.email, password: NEW_SHOPPER.password };
const CART_QUEUE_KEY = 'bazaar.cartQueue';

interface SentChange {
  /** 'PUT {slug} {quantity}', or 'DELETE' for a line removed by its id. */
  change: string;
  token: string;
}

/**
 * The network as the browser sees it: when it is down, navigator.onLine is false and every
 * cart call and token check fails as a dropped connection (what fetch does offline); when it is
 * up they reach the mock backend, and each change sent is recorded with its bearer token.
 */
function controlCartNetwork() {
  let online = true;
  const sent: SentChange[] = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  server.use(
    http.all(/\/api\/(cart|validate-token)\//, async ({ request }) => {
      if (!online) return HttpResponse.error();
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      if (request.method === 'PUT') {
        const body = (await request.clone().json()) as { product_slug: string; quantity: number };
        sent.push({ change: `PUT ${body.product_slug} ${body.quantity}`, token });
      } else if (request.method === 'DELETE') {
        sent.push({ change: 'DELETE', token });
      }
      // Nothing answered here: the mock backend's own handler answers.
      return undefined;
    }),
  );
  const set = (next: boolean) => {
    online = next;
    act(() => {
      window.dispatchEvent(new Event(next ? 'online' : 'offline'));
    });
  };
  return {
    sent,
    changes: () => sent.map(({ change }) => change),
    goOffline: () => set(false),
    goOnline: () => set(true),
  };
}

const line = (name: string) => within(screen.getByRole('listitem', { name }));
const quantityOf = (name: string) =>
  line(name).getByRole('textbox', { name: `Quantity of ${name}` });
const plus = (name: string) =>
  line(name).getByRole('button', { name: `Increase quantity of ${name}` });

async function remove(user: UserEvent, name: string) {
  await user.click(line(name).getByRole('button', { name: `Remove ${name}` }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
  );
}

/** A login as the login screen (or another tab) makes it: stored, then announced. */
async function logInElsewhere(credentials: { email: string; password: string }) {
  await logInShopper(credentials);
  act(() => {
    window.dispatchEvent(new Event('userLoggedIn'));
  });
}

async function openDemoCart(): Promise<RenderedRoute> {
  await logInDemoShopper();
  const rendered = await renderRoute('/cart');
  await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
  expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();
  return rendered;
}

/** The signed-in account's cart on the server, as slug and quantity. */
async function serverCart(): Promise<{ slug: string; quantity: number }[]> {
  const cart = await act(() => getCart());
  return cart.lines
    .map(({ product, quantity }) => ({ slug: product.slug, quantity }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

const QUEUED =
  'You are offline. Your cart is saved on this device and will be updated when you are back online.';

describe('cart changes made offline (issue 28)', () => {
  it('are shown and counted at once, and sent in order when the network returns; the server ends with what the shopper saw', async () => {
    const { user } = await openDemoCart();
    const network = controlCartNetwork();
    network.goOffline();

    await user.click(plus(HEADSET.name));
    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    await user.click(plus(HEADSET.name));
    await user.click(plus(SHOES_NAME));
    await remove(user, PHONE_NAME);

    expect(quantityOf(HEADSET.name)).toHaveValue('4');
    expect(quantityOf(SHOES_NAME)).toHaveValue('2');
    expect(screen.queryByRole('listitem', { name: PHONE_NAME })).not.toBeInTheDocument();
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    expect(network.sent).toEqual([]);

    network.goOnline();
    await waitFor(() =>
      expect(network.changes()).toEqual([`PUT ${HEADSET.slug} 4`, `PUT ${SHOES_SLUG} 2`, 'DELETE']),
    );
    await waitFor(() => expect(screen.queryByText(QUEUED)).not.toBeInTheDocument());
    expect(await serverCart()).toEqual([
      { slug: HEADSET.slug, quantity: 4 },
      { slug: SHOES_SLUG, quantity: 2 },
    ]);
    expect(quantityOf(HEADSET.name)).toHaveValue('4');
    expect(quantityOf(SHOES_NAME)).toHaveValue('2');
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    expect(localStorage.getItem(CART_QUEUE_KEY)).toBeNull();
  });

  it('survive a reload while offline: the shopper stays logged in, the badge counts the cart the device kept, and an Add to Cart made then is counted at once; all is sent when the network returns', async () => {
    const first = await openDemoCart();
    const network = controlCartNetwork();
    network.goOffline();
    await first.user.click(plus(HEADSET.name));
    await first.user.click(plus(SHOES_NAME));
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    first.unmount();

    // The page opens again with the network still down, on a product seen before.
    const { user, location } = await renderRoute('/product/nokia-150-blue-2');
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${demoUser.first_name}$`) }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(await findCartLink('Cart, 6 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await findCartLink('Cart, 7 items')).toBeInTheDocument();
    expect(network.sent).toEqual([]);
    expect(location()).toBe('/product/nokia-150-blue-2');

    network.goOnline();
    await waitFor(() =>
      expect(network.changes()).toEqual([
        `PUT ${HEADSET.slug} 3`,
        `PUT ${SHOES_SLUG} 2`,
        `PUT ${NOKIA.slug} 1`,
      ]),
    );
    expect(await findCartLink('Cart, 7 items')).toBeInTheDocument();
    expect(await serverCart()).toEqual(
      [
        { slug: HEADSET.slug, quantity: 3 },
        { slug: NOKIA.slug, quantity: 1 },
        { slug: PHONE_SLUG, quantity: 1 },
        { slug: SHOES_SLUG, quantity: 2 },
      ].sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it('/cart opened offline lists the lines the device kept; the price box comes with the server', async () => {
    const first = await openDemoCart();
    const network = controlCartNetwork();
    network.goOffline();
    first.unmount();

    await renderRoute('/cart');
    await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
    expect(quantityOf(HEADSET.name)).toHaveValue('2');
    expect(quantityOf(SHOES_NAME)).toHaveValue('1');
    expect(quantityOf(PHONE_NAME)).toHaveValue('1');
    expect(screen.queryByRole('region', { name: 'Price details' })).not.toBeInTheDocument();
    expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();

    network.goOnline();
    expect(await screen.findByRole('region', { name: 'Price details' })).toBeInTheDocument();
    expect(network.sent).toEqual([]);
  });

  it("are sent only as the account that made them: another account's login sends none of them", async () => {
    await registerNewShopper();
    const { user, location } = await openDemoCart();
    const demoToken = localStorage.getItem('token');
    const network = controlCartNetwork();
    network.goOffline();
    await user.click(plus(HEADSET.name));
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();

    // Logged out while offline; the network returns with nobody signed in.
    await user.click(await screen.findByRole('button', { name: demoUser.first_name }));
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();
    network.goOnline();

    // Another shopper logs in on this device: their cart is theirs, and nothing of the demo
    // shopper's queue is sent with their token.
    await logInElsewhere(NEW_LOGIN);
    expect(await findCartLink('Cart, 0 items')).toBeInTheDocument();
    const newToken = localStorage.getItem('token');
    expect(newToken).not.toBe(demoToken);
    expect(network.sent).toEqual([]);
    expect(await serverCart()).toEqual([]);

    // The demo shopper comes back: their change is sent, with their own token.
    await user.click(await screen.findByRole('button', { name: NEW_SHOPPER.first_name }));
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    await logInElsewhere(DEMO_LOGIN);
    await waitFor(() => expect(network.changes()).toEqual([`PUT ${HEADSET.slug} 3`]));
    const demoAgain = localStorage.getItem('token');
    expect(network.sent[0]?.token).toBe(demoAgain);
    expect(network.sent.some(({ token }) => token === newToken)).toBe(false);
    expect(await findCartLink('Cart, 5 items')).toBeInTheDocument();
    expect((await serverCart()).find((entry) => entry.slug === HEADSET.slug)).toEqual({
      slug: HEADSET.slug,
      quantity: 3,
    });
  });
});
