import { describe, expect, it, vi } from 'vitest';
import { placeOnce, PriceChangedError, type OrderCalls } from '../../machines/checkout-calls';
import { checkoutFailureOf } from '../../machines/checkout-messages';
import { ApiError, changedQuoteOf, type PlaceOrderRequest } from '../../src/api';
import {
  cartQuote,
  declined,
  expired,
  offline,
  placedOrder,
  serverError,
} from './checkout-support';

const order: PlaceOrderRequest = {
  idempotency_key: 'key-1',
  source: { kind: 'cart' },
  address_id: 'addr-1',
  payment: { method: 'upi' },
  expected_total: 6098,
};

const outOfStock = () =>
  new ApiError('http', 'HTTP 409', 409, { error: 'This item is out of stock.' });

function orderCalls(answer: () => ReturnType<OrderCalls['placeOrder']>) {
  return { placeOrder: vi.fn(answer), changedQuoteOf } satisfies OrderCalls;
}

describe('placing an order (the default send actor)', () => {
  it("sends the order as it is and answers the server's order", async () => {
    const placed = placedOrder({ method: 'upi', emi_months: null });
    const calls = orderCalls(async () => placed);
    await expect(placeOnce(order, {}, calls)).resolves.toEqual(placed);
    expect(calls.placeOrder).toHaveBeenCalledWith(order, {});
  });

  it('a changed total (409 with the new quote) rejects with that quote, decoded', async () => {
    const repriced = { ...cartQuote, summary: { ...cartQuote.summary, total: 6298 } };
    const calls = orderCalls(() =>
      Promise.reject(
        new ApiError('http', 'HTTP 409', 409, { error: 'The price has changed.', quote: repriced }),
      ),
    );
    const error: unknown = await placeOnce(order, {}, calls).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PriceChangedError);
    expect((error as PriceChangedError).quote.summary.total).toBe(6298);
    expect(checkoutFailureOf(error)).toBe('priceChanged');
  });

  it('a 409 without a quote that reads as one is the refusal it is', async () => {
    const calls = orderCalls(() =>
      Promise.reject(
        new ApiError('http', 'HTTP 409', 409, {
          error: 'The price has changed.',
          quote: { summary: { total: 'a lot' } },
        }),
      ),
    );
    const error: unknown = await placeOnce(order, {}, calls).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(checkoutFailureOf(error)).toBe('refused');
    await expect(
      placeOnce(
        order,
        {},
        orderCalls(() => Promise.reject(outOfStock())),
      ),
    ).rejects.toThrow('HTTP 409');
  });
});

describe('how a checkout call failed', () => {
  it.each([
    ['a 401', 'expired', expired()],
    ['a 402', 'declined', declined()],
    ['a 409 out of stock', 'refused', outOfStock()],
    [
      'a 422 not deliverable',
      'refused',
      new ApiError('http', 'HTTP 422', 422, { error: 'We do not deliver to this pincode yet.' }),
    ],
    ['no network', 'unconfirmed', offline()],
    ['a timeout', 'unconfirmed', new ApiError('timeout', 'Timed out', null, null)],
    ['a server error', 'unconfirmed', serverError()],
    [
      'an answer that did not decode',
      'unconfirmed',
      new ApiError('malformed', 'Malformed', 201, {}),
    ],
  ])('%s is %s', (_name, failure, error) => {
    expect(checkoutFailureOf(error)).toBe(failure);
  });
});
