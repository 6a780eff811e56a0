import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { PriceChangedError } from '../../machines/checkout-calls';
import { checkoutMessageText, type CheckoutMessage } from '../../machines/checkout-messages';
import { createAppI18n } from '../../src/i18n/i18n-context';
import { ApiError, type Quote } from '../../src/api';
import type { SavedCheckout } from '../../src/lib/checkout-store';
import {
  atAddresses,
  atPayment,
  BUY_TV,
  CART,
  cartQuote,
  contextOf,
  declined,
  expired,
  home,
  last,
  office,
  offline,
  placedOrder,
  serverError,
  startCheckout,
  tvQuote50000,
  tvQuote50001,
  type StartedCheckout,
} from './checkout-support';

/** A checkout message as an English page shows it. */
const { t } = createAppI18n('en');
const shownText = (message: CheckoutMessage) => t(checkoutMessageText(message));

/** The cart quoted again after the kurta's price went up by ₹100 a unit. */
const repricedQuote: Quote = {
  ...cartQuote,
  lines: [
    { product: { ...cartQuote.lines[0]!.product, price: 899 }, quantity: 2 },
    cartQuote.lines[1]!,
  ],
  summary: { items: 3, price: 7998, discount: 1700, delivery: 0, total: 6298 },
};

const valueOf = (started: StartedCheckout) => started.actor.getSnapshot().value;

/** At the payment step of the cart with UPI chosen, Place order pressed. */
async function placingWithUpi() {
  const started = await atPayment(cartQuote);
  started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'upi' } });
  started.actor.send({ type: 'checkout.place' });
  return started;
}

async function backAtPayment(started: StartedCheckout) {
  await waitFor(started.actor, (state) => state.matches('payment'));
  return started;
}

const keysSent = (started: StartedCheckout) =>
  started.orders.map((call) => call.input.idempotency_key);

describe('checkout machine: Place order places one order', () => {
  it('presses while the order is on its way are ignored; one call, one key', async () => {
    const started = await placingWithUpi();
    started.actor.send({ type: 'checkout.place' });
    started.actor.send({ type: 'checkout.place' });
    expect(valueOf(started)).toBe('placing');
    expect(started.orders.map((call) => call.input)).toEqual([
      {
        idempotency_key: 'key-1',
        source: { kind: 'cart' },
        address_id: 'addr-1',
        payment: { method: 'upi' },
        expected_total: 6098,
      },
    ]);
    last(started.orders).resolve(placedOrder({ method: 'upi', emi_months: null }));
    await waitFor(started.actor, (state) => state.matches('placed'));
    started.actor.send({ type: 'checkout.place' });
    expect(started.orders).toHaveLength(1);
    expect(started.emitted).toHaveLength(1);
  });

  it('no answer (a timeout, offline, a server error): everything kept; the next press resends the same key', async () => {
    const started = await placingWithUpi();
    last(started.orders).reject(new ApiError('timeout', 'Request timed out', null, null));
    await backAtPayment(started);
    const message = contextOf(started).message;
    expect(message && shownText(message)).toBe(
      'We could not confirm your order. Please check your connection and press Place order again; it will not be placed twice.',
    );
    expect(contextOf(started)).toMatchObject({
      addressId: 'addr-1',
      payment: { method: 'upi' },
      quote: cartQuote,
    });

    // Issue 28: the browser offline by the time the call failed says so, beside Place order.
    started.actor.send({ type: 'checkout.place' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    last(started.orders).reject(offline());
    await backAtPayment(started);
    onLine.mockRestore();
    const offlineMessage = contextOf(started).message;
    expect(offlineMessage && shownText(offlineMessage)).toBe(
      "You're offline. Connect to the internet to continue.",
    );

    started.actor.send({ type: 'checkout.place' });
    last(started.orders).reject(serverError());
    await backAtPayment(started);
    // Even with another payment the key stays: if the first press placed the order, the server
    // answers that order instead of placing a second one.
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'cod' } });
    started.actor.send({ type: 'checkout.place' });
    expect(keysSent(started)).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
    expect(started.kept.saved?.idempotencyKey).toBe('key-1');
    last(started.orders).resolve(placedOrder({ method: 'upi', emi_months: null }));
    await waitFor(started.actor, (state) => state.matches('placed'));
    expect(contextOf(started).order?.id).toBe('OD100000000042');
  });
});

describe('checkout machine: a declined payment', () => {
  it('keeps every choice and offers to try again; the retry is a new attempt', async () => {
    const started = await placingWithUpi();
    last(started.orders).reject(declined());
    await backAtPayment(started);
    expect(contextOf(started)).toMatchObject({
      addressId: 'addr-1',
      payment: { method: 'upi' },
      quote: cartQuote,
      idempotencyKey: null,
      message: { id: 'paymentDeclined', serverText: null },
    });
    expect(shownText({ id: 'paymentDeclined', serverText: null })).toBe(
      'Your payment was declined. Please try again.',
    );
    expect(started.emitted).toEqual([]);

    started.actor.send({ type: 'checkout.place' });
    expect(last(started.orders).input).toEqual({
      idempotency_key: 'key-2',
      source: { kind: 'cart' },
      address_id: 'addr-1',
      payment: { method: 'upi' },
      expected_total: 6098,
    });
    expect(contextOf(started).message).toBeNull();
    last(started.orders).resolve(placedOrder({ method: 'upi', emi_months: null }));
    await waitFor(started.actor, (state) => state.matches('placed'));
    expect(started.emitted).toEqual([
      { type: 'checkout.placed', orderId: 'OD100000000042', cartChanged: true },
    ]);
  });

  it('can be tried again with another method', async () => {
    const started = await placingWithUpi();
    last(started.orders).reject(declined());
    await backAtPayment(started);
    started.actor.send({
      type: 'checkout.payment.choose',
      payment: { method: 'emi', months: 3 },
    });
    started.actor.send({ type: 'checkout.place' });
    expect(keysSent(started)).toEqual(['key-1', 'key-2']);
    expect(last(started.orders).input.payment).toEqual({ method: 'emi', emi_months: 3 });
  });
});

