import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
import { getAddresses } from '../../../src/api';
import { openAccount } from './render-account';

/** The demo shopper's one seeded address (mocks/README: a saved address in Mumbai). */
const DEMO_LINE = '21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001';
/** A whole test may take a while on a busy machine: the account screen is a lazy chunk. */
const SLOW = 30_000;

async function openAddresses() {
  const rendered = await openAccount();
  const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
  await rendered.user.click(menu.getByRole('button', { name: 'Manage Addresses' }));
  await addresses().findByRole('button', { name: 'Add Address' });
  return rendered;
}

function addresses() {
  return within(screen.getByRole('region', { name: 'Manage Addresses' }));
}

const cards = () => addresses().queryAllByRole('group', { name: 'Saved address' });

type User = Awaited<ReturnType<typeof openAccount>>['user'];

async function fillAddress(user: User, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Meera Iyer');
  await user.type(form.getByRole('textbox', { name: 'Mobile' }), '9123456780');
  await user.type(form.getByRole('textbox', { name: 'Pincode' }), '560001');
  await user.type(form.getByRole('textbox', { name: 'Locality' }), 'Indiranagar');
  await user.type(form.getByRole('textbox', { name: 'Address' }), '12, 100 Feet Road');
  await user.type(form.getByRole('textbox', { name: 'City' }), 'Bengaluru');
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Karnataka');
  await user.type(form.getByRole('textbox', { name: 'Landmark (optional)' }), 'Near metro');
  await user.click(form.getByRole('radio', { name: 'Work' }));
}

async function openAddDialog(user: User) {
  await user.click(addresses().getByRole('button', { name: 'Add Address' }));
  return screen.findByRole('dialog', { name: 'Add Address' });
}

/** The account's addresses as the server holds them, read with the stored token. */
const serverAddresses = () =>
  getAddresses().then((list) => list.map(({ id: _id, ...fields }) => fields));

