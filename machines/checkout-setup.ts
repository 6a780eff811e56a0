import { assign, emit, setup } from 'xstate';
import { isApiError, type Order, type Quote, type SavedAddress } from '../src/api';
import type { PaymentChoice } from '../src/lib/checkout-store';
import { refusalText } from './cart-messages';
import {
  loadAddresses,
  PriceChangedError,
  quoteCheckout,
  saveAddress,
  sendOrder,
} from './checkout-calls';
import {
  isSavedAddress,
  savedCheckout,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
} from './checkout-context';
import { checkoutFailureOf, type CheckoutMessageId } from './checkout-messages';
import { isOfflineFailure } from './offline';
import { isOffered } from './checkout-payment';

/** A new quote; a payment it no longer offers (cash on delivery over the limit) is unchosen. */
function quoted(context: CheckoutContext, quote: Quote): Partial<CheckoutContext> {
  const { payment } = context;
  return { quote, payment: payment && isOffered(payment, quote) ? payment : null };
}

/**
 * The checkout statechart's named implementations: how each choice, answer and failure changes
 * the context and the device. The chart (checkout.machine.ts) refers to them by name.
 */
export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: { loadAddresses, saveAddress, quoteCheckout, sendOrder },
  actions: {
    // A kept address that is still on the account stays chosen; otherwise the oldest is offered.
    setAddresses: assign(({ context }, params: { addresses: SavedAddress[] }) => ({
      addresses: params.addresses,
      addressId: params.addresses.some((address) => address.id === context.addressId)
        ? context.addressId
        : (params.addresses[0]?.id ?? null),
    })),
    chooseAddress: assign({ addressId: (_, params: { addressId: string }) => params.addressId }),
    openAddressForm: assign({ fieldErrors: null, message: null }),
    addAddress: assign(({ context }, params: { address: SavedAddress }) => ({
      addresses: [...(context.addresses ?? []), params.address],
      addressId: params.address.id,
      fieldErrors: null,
      message: null,
    })),
    refuseAddress: assign((_, params: { error: unknown }) => {
      const serverText = isApiError(params.error) ? params.error.serverMessage : null;
      return {
        fieldErrors: isApiError(params.error) ? params.error.fieldErrors : null,
        message: serverText === null ? null : { id: 'addressNotSaved' as const, serverText },
      };
    }),
    setQuote: assign(({ context }, params: { quote: Quote }) => quoted(context, params.quote)),
    takeChangedQuote: assign(({ context }, params: { error: unknown }) =>
      params.error instanceof PriceChangedError ? quoted(context, params.error.quote) : {},
    ),
    choosePayment: assign({
      payment: (_, params: { payment: PaymentChoice }) => params.payment,
      message: null,
    }),
    takeIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newIdempotencyKey(),
    }),
    dropIdempotencyKey: assign({ idempotencyKey: null }),
    setOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    report: assign({
      message: (_, params: { id: CheckoutMessageId }) => ({ id: params.id, serverText: null }),
    }),
    // No network at all says so (issue 28); other unknown outcomes keep their own message.
    reportUnconfirmed: assign({
      message: (_, params: { error: unknown }) => ({
        id: isOfflineFailure(params.error) ? ('offline' as const) : ('orderUnconfirmed' as const),
        serverText: null,
      }),
    }),
    reportRefusal: assign({
      message: (_, params: { id: CheckoutMessageId; error: unknown }) => ({
        id: params.id,
        serverText: refusalText(params.error),
      }),
    }),
    clearMessage: assign({ message: null }),
    storeCheckout: ({ context }) => context.device.write(savedCheckout(context)),
    forgetCheckout: ({ context }) => context.device.clear(),
    announceExpiry: emit({ type: 'checkout.sessionExpired' as const }),
    announcePlaced: emit(({ context }, params: { order: Order }) => ({
      type: 'checkout.placed' as const,
      orderId: params.order.id,
      cartChanged: context.source.kind === 'cart',
    })),
  },
  guards: {
    keepsAddress: ({ context }, params: { addresses: SavedAddress[] }) =>
      params.addresses.some((address) => address.id === context.addressId),
    hasNoAddresses: (_, params: { addresses: SavedAddress[] }) => params.addresses.length === 0,
    isSavedAddress: ({ context }, params: { addressId: string }) =>
      isSavedAddress(context, params.addressId),
    hasAddress: ({ context }) => isSavedAddress(context, context.addressId),
    isOffered: ({ context }, params: { payment: PaymentChoice }) =>
      context.quote !== null && isOffered(params.payment, context.quote),
    canPlace: ({ context }) =>
      context.quote !== null &&
      context.payment !== null &&
      isOffered(context.payment, context.quote),
    isExpired: (_, params: { error: unknown }) => checkoutFailureOf(params.error) === 'expired',
    isDeclined: (_, params: { error: unknown }) => checkoutFailureOf(params.error) === 'declined',
    isPriceChanged: (_, params: { error: unknown }) =>
      checkoutFailureOf(params.error) === 'priceChanged',
    isRefused: (_, params: { error: unknown }) => checkoutFailureOf(params.error) === 'refused',
  },
});
