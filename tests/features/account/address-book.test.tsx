import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { getAddresses, register } from '../../../src/api';
import { demoUser } from '../../fixtures/users';
import { logInDemoShopper, logInShopper, renderRoute } from '../../utils/render-route';

/**
 * Manage Addresses as the account's book: delete behind a confirmation, one book per account, a
 * session that ends on a 401, and the address a device kept from before moving into the account.
 */

/** Where a device kept the shopper's address before the book moved to the account. */
const DEVICE_KEY = 'bazaar.address';
const DEMO_LINE = '21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001';
const SLOW = 30_000;

const PUNE = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '411004',
  locality: 'Deccan',
  address: '7, FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Work',
} as const;

const SEEDED = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '21, Dr D N Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: 'Near CST station',
  alternatePhone: '',
  addressType: 'Home',
} as const;

const addresses = () => within(screen.getByRole('region', { name: 'Manage Addresses' }));
const cards = () => addresses().queryAllByRole('group', { name: 'Saved address' });
/** The account's addresses as the server holds them, read with the stored token. */
async function serverAddresses() {
  const list = await act(async () => getAddresses());
  return list.map(({ id: _id, ...fields }) => fields);
}

/** /account's Manage Addresses for whoever is signed in, once its list has loaded. */
async function openAddresses() {
  const rendered = await renderRoute('/account');
  const menu = within(
    await screen.findByRole('navigation', { name: 'Account menu' }, { timeout: 10_000 }),
  );
  await rendered.user.click(menu.getByRole('button', { name: 'Manage Addresses' }));
  await addresses().findByRole('button', { name: 'Add Address' }, { timeout: 10_000 });
  return rendered;
}

function keepOnDevice(address: object) {
  localStorage.setItem(DEVICE_KEY, JSON.stringify({ [String(demoUser.id)]: address }));
}

