import { fromPromise } from 'xstate';
import {
  addAddress,
  changedQuoteOf,
  getAddresses,
  getQuote,
  placeOrder,
  type AddressRequest,
  type Order,
  type PlaceOrderRequest,
  type Quote,
  type QuoteRequest,
  type RequestOptions,
  type SavedAddress,
} from '../src/api';
import { whenOnline } from './offline';
import { whileActive } from './while-active';

/** The checkout's calls, as the statechart's default actors; tests give stand-ins. */

/** An order refused because the total changed (409): nothing was placed; here is the new quote. */
export class PriceChangedError extends Error {
  override readonly name = 'PriceChangedError';
  readonly quote: Quote;

  constructor(quote: Quote) {
    super('The price has changed.');
    this.quote = quote;
  }
}

/** The client calls an order is placed with; tests give stand-ins. */
export interface OrderCalls {
  placeOrder: typeof placeOrder;
  changedQuoteOf: typeof changedQuoteOf;
}

const clientCalls: OrderCalls = { placeOrder, changedQuoteOf };

/** Places the order; a changed total rejects with the server's new quote as a PriceChangedError. */
export async function placeOnce(
  order: PlaceOrderRequest,
  options: RequestOptions = {},
  calls: OrderCalls = clientCalls,
): Promise<Order> {
  try {
    return await calls.placeOrder(order, options);
  } catch (error) {
    const quote = await calls.changedQuoteOf(error);
    throw quote ? new PriceChangedError(quote) : error;
  }
}

/** GET /api/addresses/: the account's saved addresses. */
export const loadAddresses = fromPromise<SavedAddress[]>(({ signal }) =>
  whileActive(signal, getAddresses({ signal })),
);

/** POST /api/addresses/: a new address on the account. */
export const saveAddress = fromPromise<SavedAddress, AddressRequest>(({ input, signal }) =>
  whileActive(signal, addAddress(input, { signal })),
);

/** POST /api/checkout/quote/: lines, total, delivery and payment options for an address. */
export const quoteCheckout = fromPromise<Quote, QuoteRequest>(({ input, signal }) =>
  whileActive(signal, getQuote(input, { signal })),
);

/** POST /api/orders/: places the order, once per idempotency key; not sent while offline. */
export const sendOrder = fromPromise<Order, PlaceOrderRequest>(({ input, signal }) =>
  whileActive(
    signal,
    whenOnline(() => placeOnce(input, { signal })),
  ),
);
