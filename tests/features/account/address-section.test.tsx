import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
/** Where the address is kept on this device (apart from the session keys). */
const ADDRESS_STORAGE_KEY = 'bazaar.address';
import { openAccount } from './render-account';

const DEMO_ACCOUNT_ID = '1';

async function openAddresses() {
  const rendered = await openAccount();
  const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
  await rendered.user.click(menu.getByRole('button', { name: 'Manage Addresses' }));
  await screen.findByRole('region', { name: 'Manage Addresses' });
  return rendered;
}

function addresses() {
  return within(screen.getByRole('region', { name: 'Manage Addresses' }));
}

type User = Awaited<ReturnType<typeof openAccount>>['user'];

async function fillAddress(user: User, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Aarav Sharma');
  await user.type(form.getByRole('textbox', { name: 'Mobile' }), '9876543210');
  await user.type(form.getByRole('textbox', { name: 'Pincode' }), '560001');
  await user.type(form.getByRole('textbox', { name: 'Locality' }), 'Indiranagar');
  await user.type(form.getByRole('textbox', { name: 'Address' }), '12, 100 Feet Road');
  await user.type(form.getByRole('textbox', { name: 'City' }), 'Bengaluru');
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Karnataka');
  await user.type(form.getByRole('textbox', { name: 'Landmark (optional)' }), 'Near metro');
  await user.click(form.getByRole('radio', { name: 'Work' }));
}

describe('manage addresses', () => {
  it("says 'No address provided' until one is saved", async () => {
    await openAddresses();
    expect(addresses().getByText('No address provided')).toBeInTheDocument();
    expect(addresses().getByRole('button', { name: 'Add Address' })).toBeInTheDocument();
  });

  it('edits in a dialog with every field labelled; Save keeps the address on this device', async () => {
    const { user } = await openAddresses();
    const trigger = addresses().getByRole('button', { name: 'Add Address' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
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
    expect(await screen.findByText('Address saved on this device.')).toBeInTheDocument();
    const card = addresses().getByRole('group', { name: 'Saved address' });
    expect(card).toHaveTextContent('Aarav Sharma');
    expect(card).toHaveTextContent('Work');
    expect(card).toHaveTextContent('12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka - 560001');
    expect(card).toHaveTextContent('Landmark: Near metro');
    expect(addresses().queryByText('No address provided')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(addresses().getByRole('button', { name: 'Edit Address' })).toHaveFocus(),
    );
    expect(JSON.parse(localStorage.getItem(ADDRESS_STORAGE_KEY) ?? '{}')).toEqual({
      [DEMO_ACCOUNT_ID]: {
        name: 'Aarav Sharma',
        mobile: '9876543210',
        pincode: '560001',
        locality: 'Indiranagar',
        address: '12, 100 Feet Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        landmark: 'Near metro',
        alternatePhone: '',
        addressType: 'Work',
      },
    });
  });

  it('shows the saved address again after a reload, and the dialog starts from it', async () => {
    const first = await openAddresses();
    await first.user.click(addresses().getByRole('button', { name: 'Add Address' }));
    await fillAddress(first.user, await screen.findByRole('dialog'));
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Address saved on this device.');

    cleanup();
    const { user } = await openAddresses();
    expect(addresses().getByRole('group', { name: 'Saved address' })).toHaveTextContent(
      'Bengaluru, Karnataka - 560001',
    );
    await user.click(addresses().getByRole('button', { name: 'Edit Address' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Address' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav Sharma');
    expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
    expect(form.getByRole('radio', { name: 'Work' })).toBeChecked();
  });

  it('Cancel discards what was typed and returns focus to the button that opened the dialog', async () => {
    const { user } = await openAddresses();
    const trigger = addresses().getByRole('button', { name: 'Add Address' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(addresses().getByText('No address provided')).toBeInTheDocument();
    expect(localStorage.getItem(ADDRESS_STORAGE_KEY)).toBeNull();

    await user.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Add Address' });
    expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('keeps keyboard focus inside the dialog and closes it with Escape', async () => {
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
  });

  it('does not save while required fields are empty; what was typed stays', async () => {
    const { user } = await openAddresses();
    await user.click(addresses().getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Aarav Sharma');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('dialog', { name: 'Add Address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toBeInvalid();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav Sharma');
    expect(localStorage.getItem(ADDRESS_STORAGE_KEY)).toBeNull();
  });

  it('Address Type is a radio group whose choice the arrow keys move', async () => {
    const { user } = await openAddresses();
    await user.click(addresses().getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
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
  });

  it('keeps no spaces typed at the edges of a field', async () => {
    const { user } = await openAddresses();
    await user.click(addresses().getByRole('button', { name: 'Add Address' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Address' }));
    const typed: Record<string, string> = {
      Name: '  Aarav Sharma ',
      Mobile: ' 9876543210',
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

    await screen.findByText('Address saved on this device.');
    expect(JSON.parse(localStorage.getItem(ADDRESS_STORAGE_KEY) ?? '{}')).toEqual({
      [DEMO_ACCOUNT_ID]: {
        name: 'Aarav Sharma',
        mobile: '9876543210',
        pincode: '560001',
        locality: 'Indiranagar',
        address: '12, 100 Feet Road',
        city: 'Bengaluru',
        state: 'Maharashtra',
        landmark: '',
        alternatePhone: '',
        addressType: 'Home',
      },
    });
  });

  it('treats unreadable stored data as no address', async () => {
    localStorage.setItem(ADDRESS_STORAGE_KEY, '{"1": {"name": 42}}');
    await openAddresses();
    expect(addresses().getByText('No address provided')).toBeInTheDocument();
  });
});