describe('checkout machine: a changed price', () => {
  it('shows the new quote in the summary, to be confirmed again before placing', async () => {
    const started = await placingWithUpi();
    last(started.orders).reject(new PriceChangedError(repricedQuote));
    await waitFor(started.actor, (state) => state.matches({ summary: 'ready' }));
    expect(contextOf(started).quote?.summary.total).toBe(6298);
    const message = contextOf(started).message;
    expect(message && shownText(message)).toBe(
      'The price has changed. Please check your order total before placing it again.',
    );
    expect(started.quotes).toHaveLength(1);
    expect(started.orders).toHaveLength(1);

    started.actor.send({ type: 'checkout.continue' });
    expect(contextOf(started).payment).toEqual({ method: 'upi' });
    started.actor.send({ type: 'checkout.place' });
    expect(last(started.orders).input).toMatchObject({
      idempotency_key: 'key-2',
      expected_total: 6298,
    });
  });

  it('a new total over ₹50,000 unchooses cash on delivery', async () => {
    const started = await atPayment(tvQuote50000, BUY_TV);
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'cod' } });
    started.actor.send({ type: 'checkout.place' });
    last(started.orders).reject(new PriceChangedError(tvQuote50001));
    await waitFor(started.actor, (state) => state.matches({ summary: 'ready' }));
    expect(contextOf(started).payment).toBeNull();
    started.actor.send({ type: 'checkout.continue' });
    started.actor.send({ type: 'checkout.place' });
    expect(started.orders).toHaveLength(1);
  });
});

describe('checkout machine: an order the server refuses', () => {
  it('shows its reason and asks for a new quote, which says what changed', async () => {
    const started = await placingWithUpi();
    last(started.orders).reject(
      new ApiError('http', 'HTTP 409', 409, { error: 'This item is out of stock.' }),
    );
    await waitFor(started.actor, (state) => state.matches({ summary: 'quoting' }));
    expect(contextOf(started).message).toEqual({
      id: 'orderRefused',
      serverText: 'This item is out of stock.',
    });
    expect(contextOf(started).idempotencyKey).toBeNull();
    expect(started.quotes).toHaveLength(2);
    last(started.quotes).reject(
      new ApiError('http', 'HTTP 409', 409, { error: 'This item is out of stock.' }),
    );
    await waitFor(started.actor, (state) => state.matches({ summary: 'refused' }));
    const message = contextOf(started).message;
    expect(message && shownText(message)).toBe('This item is out of stock.');
  });
});

describe('checkout machine: a 401 ends the session and keeps the checkout', () => {
  it('while placing: the app is told, and the device keeps the choices and the key', async () => {
    const started = await placingWithUpi();
    last(started.orders).reject(expired());
    await waitFor(started.actor, (state) => state.matches('expired'));
    expect(started.emitted).toEqual([{ type: 'checkout.sessionExpired' }]);
    expect(started.kept.saved).toEqual({
      source: { kind: 'cart' },
      addressId: 'addr-1',
      payment: { method: 'upi' },
      idempotencyKey: 'key-1',
    });
  });

  it('while quoting: the chosen address is kept', async () => {
    const started = await atAddresses(startCheckout());
    started.actor.send({ type: 'checkout.address.choose', addressId: 'addr-2' });
    started.actor.send({ type: 'checkout.address.confirm' });
    last(started.quotes).reject(expired());
    await waitFor(started.actor, (state) => state.matches('expired'));
    expect(started.emitted).toEqual([{ type: 'checkout.sessionExpired' }]);
    expect(started.kept.saved).toEqual({
      source: { kind: 'cart' },
      addressId: 'addr-2',
      payment: null,
      idempotencyKey: null,
    });
  });

  const kept: SavedCheckout = {
    source: { kind: 'cart' },
    addressId: 'addr-2',
    payment: { method: 'upi' },
    idempotencyKey: 'key-1',
  };

  it('after the login it resumes: the kept address quoted at once, the payment chosen, the same key', async () => {
    const started = startCheckout(CART, kept);
    last(started.addressLoads).resolve([home, office]);
    await waitFor(started.actor, (state) => state.matches({ summary: 'quoting' }));
    expect(last(started.quotes).input).toEqual({ source: { kind: 'cart' }, address_id: 'addr-2' });
    last(started.quotes).resolve(cartQuote);
    await waitFor(started.actor, (state) => state.matches({ summary: 'ready' }));
    started.actor.send({ type: 'checkout.continue' });
    expect(contextOf(started).payment).toEqual({ method: 'upi' });
    started.actor.send({ type: 'checkout.place' });
    expect(keysSent(started)).toEqual(['key-1']);
  });

  it('a kept address no longer on the account is asked for again', async () => {
    const started = await atAddresses(startCheckout(CART, { ...kept, addressId: 'addr-9' }));
    expect(contextOf(started).addressId).toBe('addr-1');
    expect(started.quotes).toHaveLength(0);
  });

  it("another checkout's choices are not taken (Buy Now after a cart checkout)", async () => {
    const started = await atAddresses(startCheckout(BUY_TV, kept));
    expect(contextOf(started)).toMatchObject({
      addressId: 'addr-1',
      payment: null,
      idempotencyKey: null,
    });
  });
});
