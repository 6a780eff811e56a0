import { assertEvent, type SnapshotFrom } from 'xstate';
import { initialContext, orderRequest, quoteRequest } from './checkout-context';
import { checkoutSetup } from './checkout-setup';

export {
  chosenAddress,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
} from './checkout-context';

/**
 * One checkout, step by step: the delivery address, the order summary (the server's quote for
 * that address), the payment, then one order placed however often Place order is pressed. Each
 * earlier step can be reopened; a failure keeps every choice.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'address',
  states: {
    /**
     * The delivery address: the account's saved addresses as choices, or a new one through the
     * account's form; "Deliver Here" confirms it. An address kept from before a login is
     * confirmed again at once.
     */
    address: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: [
              {
                guard: {
                  type: 'keepsAddress',
                  params: ({ event }) => ({ addresses: event.output }),
                },
                target: '#checkout.summary',
                actions: {
                  type: 'setAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
              },
              {
                // Nothing to choose from: the form opens at once.
                guard: {
                  type: 'hasNoAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
                target: 'adding',
                actions: {
                  type: 'setAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
              },
              {
                target: 'choosing',
                actions: {
                  type: 'setAddresses',
                  params: ({ event }) => ({ addresses: event.output }),
                },
              },
            ],
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.expired',
                actions: ['storeCheckout', 'announceExpiry'],
              },
              { target: 'failed', actions: { type: 'report', params: { id: 'addressesFailed' } } },
            ],
          },
        },
        /** The addresses could not be fetched; asked again on retry. */
        failed: {
          on: { 'checkout.retry': { target: 'loading', actions: 'clearMessage' } },
        },
        /** The saved addresses as radio options, one chosen. */
        choosing: {
          on: {
            'checkout.address.choose': {
              guard: {
                type: 'isSavedAddress',
                params: ({ event }) => ({ addressId: event.addressId }),
              },
              actions: {
                type: 'chooseAddress',
                params: ({ event }) => ({ addressId: event.addressId }),
              },
            },
            'checkout.address.add': { target: 'adding', actions: 'openAddressForm' },
            'checkout.address.confirm': {
              guard: 'hasAddress',
              target: '#checkout.summary',
              actions: 'clearMessage',
            },
          },
        },
        /** The account's address form is open, with the server's messages of the last Save. */
        adding: {
          on: {
            'checkout.address.save': 'saving',
            'checkout.address.cancel': { target: 'choosing', actions: 'openAddressForm' },
          },
        },
        /** The new address is on its way to the account; once saved it is the chosen one. */
        saving: {
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ event }) => {
              assertEvent(event, 'checkout.address.save');
              return event.address;
            },
            onDone: {
              target: 'choosing',
              actions: { type: 'addAddress', params: ({ event }) => ({ address: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.expired',
                actions: ['storeCheckout', 'announceExpiry'],
              },
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'adding',
                actions: { type: 'refuseAddress', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'adding', actions: { type: 'report', params: { id: 'addressNotSaved' } } },
            ],
          },
        },
      },
    },
    /**
     * The order summary: the server's quote for the source at the chosen address (lines,
     * quantities, delivery date, total); "Continue" goes on to the payment. Every entry asks for
     * a new quote, so a changed address or price is always shown before placing.
     */
    summary: {
      on: {
        'checkout.address.change': {
          target: '#checkout.address.choosing',
          actions: 'clearMessage',
        },
      },
      initial: 'quoting',
      states: {
        quoting: {
          invoke: {
            id: 'quoteCheckout',
            src: 'quoteCheckout',
            input: ({ context }) => quoteRequest(context),
            onDone: {
              target: 'ready',
              actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.expired',
                actions: ['storeCheckout', 'announceExpiry'],
              },
              {
                // Not deliverable there, out of stock, an empty cart: only another address may help.
                guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: {
                  type: 'reportRefusal',
                  params: ({ event }) => ({ id: 'quoteRefused', error: event.error }),
                },
              },
              { target: 'failed', actions: { type: 'report', params: { id: 'quoteFailed' } } },
            ],
          },
        },
        /** The quote could not be fetched; asked again on retry. */
        failed: {
          on: { 'checkout.retry': { target: 'quoting', actions: 'clearMessage' } },
        },
        /** The server will not quote this checkout, and says why. */
        refused: {},
        ready: {
          on: { 'checkout.continue': { target: '#checkout.payment', actions: 'clearMessage' } },
        },
      },
    },
    /**
     * The payment: cash on delivery where the quote offers it (else shown disabled with its
     * reason), UPI, or EMI at one of the quote's tenures; "Place order" sends the order.
     */
    payment: {
      on: {
        'checkout.address.change': {
          target: '#checkout.address.choosing',
          actions: 'clearMessage',
        },
        'checkout.summary.change': { target: '#checkout.summary.ready', actions: 'clearMessage' },
        'checkout.payment.choose': {
          guard: { type: 'isOffered', params: ({ event }) => ({ payment: event.payment }) },
          actions: { type: 'choosePayment', params: ({ event }) => ({ payment: event.payment }) },
        },
        'checkout.place': { guard: 'canPlace', target: 'placing', actions: 'clearMessage' },
      },
    },
    /**
     * The order is on its way to the server with this attempt's idempotency key, which the device
     * keeps meanwhile; another press waits for the answer. Nothing placed (declined, a changed
     * price, a refusal) drops the key; no answer keeps it for the next press.
     */
    placing: {
      entry: ['takeIdempotencyKey', 'storeCheckout'],
      invoke: {
        id: 'sendOrder',
        src: 'sendOrder',
        input: ({ context }) => orderRequest(context),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
            'forgetCheckout',
            { type: 'announcePlaced', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: 'announceExpiry',
          },
          {
            guard: { type: 'isDeclined', params: ({ event }) => ({ error: event.error }) },
            target: 'payment',
            actions: [
              'dropIdempotencyKey',
              'storeCheckout',
              { type: 'report', params: { id: 'paymentDeclined' } },
            ],
          },
          {
            // The new total is shown in the summary, to be confirmed again before placing.
            guard: { type: 'isPriceChanged', params: ({ event }) => ({ error: event.error }) },
            target: '#checkout.summary.ready',
            actions: [
              { type: 'takeChangedQuote', params: ({ event }) => ({ error: event.error }) },
              'dropIdempotencyKey',
              'storeCheckout',
              { type: 'report', params: { id: 'priceChanged' } },
            ],
          },
          {
            // Out of stock, the address gone, no longer deliverable: a new quote tells which.
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: '#checkout.summary.quoting',
            actions: [
              'dropIdempotencyKey',
              'storeCheckout',
              {
                type: 'reportRefusal',
                params: ({ event }) => ({ id: 'orderRefused', error: event.error }),
              },
            ],
          },
          {
            target: 'payment',
            actions: { type: 'reportUnconfirmed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /**
     * "Order placed": the order's id and delivery date; the device forgets the checkout. Not a
     * final state, so a late press on a screen still showing is ignored quietly.
     */
    placed: {},
    /** The session ended (401); the device keeps the choices for after the login. */
    expired: {},
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutStep = 'address' | 'summary' | 'payment' | 'placing' | 'placed' | 'expired';

/** The step the screen opens (its top-level state). */
export function checkoutStep(snapshot: CheckoutSnapshot): CheckoutStep {
  const { value } = snapshot;
  return typeof value === 'string' ? value : (Object.keys(value)[0] as CheckoutStep);
}
