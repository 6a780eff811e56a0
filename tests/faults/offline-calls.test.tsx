import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { countRequests } from '../features/auth/auth-fixtures';
import {
  continueToPayment,
  deliverHere,
  expectOrderPlaced,
  fixClock,
  openBuyNow,
  ordersOnServer,
  paymentOption,
  placeOrderButton,
  step,
} from '../features/checkout/checkout-fixtures';
import { expectConsole } from '../utils/console';
import { findAlert } from '../utils/form-messages';
import { controlNetwork } from '../utils/network';
import { logInDemoShopper, renderRoute, type RenderedRoute } from '../utils/render-route';
import { field, fill } from '../utils/form-fields';

/**
 * Issue 28: the calls that cannot wait for the network (login, registration, saving the profile,
 * placing an order) say so beside their button, keep everything typed, and work once the
 * network is back. Offline is the browser saying so: before the press (nothing is sent) or by
 * the time a call got no response. A call with no response while the browser says it is online
 * keeps spec §8's message (tests/features/auth, tests/faults).
 */
const OFFLINE = "You're offline. Connect to the internet to continue.";

async function fillAll(user: RenderedRoute['user'], values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await fill(user, label, value);
}

function expectValues(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) expect(field(label)).toHaveValue(value);
}

/**
 * The browser goes offline before the press (nothing sent), or the network goes while the call
 * is on its way (no response, and the browser offline by then).
 */
const WAYS = ['the browser offline', 'the network lost during the call'] as const;
type Way = (typeof WAYS)[number];

function loseNetwork(way: Way, method: 'post' | 'put', path: string) {
  const network = controlNetwork(true);
  if (way === 'the browser offline') network.goOffline();
  else
    server.use(
      http[method](
        path,
        () => {
          network.goOffline();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
  return () => network.goOnline();
}

const CREDENTIALS = { Email: DEMO_LOGIN.email, Password: DEMO_LOGIN.password };

describe('login offline', () => {
  it.each(WAYS)('%s: says so, keeps what was typed; back online, Login logs in', async (way) => {
    const logins = countRequests('POST', '/api/login/');
    const { user, location } = await renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await fillAll(user, CREDENTIALS);
    const reconnect = loseNetwork(way, 'post', '*/api/login/');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await findAlert()).toHaveTextContent(OFFLINE);
    expectValues(CREDENTIALS);
    expect(location()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(logins.count()).toBe(way === 'the browser offline' ? 0 : 1);

    reconnect();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

const SHOPPER = {
  'First Name': 'Priya',
  'Last Name': 'Nair',
  Email: 'priya.nair@example.in',
  Phone: '9812345678',
  Password: 'Sunrise@2024',
  'Confirm Password': 'Sunrise@2024',
};

describe('registration offline', () => {
  it.each(WAYS)(
    '%s: says so, keeps what was typed; back online, Register registers',
    async (way) => {
      const registrations = countRequests('POST', '/api/register/');
      const logged = expectConsole('info', 'Registration response');
      const { user } = await renderRoute('/register');
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
      await fillAll(user, SHOPPER);
      const reconnect = loseNetwork(way, 'post', '*/api/register/');
      await user.click(screen.getByRole('button', { name: 'Register' }));

      expect(await findAlert()).toHaveTextContent(OFFLINE);
      expectValues(SHOPPER);
      expect(registrations.count()).toBe(way === 'the browser offline' ? 0 : 1);

      reconnect();
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('User registered successfully!')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledTimes(1);
    },
  );
});

describe('saving the profile offline', () => {
  const section = () => within(screen.getByRole('region', { name: 'Account Information' }));
  const firstName = () => section().getByRole('textbox', { name: 'First Name' });

  it.each(WAYS)('%s: says so, keeps the edits; back online, Save saves', async (way) => {
    await logInDemoShopper();
    const saves = countRequests('PUT', '/api/user/profile/');
    const { user } = await renderRoute('/account');
    expect(
      await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 }),
    ).toHaveValue(demoUser.first_name);
    await user.click(section().getByRole('button', { name: 'Edit' }));
    await user.clear(firstName());
    await user.type(firstName(), 'Vihaan');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    const reconnect = loseNetwork(way, 'put', '*/api/user/profile/');
    await user.click(section().getByRole('button', { name: 'Save' }));

    const message = await section().findByText(OFFLINE);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(firstName()).toHaveValue('Vihaan');
    expect(firstName()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(saves.count()).toBe(way === 'the browser offline' ? 0 : 1);

    reconnect();
    await user.click(section().getByRole('button', { name: 'Save' }));
    expect(await section().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(firstName()).toHaveValue('Vihaan');
  });
});

describe('placing an order offline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(WAYS)(
    '%s: says so beside Place order, keeps the choices; back online, one order is placed',
    async (way) => {
      fixClock();
      const { user, location } = await openBuyNow();
      await deliverHere(user);
      await continueToPayment(user);
      await user.click(paymentOption('UPI (simulated)'));
      const before = (await ordersOnServer()).length;
      const reconnect = loseNetwork(way, 'post', '*/api/orders/');
      await user.click(placeOrderButton());

      expect(await step('Payment').findByRole('alert')).toHaveTextContent(OFFLINE);
      expect(paymentOption('UPI (simulated)')).toBeChecked();
      expect(placeOrderButton()).toHaveAttribute('aria-busy', 'false');
      expect(await ordersOnServer()).toHaveLength(before);

      reconnect();
      await user.click(placeOrderButton());
      await expectOrderPlaced(location);
      expect(await ordersOnServer()).toHaveLength(before + 1);
    },
  );
});
