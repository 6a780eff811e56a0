import type {
  AddressRequest,
  CheckoutSource,
  FieldErrors,
  Order,
  PlaceOrderRequest,
  Quote,
  QuoteRequest,
  SavedAddress,
} from '../src/api';
import {
  sameSource,
  type CheckoutDevice,
  type PaymentChoice,
  type SavedCheckout,
} from '../src/lib/checkout-store';
import type { CheckoutMessage } from './checkout-messages';
import { paymentRequest } from './checkout-payment';

/**
 * The checkout statechart's context and events, and what screens and the device read from its
 * context. checkout-setup.ts implements the actions over it, checkout.machine.ts is the chart.
 */

export interface CheckoutInput {
  /** What is checked out: the cart, or one product (Buy Now). */
  source: CheckoutSource;
  /** A new idempotency key (a UUID in the app), made once per attempt to place the order. */
  newIdempotencyKey: () => string;
  /** The device's storage (src/lib/checkout-store in the app); the machine touches no other. */
  device: CheckoutDevice;
}

export interface CheckoutContext extends CheckoutInput {
  /** The account's saved addresses, oldest first, once loaded. */
  addresses: SavedAddress[] | null;
  /** The address chosen (or kept from before a login), by id. */
  addressId: string | null;
  /** The server's quote for the source at the confirmed address: what the shopper pays. */
  quote: Quote | null;
  payment: PaymentChoice | null;
  /**
   * The key the next Place order sends. Kept after an attempt whose outcome is unknown, so a
   * resend can only answer the order it may have placed; dropped once an answer says nothing was
   * placed (a declined payment, a changed price, a refusal).
   */
  idempotencyKey: string | null;
  order: Order | null;
  /** The server's messages for the address form's fields, by field name. */
  fieldErrors: FieldErrors | null;
  message: CheckoutMessage | null;
}

export type CheckoutEvent =
  /** A saved address's radio option. */
  | { type: 'checkout.address.choose'; addressId: string }
  /** "Add a new address": the account's address form opens. */
  | { type: 'checkout.address.add' }
  /** The address form's Cancel. */
  | { type: 'checkout.address.cancel' }
  /** The address form's Save, with the form's fields. */
  | { type: 'checkout.address.save'; address: AddressRequest }
  /** "Deliver Here". */
  | { type: 'checkout.address.confirm' }
  /** The address step's "Change", from a later step. */
  | { type: 'checkout.address.change' }
  /** The summary step's "Change", from the payment step. */
  | { type: 'checkout.summary.change' }
  /** The summary's "Continue". */
  | { type: 'checkout.continue' }
  /** A payment's radio option (EMI with its months). */
  | { type: 'checkout.payment.choose'; payment: PaymentChoice }
  /** "Place order". */
  | { type: 'checkout.place' }
  /** "Try again" after a call that got no answer. */
  | { type: 'checkout.retry' };

export type CheckoutEmitted =
  /** Told to the app, which ends the session (spec: a 401 logs out); the device keeps the choices. */
  | { type: 'checkout.sessionExpired' }
  /**
   * The order is placed: the app shows /checkout/placed/{orderId}, and when the cart was checked
   * out (the server removed its lines) reloads the cart.
   */
  | { type: 'checkout.placed'; orderId: string; cartChanged: boolean };

/** The choices a checkout starts with: those the device kept for the same source, if any. */
export function initialContext(input: CheckoutInput): CheckoutContext {
  const saved = input.device.read();
  const kept = saved && sameSource(saved.source, input.source) ? saved : null;
  return {
    ...input,
    addresses: null,
    addressId: kept?.addressId ?? null,
    quote: null,
    payment: kept?.payment ?? null,
    idempotencyKey: kept?.idempotencyKey ?? null,
    order: null,
    fieldErrors: null,
    message: null,
  };
}

/** What the device keeps of the checkout (see src/lib/checkout-store). */
export const savedCheckout = (context: CheckoutContext): SavedCheckout => ({
  source: context.source,
  addressId: context.addressId,
  payment: context.payment,
  idempotencyKey: context.idempotencyKey,
});

export const isSavedAddress = (context: CheckoutContext, addressId: string | null): boolean =>
  context.addresses?.some((address) => address.id === addressId) ?? false;

/** The address the shopper chose, as the address step shows it. */
export const chosenAddress = (context: CheckoutContext): SavedAddress | null =>
  context.addresses?.find((address) => address.id === context.addressId) ?? null;

export function quoteRequest(context: CheckoutContext): QuoteRequest {
  // `quoting` is entered only with an address chosen from the list (hasAddress).
  if (context.addressId === null) throw new Error('The checkout has no address to quote for.');
  return { source: context.source, address_id: context.addressId };
}

/** The order as Place order sends it; its key is taken on entering `placing`. */
export function orderRequest(context: CheckoutContext): PlaceOrderRequest {
  const { addressId, quote, payment, idempotencyKey } = context;
  const wirePayment = quote && payment && paymentRequest(payment, quote);
  // `placing` is entered only from a quote with an offered payment (canPlace).
  if (addressId === null || !quote || !wirePayment || idempotencyKey === null) {
    throw new Error('The checkout is not ready to place an order.');
  }
  return {
    idempotency_key: idempotencyKey,
    source: context.source,
    address_id: addressId,
    payment: wirePayment,
    expected_total: quote.summary.total,
  };
}