describe('deleting an address', () => {
  it(
    'asks first in a dialog that keeps focus; Cancel keeps the address, Delete removes it',
    async () => {
      await logInDemoShopper();
      const { user } = await openAddresses();
      const remove = within(cards()[0]!).getByRole('button', { name: 'Delete' });
      await user.click(remove);
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Address' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete this address?');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let step = 0; step < 6; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(remove).toHaveFocus());
      expect(cards()).toHaveLength(1);

      await user.click(remove);
      const again = await screen.findByRole('alertdialog', { name: 'Delete Address' });
      await user.click(within(again).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(await addresses().findByText('Address deleted.')).toBeInTheDocument();
      expect(addresses().getByText('No address provided')).toBeInTheDocument();
      expect(cards()).toHaveLength(0);
      await waitFor(() =>
        expect(addresses().getByRole('button', { name: 'Add Address' })).toHaveFocus(),
      );
      expect(await serverAddresses()).toEqual([]);
    },
    SLOW,
  );

  it(
    'a failed delete keeps the address and the question open, to try again',
    async () => {
      await logInDemoShopper();
      const { user } = await openAddresses();
      server.use(
        http.delete(
          '*/api/addresses/:id',
          () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
          { once: true },
        ),
      );
      await user.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Address' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(
        await within(dialog).findByText('The address could not be deleted. Please try again.'),
      ).toBeInTheDocument();
      expect(await serverAddresses()).toHaveLength(1);

      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(addresses().getByText('No address provided')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('one address book per account', () => {
  it(
    'an address one shopper adds is not seen by another',
    async () => {
      await logInDemoShopper();
      const first = await openAddresses();
      await first.user.click(addresses().getByRole('button', { name: 'Add Address' }));
      const form = within(await screen.findByRole('dialog', { name: 'Add Address' }));
      for (const [name, value] of Object.entries({
        Name: 'Aarav Sharma',
        Mobile: '9876543210',
        Pincode: '411004',
        Locality: 'Deccan',
        Address: '7, FC Road',
        City: 'Pune',
      })) {
        await first.user.type(form.getByRole('textbox', { name }), value);
      }
      await first.user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Maharashtra');
      await first.user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await addresses().findByText('Address saved.')).toBeInTheDocument();
      cleanup();

      const second = { email: 'meera.iyer@example.in', password: 'Meera@2024' };
      await act(() =>
        register({
          first_name: 'Meera',
          last_name: 'Iyer',
          email: second.email,
          phone: '9123456780',
          password: second.password,
          con_password: second.password,
        }),
      );
      await logInShopper(second);
      await openAddresses();
      expect(addresses().getByText('No address provided')).toBeInTheDocument();
      expect(cards()).toHaveLength(0);
      expect(screen.queryByText(/FC Road/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Dr D N Road/)).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('a session the server no longer accepts', () => {
  it(
    'a 401 on save ends the session and sends the shopper to log in',
    async () => {
      await logInDemoShopper();
      const rendered = await openAddresses();
      server.use(
        http.post('*/api/addresses/', () =>
          HttpResponse.json(
            { error: 'Authentication credentials were not provided.' },
            { status: 401 },
          ),
        ),
      );
      await rendered.user.click(addresses().getByRole('button', { name: 'Add Address' }));
      const form = within(await screen.findByRole('dialog', { name: 'Add Address' }));
      for (const [name, value] of Object.entries({
        Name: 'Aarav Sharma',
        Mobile: '9876543210',
        Pincode: '411004',
        Locality: 'Deccan',
        Address: '7, FC Road',
        City: 'Pune',
      })) {
        await rendered.user.type(form.getByRole('textbox', { name }), value);
      }
      await rendered.user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Goa');
      await rendered.user.click(form.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(rendered.location()).toMatch(/^\/login/));
      expect(localStorage.getItem('token')).toBeNull();
    },
    SLOW,
  );
});

describe('the address a device kept before the book moved to the account', () => {
  it(
    'moves into the account at login and leaves the device',
    async () => {
      keepOnDevice(PUNE);
      await logInDemoShopper();
      await openAddresses();
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(cards()[0]).toHaveTextContent(DEMO_LINE);
      expect(cards()[1]).toHaveTextContent('7, FC Road, Deccan, Pune, Maharashtra - 411004');
      expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
      expect(await serverAddresses()).toEqual([SEEDED, PUNE]);
    },
    SLOW,
  );

  it(
    'moves at login on any page, before Manage Addresses is opened',
    async () => {
      keepOnDevice(PUNE);
      await logInDemoShopper();
      await renderRoute('/faq');
      await waitFor(() => expect(localStorage.getItem(DEVICE_KEY)).toBeNull());
      expect(await serverAddresses()).toEqual([SEEDED, PUNE]);
    },
    SLOW,
  );

  it(
    'is not added twice when the account already holds the same address',
    async () => {
      keepOnDevice(SEEDED);
      await logInDemoShopper();
      await openAddresses();
      expect(cards()).toHaveLength(1);
      await waitFor(() => expect(localStorage.getItem(DEVICE_KEY)).toBeNull());
      expect(await serverAddresses()).toEqual([SEEDED]);
    },
    SLOW,
  );

  it(
    'stays on the device when the account refuses it, and moves at the next visit',
    async () => {
      keepOnDevice(PUNE);
      server.use(
        http.post('*/api/addresses/', () =>
          HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
        ),
      );
      await logInDemoShopper();
      await openAddresses();
      expect(cards()).toHaveLength(1);
      expect(cards()[0]).toHaveTextContent(DEMO_LINE);
      expect(JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null')).toEqual({
        [String(demoUser.id)]: PUNE,
      });
      cleanup();

      server.resetHandlers();
      await openAddresses();
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
      expect(await serverAddresses()).toEqual([SEEDED, PUNE]);
    },
    SLOW,
  );

  it(
    "moves only the signed-in account's own address; another account's waits for its login",
    async () => {
      localStorage.setItem(
        DEVICE_KEY,
        JSON.stringify({ [String(demoUser.id)]: PUNE, 999: { ...PUNE, city: 'Nashik' } }),
      );
      await logInDemoShopper();
      await openAddresses();
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(screen.queryByText(/Nashik/)).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null')).toEqual({
        999: { ...PUNE, city: 'Nashik' },
      });
    },
    SLOW,
  );
});
