import { isApiError } from '../src/api';
import type { Shown } from '../src/i18n/message';
import { ADDRESS_BOOK_MESSAGES } from './address-book-messages';
import { failureOf } from './cart-messages';
import { PriceChangedError } from './checkout-calls';
import { OFFLINE_MESSAGE } from './offline';

/**
 * The checkout's messages by id, in English. The machine keeps ids (and the server's own text
 * when it refused something); screens show `checkoutMessageText`, so a language catalogue can
 * replace these without touching the machine.
 */
export const CHECKOUT_MESSAGES = {
  addressesFailed: ADDRESS_BOOK_MESSAGES.loadFailed,
  addressNotSaved: ADDRESS_BOOK_MESSAGES.notSaved,
  quoteFailed: 'Your order summary could not be loaded.',
  quoteRefused: 'This order cannot be placed as it is.',
  paymentDeclined: 'Your payment was declined. Please try again.',
  priceChanged: 'The price has changed. Please check your order total before placing it again.',
  orderRefused: 'Your order could not be placed.',
  orderUnconfirmed:
    'We could not confirm your order. Please check your connection and press Place order again; it will not be placed twice.',
  offline: OFFLINE_MESSAGE,
  codOverLimit: 'Cash on Delivery is not available for orders above ₹50,000.',
  codNotAtPincode: 'Cash on Delivery is not available at this pincode.',
  emiNoProcessingFee: 'No processing fee',
  emiBankInterest: 'Interest as charged by your bank',
} as const;

export type CheckoutMessageId = keyof typeof CHECKOUT_MESSAGES;

export interface CheckoutMessage {
  id: CheckoutMessageId;
  /** The server's reason ("We do not deliver to this pincode yet."), shown instead of the id's text. */
  serverText: string | null;
}

export const checkoutMessageText = (message: CheckoutMessage): Shown =>
  message.serverText ?? CHECKOUT_MESSAGES[message.id];

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
