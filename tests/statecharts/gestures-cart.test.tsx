/**
 * The gestures of the cart and the wishlist (the cart and wishlist machines), performed in the
 * real screen; each machine's state read through XState inspection.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateValue } from 'xstate';
import { server } from '../../mocks/node';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { logInDemoShopper } from '../utils/render-route';
import { records } from './gestures-recorder';
import {
  accountTrigger,
  checkoutStep,
  failOnce,
  field,
  fillLogin,
  gestureCases,
  HEADSET,
  open,
  performsAsCharted,
  startGestures,
  user,
} from './gestures-support';

vi.mock('xstate', async (importOriginal) =>
  (await import('./gestures-recorder')).recordingXState(importOriginal),
);
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('./gestures-recorder')).recordingXStateReact(importOriginal),
);

beforeEach(startGestures);

/** More of the demo seed: the shoes are in the demo cart, the smartwatch in its wishlist. */
const SHOES = 'Campus Oxyfit Walking Shoes (Navy, UK 6)';
const SMARTWATCH = 'Noise ColorFit Pro 5 Smartwatch (Silver Grey, 44 mm)';
const OFFLINE =
  'You are offline. Your cart is saved on this device and will be updated when you are back online.';

const cartLink = (name: string) => screen.findByRole('link', { name });
const cartLine = (name: string) => within(screen.getByRole('listitem', { name }));

/** Waits until the app's actor of `machine` last reported `value`. */
async function machineIn(machine: string, value: StateValue) {
  await waitFor(() =>
    expect(records.findLast((record) => record.machine === machine)?.value).toEqual(value),
  );
}

async function openHeadsetPage() {
  const rendered = await open(`/product/${HEADSET.slug}`);
  await screen.findByRole('button', { name: 'Add to Cart' });
  return rendered;
}

async function openCart() {
  await logInDemoShopper();
  await open('/cart');
  await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
}

async function openWishlist() {
  await logInDemoShopper();
  await open('/wishlist');
  await screen.findByRole('heading', { level: 1, name: 'My Wishlist (4)' });
}

/** Logs out from the account menu once the account's cart is known. */
async function logOutFromMenu() {
  await openCart();
  await user.click(await accountTrigger(demoUser.first_name));
  await user.click(await screen.findByRole('link', { name: 'Logout' }));
}

