/**
 * The gestures of the checkout's steps (the checkout machine), performed in the real screen; the
 * machine's state read through XState inspection.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress } from '../../src/api';
import { logInDemoShopper } from '../utils/render-route';
import {
  BENGALURU_OFFICE,
  checkoutStep,
  failOnce,
  gestureCases,
  HEADSET,
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

const BUY_HEADSET = `/checkout?product=${HEADSET.slug}`;

/** Logged in as the demo shopper (one saved address, in Mumbai), at Buy Now of the headset. */
async function openCheckout() {
  await logInDemoShopper();
  await open(BUY_HEADSET);
  await screen.findByRole('radio', { name: /Aarav Sharma/ });
}

async function checkoutAtSummary() {
  await openCheckout();
  await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
  await checkoutStep('Order summary').findByRole('button', { name: 'Continue' });
}

async function checkoutAtPayment() {
  await checkoutAtSummary();
  await user.click(checkoutStep('Order summary').getByRole('button', { name: 'Continue' }));
  await checkoutStep('Payment').findByRole('radiogroup', { name: 'Payment options' });
}

async function openAddressForm() {
  await openCheckout();
  await user.click(screen.getByRole('button', { name: 'Add a new address' }));
  return within(await screen.findByRole('dialog', { name: 'Add a new address' }));
}

const cases = gestureCases('checkout', {
  checkout: {
    'checkout.address.choose': {
      perform: async () => {
        await logInDemoShopper();
        await act(() => addAddress(BENGALURU_OFFICE));
        await open(BUY_HEADSET);
        await user.click(await screen.findByRole('radio', { name: /Residency Road/ }));
      },
      state: { address: 'choosing' },
      sees: async () => expect(screen.getByRole('radio', { name: /Residency Road/ })).toBeChecked(),
    },
    'checkout.address.add': {
      perform: async () => {
        await openAddressForm();
      },
      state: { address: 'adding' },
      context: { fieldErrors: null, message: null },
    },
    'checkout.address.cancel': {
      perform: async () => {
        const form = await openAddressForm();
        await user.click(form.getByRole('button', { name: 'Cancel' }));
      },
      state: { address: 'choosing' },
      sees: async () =>
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument()),
    },
    'checkout.address.save': {
      perform: async () => {
        await saveOffice(await openAddressForm());
      },
      state: { address: 'saving' },
      sees: async () =>
        expect(await screen.findByRole('radio', { name: /Residency Road/ })).toBeChecked(),
    },
    'checkout.address.confirm': {
      perform: async () => {
        await openCheckout();
        await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
      },
      state: { summary: 'quoting' },
      sees: async () =>
        expect(await checkoutStep('Order summary').findByText(HEADSET.name)).toBeInTheDocument(),
    },
    'checkout.address.change': {
      perform: async () => {
        await checkoutAtSummary();
        await user.click(checkoutStep('Delivery address').getByRole('button', { name: 'Change' }));
      },
      state: { address: 'choosing' },
      sees: async () =>
        expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toHaveFocus(),
    },
    'checkout.summary.change': {
      perform: async () => {
        await checkoutAtPayment();
        await user.click(checkoutStep('Order summary').getByRole('button', { name: 'Change' }));
      },
      state: { summary: 'ready' },
      sees: async () =>
        expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toHaveFocus(),
    },
    'checkout.continue': {
      perform: checkoutAtPayment,
      state: 'payment',
      sees: async () =>
        expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus(),
    },
    'checkout.payment.choose': {
      perform: async () => {
        await checkoutAtPayment();
        await user.click(checkoutStep('Payment').getByRole('radio', { name: 'UPI (simulated)' }));
      },
      state: 'payment',
      context: { payment: { method: 'upi' } },
      sees: async () =>
        expect(
          checkoutStep('Payment').getByRole('radio', { name: 'UPI (simulated)' }),
        ).toBeChecked(),
    },
    'checkout.place': {
      perform: async () => {
        await checkoutAtPayment();
        await user.click(checkoutStep('Payment').getByRole('radio', { name: 'UPI (simulated)' }));
        await user.click(checkoutStep('Payment').getByRole('button', { name: 'Place order' }));
      },
      state: 'placing',
      context: { payment: { method: 'upi' } },
      sees: async () =>
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Order placed' }),
        ).toBeInTheDocument(),
    },
    'checkout.retry': {
      perform: async () => {
        failOnce('/api/addresses/');
        await logInDemoShopper();
        await open(BUY_HEADSET);
        const failed = await screen.findByRole('alert');
        expect(failed).toHaveTextContent('Your saved addresses could not be loaded.');
        await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      },
      state: { address: 'loading' },
      context: { message: null },
      sees: async () =>
        expect(await screen.findByRole('radio', { name: /Aarav Sharma/ })).toBeChecked(),
    },
  },
});

describe('the gesture table', () => {
  it.each(cases)('%s: %s, sent on %s, takes the machine where the chart says', performsAsCharted);
});