describe('manage addresses: the account’s address book', () => {
  it(
    "lists the account's saved addresses from the server",
    async () => {
      await openAddresses();
      expect(cards()).toHaveLength(1);
      expect(cards()[0]).toHaveTextContent('Aarav Sharma');
      expect(cards()[0]).toHaveTextContent('Home');
      expect(cards()[0]).toHaveTextContent(DEMO_LINE);
      expect(cards()[0]).toHaveTextContent('Landmark: Near CST station');
      expect(addresses().queryByText('No address provided')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'adds an address in a dialog with every field labelled; the account keeps it',
    async () => {
      const { user } = await openAddresses();
      const dialog = await openAddDialog(user);
      const form = within(dialog);
      expect(form.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Select a state');
      expect(
        within(form.getByRole('combobox', { name: 'State' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Select a state',
        'Andaman and Nicobar Islands',
        'Andhra Pradesh',
        'Arunachal Pradesh',
        'Assam',
        'Bihar',
        'Chandigarh',
        'Chhattisgarh',
        'Dadra and Nagar Haveli and Daman and Diu',
        'Delhi',
        'Goa',
        'Gujarat',
        'Haryana',
        'Himachal Pradesh',
        'Jammu and Kashmir',
        'Jharkhand',
        'Karnataka',
        'Kerala',
        'Ladakh',
        'Lakshadweep',
        'Madhya Pradesh',
        'Maharashtra',
        'Manipur',
        'Meghalaya',
        'Mizoram',
        'Nagaland',
        'Odisha',
        'Puducherry',
        'Punjab',
        'Rajasthan',
        'Sikkim',
        'Tamil Nadu',
        'Telangana',
        'Tripura',
        'Uttar Pradesh',
        'Uttarakhand',
        'West Bengal',
      ]);
      expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();
      expect(form.getByRole('textbox', { name: 'Alternate Phone (optional)' })).not.toBeRequired();
      expect(form.getByRole('textbox', { name: 'Landmark (optional)' })).not.toBeRequired();
      for (const name of ['Name', 'Mobile', 'Pincode', 'Locality', 'Address', 'City']) {
        expect(form.getByRole('textbox', { name })).toBeRequired();
      }
      expect(form.getByRole('combobox', { name: 'State' })).toBeRequired();

      await fillAddress(user, dialog);
      await user.click(form.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await addresses().findByText('Address saved.')).toBeInTheDocument();
      expect(cards()).toHaveLength(2);
      expect(cards()[1]).toHaveTextContent('Meera Iyer');
      expect(cards()[1]).toHaveTextContent('Work');
      expect(cards()[1]).toHaveTextContent(
        '12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka - 560001',
      );
      expect(cards()[1]).toHaveTextContent('Landmark: Near metro');
      await waitFor(() =>
        expect(addresses().getByRole('button', { name: 'Add Address' })).toHaveFocus(),
      );
      expect(await act(serverAddresses)).toContainEqual({
        name: 'Meera Iyer',
        mobile: '9123456780',
        pincode: '560001',
        locality: 'Indiranagar',
        address: '12, 100 Feet Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        landmark: 'Near metro',
        alternatePhone: '',
        addressType: 'Work',
      });
      expect(localStorage.getItem('bazaar.address')).toBeNull();

      // On any device: a fresh page reads the same book from the account.
      cleanup();
      await openAddresses();
      expect(cards().map((card) => card.textContent)).toEqual([
        expect.stringContaining(DEMO_LINE),
        expect.stringContaining('Bengaluru, Karnataka - 560001'),
      ]);
    },
    SLOW,
  );

  it(
    'says which field is wrong, in the messages of the address rules, and sends nothing',
    async () => {
      const { user } = await openAddresses();
      let posted = 0;
      const count = ({ request }: { request: Request }) => {
        if (request.method === 'POST' && request.url.includes('/api/addresses/')) posted += 1;
      };
      server.events.on('request:start', count);
      onTestFinished(() => server.events.removeListener('request:start', count));
      const dialog = await openAddDialog(user);
      const form = within(dialog);
      await user.type(form.getByRole('textbox', { name: 'Name' }), '   ');
      await user.type(form.getByRole('textbox', { name: 'Pincode' }), '012345');
      await user.click(form.getByRole('button', { name: 'Save' }));

      for (const name of ['Name', 'Mobile', 'Locality', 'Address', 'City']) {
        expect(form.getByRole('textbox', { name })).toBeInvalid();
        expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription(
          expect.stringContaining('This field is required.'),
        );
      }
      expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription(
        'Enter a valid 6-digit pincode.',
      );
      expect(form.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
        'This field is required.',
      );
      expect(form.getByRole('textbox', { name: 'Landmark (optional)' })).toBeValid();
      expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
      // What was typed stays.
      expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('012345');

      for (const pincode of ['56001', '5600011', '56000a']) {
        await user.clear(form.getByRole('textbox', { name: 'Pincode' }));
        await user.type(form.getByRole('textbox', { name: 'Pincode' }), pincode);
        await user.click(form.getByRole('button', { name: 'Save' }));
        expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription(
          'Enter a valid 6-digit pincode.',
        );
      }
      await user.type(
        form.getByRole('textbox', { name: 'Alternate Phone (optional)' }),
        '9'.repeat(21),
      );
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(
        form.getByRole('textbox', { name: 'Alternate Phone (optional)' }),
      ).toHaveAccessibleDescription('Ensure this field has no more than 20 characters.');
      expect(posted).toBe(0);
      expect(screen.getByRole('dialog', { name: 'Add Address' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the server's messages on their fields and its reason ('You can keep up to 20 addresses.')",
    async () => {
      const { user } = await openAddresses();
      server.use(
        http.post('*/api/addresses/', () =>
          HttpResponse.json({ errors: { city: ['We do not know this city.'] } }, { status: 400 }),
        ),
      );
      const dialog = await openAddDialog(user);
      const form = within(dialog);
      await fillAddress(user, dialog);
      await user.click(form.getByRole('button', { name: 'Save' }));

      expect(
        await within(dialog).findByText('Your address could not be saved. Please try again.'),
      ).toBeInTheDocument();
      expect(form.getByRole('textbox', { name: 'City' })).toBeInvalid();
      expect(form.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
        'We do not know this city.',
      );

      server.use(
        http.post('*/api/addresses/', () =>
          HttpResponse.json({ error: 'You can keep up to 20 addresses.' }, { status: 400 }),
        ),
      );
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('You can keep up to 20 addresses.'),
      ).toBeInTheDocument();
      expect(form.getByRole('textbox', { name: 'City' })).toBeValid();
      expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Iyer');
      expect(await act(serverAddresses)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'a failed save keeps everything typed, says so, and Save tries again',
    async () => {
      const { user } = await openAddresses();
      server.use(
        http.post(
          '*/api/addresses/',
          () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
          { once: true },
        ),
      );
      const dialog = await openAddDialog(user);
      const form = within(dialog);
      await fillAddress(user, dialog);
      await user.click(form.getByRole('button', { name: 'Save' }));

      const failure = await within(dialog).findByText(
        'Your address could not be saved. Please try again.',
      );
      expect(failure.closest('[role="alert"]')).not.toBeNull();
      expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Iyer');
      expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('560001');
      expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
      expect(form.getByRole('textbox', { name: 'Landmark (optional)' })).toHaveValue('Near metro');
      expect(form.getByRole('radio', { name: 'Work' })).toBeChecked();
      expect(await act(serverAddresses)).toHaveLength(1);

      await user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(cards()).toHaveLength(2);
      expect(cards()[1]).toHaveTextContent('Meera Iyer');
    },
    SLOW,
  );

  it(
    'edits a saved address in a dialog that starts from it',
    async () => {
      const { user } = await openAddresses();
      const edit = within(cards()[0]!).getByRole('button', { name: 'Edit' });
      await user.click(edit);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
      const form = within(dialog);
      expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav Sharma');
      expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('400001');
      expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra');
      expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();

      await user.clear(form.getByRole('textbox', { name: 'Locality' }));
      await user.type(form.getByRole('textbox', { name: 'Locality' }), 'Colaba');
      await user.click(form.getByRole('radio', { name: 'Work' }));
      await user.click(form.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(cards()).toHaveLength(1);
      expect(cards()[0]).toHaveTextContent('21, Dr D N Road, Colaba, Mumbai, Maharashtra - 400001');
      expect(cards()[0]).toHaveTextContent('Work');
      await waitFor(() =>
        expect(within(cards()[0]!).getByRole('button', { name: 'Edit' })).toHaveFocus(),
      );
      expect(await act(serverAddresses)).toEqual([
        expect.objectContaining({ locality: 'Colaba', addressType: 'Work' }),
      ]);
    },
    SLOW,
  );

  it(
    'Cancel discards what was typed and returns focus to the button that opened the dialog',
    async () => {
      const { user } = await openAddresses();
      const trigger = addresses().getByRole('button', { name: 'Add Address' });
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Someone Else');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(cards()).toHaveLength(1);

      const reopened = await openAddDialog(user);
      expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    },
    SLOW,
  );

  it(
    'keeps keyboard focus inside the dialog and closes it with Escape',
    async () => {
      const { user } = await openAddresses();
      const trigger = addresses().getByRole('button', { name: 'Add Address' });
      trigger.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let step = 0; step < 20; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    },
    SLOW,
  );

  it(
    'Address Type is a radio group whose choice the arrow keys move',
    async () => {
      const { user } = await openAddresses();
      const dialog = await openAddDialog(user);
      const types = within(within(dialog).getByRole('radiogroup', { name: 'Address Type' }));
      // The dialog takes focus as it opens; the shopper's keyboard then reaches the chosen type.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      types.getByRole('radio', { name: 'Home' }).focus();

      await user.keyboard('{ArrowRight}');
      expect(types.getByRole('radio', { name: 'Work' })).toHaveFocus();
      expect(types.getByRole('radio', { name: 'Work' })).toBeChecked();
      expect(types.getByRole('radio', { name: 'Home' })).not.toBeChecked();
      await user.keyboard('{ArrowLeft}');
      expect(types.getByRole('radio', { name: 'Home' })).toBeChecked();
    },
    SLOW,
  );

  it(
    'keeps no spaces typed at the edges of a field',
    async () => {
      const { user } = await openAddresses();
      const form = within(await openAddDialog(user));
      const typed: Record<string, string> = {
        Name: '  Meera Iyer ',
        Mobile: ' 9123456780',
        Pincode: '560001  ',
        Locality: ' Indiranagar',
        Address: ' 12, 100 Feet Road ',
        City: 'Bengaluru ',
        'Alternate Phone (optional)': '   ',
      };
      for (const [name, text] of Object.entries(typed)) {
        await user.type(form.getByRole('textbox', { name }), text);
      }
      await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Maharashtra');
      await user.click(form.getByRole('button', { name: 'Save' }));

      // The dialog hides the page from assistive technology until it has closed.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await addresses().findByText('Address saved.');
      expect(await act(serverAddresses)).toContainEqual({
        name: 'Meera Iyer',
        mobile: '9123456780',
        pincode: '560001',
        locality: 'Indiranagar',
        address: '12, 100 Feet Road',
        city: 'Bengaluru',
        state: 'Maharashtra',
        landmark: '',
        alternatePhone: '',
        addressType: 'Home',
      });
    },
    SLOW,
  );
});