const cases = gestureCases('cart', {
  cart: {
    'cart.item.add': {
      perform: async () => {
        await openHeadsetPage();
        await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      },
      state: 'guest',
      context: {
        account: null,
        guest: { lines: [{ product: { slug: HEADSET.slug }, quantity: 1 }] },
      },
      sees: async () => expect(await cartLink('Cart, 1 item')).toBeInTheDocument(),
    },
    'cart.item.decrease': {
      perform: async () => {
        await openCart();
        await user.click(
          cartLine(HEADSET.name).getByRole('button', {
            name: `Decrease quantity of ${HEADSET.name}`,
          }),
        );
      },
      state: { account: { ready: 'sending' } },
      context: { queue: [{ product: { slug: HEADSET.slug }, quantity: 1 }] },
      sees: async () => expect(await cartLink('Cart, 3 items')).toBeInTheDocument(),
    },
    'cart.item.remove': {
      perform: async () => {
        await openCart();
        await user.click(cartLine(SHOES).getByRole('button', { name: `Remove ${SHOES}` }));
        await user.click(
          within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
        );
      },
      state: { account: { ready: 'sending' } },
      context: { queue: [{ quantity: 0 }] },
      sees: async () =>
        expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (2)' })).toBeVisible(),
    },
    'cart.login': {
      // A guest adds, then logs in: the guest line joins the account's cart.
      perform: async () => {
        const { router } = await openHeadsetPage();
        await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
        await cartLink('Cart, 1 item');
        await act(() => router.navigate({ to: '/login' }));
        await user.type(await field('Email'), DEMO_LOGIN.email);
        await user.type(screen.getByLabelText('Password'), DEMO_LOGIN.password);
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: { account: 'merging' },
      context: {
        account: demoUser.id,
        guest: { merge: { items: [{ product_slug: HEADSET.slug, quantity: 1 }] } },
      },
      // The demo cart's 4 units, the headset's 2 now 3.
      sees: async () => expect(await cartLink('Cart, 5 items')).toBeInTheDocument(),
    },
    'cart.logout': {
      perform: logOutFromMenu,
      state: 'guest',
      context: { account: null, cart: null },
      sees: async () => expect(await cartLink('Cart, 0 items')).toBeInTheDocument(),
    },
    'cart.retry': {
      perform: async () => {
        failOnce('/api/cart/');
        await logInDemoShopper();
        await open('/cart');
        const failed = await screen.findByRole('alert');
        expect(failed).toHaveTextContent('Your cart could not be loaded.');
        await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      },
      state: { account: 'loading' },
      context: { message: null },
      sees: async () =>
        expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' })).toBeVisible(),
    },
    'cart.online': {
      perform: async () => {
        await openCart();
        server.use(http.put('*/api/cart/items/', () => HttpResponse.error(), { once: true }));
        await user.click(
          cartLine(HEADSET.name).getByRole('button', {
            name: `Increase quantity of ${HEADSET.name}`,
          }),
        );
        await screen.findByText(OFFLINE);
        await machineIn('cart', { account: { ready: 'offline' } });
        act(() => {
          window.dispatchEvent(new Event('online'));
        });
      },
      state: { account: { ready: 'sending' } },
      context: { queue: [{ product: { slug: HEADSET.slug }, quantity: 3 }], message: null },
      sees: async () => {
        await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
        expect(await cartLink('Cart, 5 items')).toBeInTheDocument();
      },
    },
    'cart.reload': {
      // The cart's checkout places an order; the server has removed the lines it ordered.
      perform: async () => {
        await openCart();
        await user.click(screen.getByRole('link', { name: 'Place Order' }));
        await screen.findByRole('radio', { name: /Aarav Sharma/ });
        await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
        await user.click(
          await checkoutStep('Order summary').findByRole('button', { name: 'Continue' }),
        );
        await user.click(
          await checkoutStep('Payment').findByRole('radio', { name: 'UPI (simulated)' }),
        );
        await user.click(checkoutStep('Payment').getByRole('button', { name: 'Place order' }));
      },
      state: { account: 'loading' },
      sees: async () => expect(await cartLink('Cart, 0 items')).toBeInTheDocument(),
    },
  },
  wishlist: {
    'wishlist.item.add': {
      perform: async () => {
        await logInDemoShopper();
        await openHeadsetPage();
        await machineIn('wishlist', { account: { ready: 'idle' } });
        await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
      },
      state: { account: { ready: 'sending' } },
      context: { pending: [{ product: { slug: HEADSET.slug }, wanted: true }] },
      sees: async () =>
        expect(screen.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
    },
    'wishlist.item.remove': {
      perform: async () => {
        await openWishlist();
        await user.click(screen.getByRole('button', { name: `Remove ${SMARTWATCH}` }));
      },
      state: { account: { ready: 'sending' } },
      context: { pending: [{ wanted: false }] },
      sees: async () =>
        expect(
          await screen.findByRole('heading', { level: 1, name: 'My Wishlist (3)' }),
        ).toBeVisible(),
    },
    'wishlist.login': {
      perform: async () => {
        await fillLogin();
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: { account: 'loading' },
      context: { account: demoUser.id, wishlist: null },
    },
    'wishlist.logout': {
      perform: logOutFromMenu,
      state: 'signedOut',
      context: { account: null, wishlist: null },
    },
    'wishlist.retry': {
      perform: async () => {
        failOnce('/api/wishlist/');
        await logInDemoShopper();
        await open('/wishlist');
        const failed = await screen.findByRole('alert');
        expect(failed).toHaveTextContent('Your wishlist could not be loaded.');
        await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      },
      state: { account: 'loading' },
      context: { message: null },
      sees: async () =>
        expect(
          await screen.findByRole('heading', { level: 1, name: 'My Wishlist (4)' }),
        ).toBeVisible(),
    },
  },
});

describe('the gesture table', () => {
  it.each(cases)('%s: %s, sent on %s, takes the machine where the chart says', performsAsCharted);
});
