import { isApiError } from '../src/api';
import type { Message, Shown } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };
import { ADDRESS_BOOK_MESSAGES } from './address-book-messages';
import { failureOf, shopRefusal } from './cart-messages';
import { PriceChangedError } from './checkout-calls';
import { OFFLINE_MESSAGE } from './offline';

/**
 * The checkout's messages by id. The machine keeps ids (and the server's own text when it refused
 * something); screens render `checkoutMessageText` in the page's language. The address book's
 * and the offline texts are those areas' own messages.
 */
export const CHECKOUT_MESSAGES = {
  addressesFailed: ADDRESS_BOOK_MESSAGES.loadFailed,
  addressNotSaved: ADDRESS_BOOK_MESSAGES.notSaved,
  quoteFailed: msg(
    /*i18n*/ {
      id: 'checkout.quote-failed',
      message: 'Your order summary could not be loaded.',
    },
  ),
  quoteRefused: msg(
    /*i18n*/ {
      id: 'checkout.quote-refused',
      message: 'This order cannot be placed as it is.',
    },
  ),
  paymentDeclined: msg(
    /*i18n*/ {
      id: 'checkout.payment-declined',
      message: 'Your payment was declined. Please try again.',
    },
  ),
  priceChanged: msg(
    /*i18n*/ {
      id: 'checkout.price-changed',
      message: 'The price has changed. Please check your order total before placing it again.',
    },
  ),
  orderRefused: msg(
    /*i18n*/ {
      id: 'checkout.order-refused',
      message: 'Your order could not be placed.',
    },
  ),
  orderUnconfirmed: msg(
    /*i18n*/ {
      id: 'checkout.order-unconfirmed',
      message:
        'We could not confirm your order. Please check your connection and press Place order again; it will not be placed twice.',
    },
  ),
  offline: OFFLINE_MESSAGE,
  codOverLimit: msg(
    /*i18n*/ {
      id: 'checkout.cod-over-limit',
      message: 'Cash on Delivery is not available for orders above ₹50,000.',
    },
  ),
  codNotAtPincode: msg(
    /*i18n*/ {
      id: 'checkout.cod-not-at-pincode',
      message: 'Cash on Delivery is not available at this pincode.',
    },
  ),
  emiNoProcessingFee: msg(
    /*i18n*/ {
      id: 'checkout.emi.no-processing-fee',
      message: 'No processing fee',
    },
  ),
  emiBankInterest: msg(
    /*i18n*/ {
      id: 'checkout.emi.bank-interest',
      message: 'Interest as charged by your bank',
    },
  ),
} satisfies Record<string, Shown>;

export type CheckoutMessageId = keyof typeof CHECKOUT_MESSAGES;

export interface CheckoutMessage {
  id: CheckoutMessageId;
  /** The server's reason ("We do not deliver to this pincode yet."), shown instead of the id's text. */
  serverText: string | null;
}

/**
 * The server's refusals of an address, a quote or an order the checkout knows
 * (mocks/lib/checkout.ts), by their text as sent; the cart's (an item out of stock) are the
 * cart's messages, and any other is shown as the server wrote it.
 */
const CHECKOUT_REFUSALS: ReadonlyMap<string, Message> = new Map([
  [
    'We do not deliver to this pincode yet.',
    msg(
      /*i18n*/ {
        id: 'checkout.refusal.not-deliverable',
        message: 'We do not deliver to this pincode yet.',
      },
    ),
  ],
  [
    'You can keep up to 20 addresses.',
    msg(
      /*i18n*/ {
        id: 'checkout.refusal.addresses-full',
        message: 'You can keep up to 20 addresses.',
      },
    ),
  ],
  [
    'Address not found.',
    msg(/*i18n*/ { id: 'checkout.refusal.address-not-found', message: 'Address not found.' }),
  ],
  [
    'Your cart is empty.',
    msg(/*i18n*/ { id: 'checkout.refusal.cart-empty', message: 'Your cart is empty.' }),
  ],
  ['Your payment was declined. Please try again.', CHECKOUT_MESSAGES.paymentDeclined],
  ['Cash on Delivery is not available for orders above ₹50,000.', CHECKOUT_MESSAGES.codOverLimit],
  ['Cash on Delivery is not available at this pincode.', CHECKOUT_MESSAGES.codNotAtPincode],
]);

export const checkoutMessageText = (message: CheckoutMessage): Shown => {
  if (message.serverText === null) return CHECKOUT_MESSAGES[message.id];
  return CHECKOUT_REFUSALS.get(message.serverText) ?? shopRefusal(message.serverText);
};

/**
 * How a checkout call failed: the session is over (401), the payment was declined (402: nothing
 * placed), the total changed (409 with the new quote: nothing placed), the server refused
 * (another 4xx: it would refuse again), or no answer is known (offline, a timeout, a server
 * error, an answer that did not decode): the same request may be sent again.
 */
export type CheckoutFailure = 'expired' | 'declined' | 'priceChanged' | 'refused' | 'unconfirmed';

export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (isApiError(error) && error.status === 402) return 'declined';
  if (error instanceof PriceChangedError) return 'priceChanged';
  return failureOf(error);
}
