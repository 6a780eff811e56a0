/**
 * The gestures of the account's Manage Addresses (the addressBook machine), performed in the
 * real screen; the machine's state read through XState inspection.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logInDemoShopper } from '../utils/render-route';
import {
  failOnce,
  gestureCases,
  open,
  performsAsCharted,
  saveOffice,
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

const addressBook = () => within(screen.getByRole('region', { name: 'Manage Addresses' }));
/** The demo shopper's one saved address, as its card shows it. */
const MUMBAI_LINE = '21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001';
const mumbaiCard = () => within(addressBook().getByRole('group', { name: 'Saved address' }));

/** Logged in as the demo shopper, at /account's Manage Addresses once it has loaded. */
async function openAddressBook() {
  await logInDemoShopper();
  await open('/account');
  const menu = await screen.findByRole('navigation', { name: 'Account menu' });
  await user.click(within(menu).getByRole('button', { name: 'Manage Addresses' }));
  await addressBook().findByText(MUMBAI_LINE);
}

async function openBookForm() {
  await openAddressBook();
  await user.click(addressBook().getByRole('button', { name: 'Add Address' }));
  return within(await screen.findByRole('dialog', { name: 'Add Address' }));
}

async function askToDeleteMumbai() {
  await openAddressBook();
  await user.click(mumbaiCard().getByRole('button', { name: 'Delete' }));
  return within(await screen.findByRole('alertdialog', { name: 'Delete Address' }));
}

const cases = gestureCases('addresses', {
  addressBook: {
    'addresses.retry': {
      perform: async () => {
        failOnce('/api/addresses/');
        await logInDemoShopper();
        await open('/account');
        const menu = await screen.findByRole('navigation', { name: 'Account menu' });
        await user.click(within(menu).getByRole('button', { name: 'Manage Addresses' }));
        const failed = await addressBook().findByRole('alert');
        expect(failed).toHaveTextContent('Your saved addresses could not be loaded.');
        await user.click(addressBook().getByRole('button', { name: 'Try again' }));
      },
      state: 'loading',
      context: { message: null },
      sees: async () => expect(await addressBook().findByText(MUMBAI_LINE)).toBeVisible(),
    },
    'addresses.add': {
      perform: async () => {
        await openBookForm();
      },
      state: { ready: 'editing' },
      context: { target: null, fieldErrors: null, message: null },
      sees: async () =>
        expect(
          within(screen.getByRole('dialog', { name: 'Add Address' })).getByRole('textbox', {
            name: 'Name',
          }),
        ).toHaveValue(''),
    },
    'addresses.edit': {
      perform: async () => {
        await openAddressBook();
        await user.click(mumbaiCard().getByRole('button', { name: 'Edit' }));
      },
      state: { ready: 'editing' },
      context: { target: expect.any(String), message: null },
      sees: async () =>
        expect(
          within(await screen.findByRole('dialog', { name: 'Edit Address' })).getByRole('textbox', {
            name: 'Pincode',
          }),
        ).toHaveValue('400001'),
    },
    'addresses.save': {
      perform: async () => {
        await saveOffice(await openBookForm());
      },
      state: { ready: 'saving' },
      context: { target: null, pending: { pincode: '560001', city: 'Bengaluru' } },
      sees: async () => {
        // The book is hidden from assistive technology until the dialog has closed.
        const book = within(await screen.findByRole('region', { name: 'Manage Addresses' }));
        expect(await book.findByText('Address saved.')).toBeInTheDocument();
        expect(
          book.getByText('4th Floor, 80 Residency Road, MG Road, Bengaluru, Karnataka - 560001'),
        ).toBeInTheDocument();
      },
    },
    'addresses.delete': {
      perform: async () => {
        await askToDeleteMumbai();
      },
      state: { ready: 'confirming' },
      context: { target: expect.any(String) },
      sees: async () =>
        expect(screen.getByRole('alertdialog', { name: 'Delete Address' })).toHaveTextContent(
          'Are you sure you want to delete this address?',
        ),
    },
    'addresses.confirm': {
      perform: async () => {
        const dialog = await askToDeleteMumbai();
        await user.click(dialog.getByRole('button', { name: 'Delete' }));
      },
      state: { ready: 'deleting' },
      sees: async () => {
        expect(await addressBook().findByText('Address deleted.')).toBeInTheDocument();
        expect(addressBook().getByText('No address provided')).toBeInTheDocument();
      },
    },
    'addresses.cancel': {
      perform: async () => {
        const form = await openBookForm();
        await user.click(form.getByRole('button', { name: 'Cancel' }));
      },
      state: { ready: 'idle' },
      context: { target: null, pending: null },
      sees: async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(addressBook().getByText(MUMBAI_LINE)).toBeInTheDocument();
      },
    },
  },
});

describe('the gesture table', () => {
  it.each(cases)('%s: %s, sent on %s, takes the machine where the chart says', performsAsCharted);
});
