import { PriceChangedError } from '../../../../../machines/checkout-calls';
import type { CheckoutMessageId } from '../../../../../machines/checkout-messages';
import { checkoutMachine } from '../../../../../machines/checkout.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import {
  BUY_HEADSET,
  delhiAddress,
  delhiForm,
  headsetOrder,
  headsetQuote,
  homeAddress,
  keptCheckoutDevice,
  officeAddress,
  repricedQuote,
} from './checkout-samples';
import { expiredError, networkError } from './sample-data';

/** What a failed attempt to place the order says. */
const PLACING_FAILURES: ReadonlySet<CheckoutMessageId | null> = new Set([
  'paymentDeclined',
  'priceChanged',
  'orderRefused',
  'orderUnconfirmed',
  'offline',
]);

const refused = (status: number, error: string) =>
  new ApiError('http', `HTTP ${status}`, status, { error });

export const checkoutEntry = defineEntry({
  machine: checkoutMachine,
  purpose:
    'One checkout, step by step: the delivery address, the order summary (the server’s quote), the payment, then exactly one order however often Place order is pressed; each step reopenable, every failure keeping the choices.',
  source: 'machines/checkout.machine.ts',
  usedBy: 'src/features/checkout/use-checkout.ts (/checkout and /checkout?product={slug})',
  actors: {
    loadAddresses: {
      kind: 'promise',
      outcomes: [
        {
          label: 'Saved: the Bengaluru office only',
          result: 'success',
          output: [officeAddress],
        },
        {
          label: 'Saved: home (kept from before a login) and office',
          result: 'success',
          output: [homeAddress, officeAddress],
        },
        { label: 'None saved yet', result: 'success', output: [] },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    saveAddress: {
      kind: 'promise',
      outcomes: [
        { label: 'Saved: New Delhi', result: 'success', output: delhiAddress },
        {
          label: 'Refused: the pincode (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            errors: { pincode: ['Enter a valid 6-digit pincode.'] },
          }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    quoteCheckout: {
      kind: 'promise',
      outcomes: [
        { label: 'Quote: ₹6,959, COD offered', result: 'success', output: headsetQuote },
        {
          label: 'Refused: not deliverable (422)',
          result: 'failure',
          error: refused(422, 'We do not deliver to this pincode yet.'),
        },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    sendOrder: {
      kind: 'promise',
      outcomes: [
        { label: 'Placed: OD4400000001', result: 'success', output: headsetOrder },
        {
          label: 'Payment declined (402)',
          result: 'failure',
          error: refused(402, 'Your payment was declined. Please try again.'),
        },
        {
          label: 'Price changed to ₹50,001 (409)',
          result: 'failure',
          error: new PriceChangedError(repricedQuote),
        },
        {
          label: 'Refused: out of stock (409)',
          result: 'failure',
          error: refused(409, 'This item is out of stock.'),
        },
        { label: 'No answer (network error)', result: 'failure', error: networkError },
        {
          label: 'No answer in time (timeout)',
          result: 'failure',
          error: new ApiError('timeout', 'Request timed out', null, null),
        },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
  },
  samples: {
    'checkout.address.choose': [
      {
        label: 'checkout.address.choose (home)',
        event: { type: 'checkout.address.choose', addressId: homeAddress.id },
      },
      {
        label: 'checkout.address.choose (office)',
        event: { type: 'checkout.address.choose', addressId: officeAddress.id },
      },
    ],
    'checkout.address.save': [
      {
        label: 'checkout.address.save (New Delhi)',
        event: { type: 'checkout.address.save', address: delhiForm },
      },
    ],
    'checkout.payment.choose': [
      {
        label: 'checkout.payment.choose (Cash on Delivery)',
        event: { type: 'checkout.payment.choose', payment: { method: 'cod' } },
      },
      {
        label: 'checkout.payment.choose (UPI)',
        event: { type: 'checkout.payment.choose', payment: { method: 'upi' } },
      },
      {
        label: 'checkout.payment.choose (EMI, 6 months)',
        event: { type: 'checkout.payment.choose', payment: { method: 'emi', months: 6 } },
      },
    ],
  },
  // Buy Now of the headset on a device that kept the home address from before a login; every
  // attempt's key is the same, as the stubs never read it.
  input: { source: BUY_HEADSET, device: keptCheckoutDevice, newIdempotencyKey: () => 'key-1' },
  // The choices multiply the checkouts to explore (addresses, quote, payment, key, message).
  // Every state and transition is reached with UPI as the payment, before a new address is
  // saved and before an attempt to place the order has failed, so the walk goes no further
  // from a checkout past any of those.
  stopExploring: ({ context }) =>
    (context.addresses?.some((address) => address.id === delhiAddress.id) ?? false) ||
    (context.payment !== null && context.payment.method !== 'upi') ||
    PLACING_FAILURES.has(context.message?.id ?? null),
  sideEffects: {
    storeCheckout:
      'writes the checkout’s choices and its idempotency key to bazaar.checkout (kept for an hour)',
    forgetCheckout: 'removes bazaar.checkout: the order is placed',
    announceExpiry:
      'emits checkout.sessionExpired, on which the screen ends the session (a 401 logs out)',
    announcePlaced:
      'emits checkout.placed, on which the screen opens /checkout/placed/{orderId} and, for the cart’s checkout, reloads the cart',
  },
  gestures: GESTURES.checkout,
});
