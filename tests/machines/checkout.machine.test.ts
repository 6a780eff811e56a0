import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { PriceChangedError } from '../../machines/checkout-calls';
import {
  checkoutMessageText,
  CHECKOUT_MESSAGES,
  type CheckoutMessage,
} from '../../machines/checkout-messages';
import { createAppI18n } from '../../src/i18n/i18n-context';
import { codUnavailable } from '../../machines/checkout-payment';
import { checkoutMachine, checkoutStep, chosenAddress } from '../../machines/checkout.machine';
import {
  ApiError,
  type AddressRequest,
  type Order,
  type PlaceOrderRequest,
  type Quote,
  type QuoteRequest,
  type SavedAddress,
} from '../../src/api';
import {
  atAddresses,
  atPayment,
  atSummary,
  BUY_TV,
  cartQuote,
  cartQuoteBengaluru,
  contextOf,
  declined,
  delhiForm,
  expired,
  home,
  last,
  memoryDevice,
  offline,
  office,
  placedOrder,
  startCheckout,
  tvQuote50000,
  tvQuote50001,
} from './checkout-support';

/** A checkout message as an English page shows it. */
const { t } = createAppI18n('en');
const shownText = (message: CheckoutMessage) => t(checkoutMessageText(message));

const stateOf = (started: ReturnType<typeof startCheckout>) => started.actor.getSnapshot();

describe('checkout machine: the delivery address', () => {
  it("loads the account's saved addresses and offers them, the oldest chosen", async () => {
    const started = startCheckout();
    expect(stateOf(started).value).toEqual({ address: 'loading' });
    expect(checkoutStep(stateOf(started))).toBe('address');
    expect(started.addressLoads).toHaveLength(1);
    await atAddresses(started);
    expect(contextOf(started).addresses?.map((address) => address.id)).toEqual([
      'addr-1',
      'addr-2',
    ]);
    expect(contextOf(started).addressId).toBe('addr-1');
    expect(chosenAddress(contextOf(started))?.city).toBe('Mumbai');
  });

  it('another saved address can be chosen, an unknown one cannot; Deliver Here quotes for it', async () => {
    const started = await atAddresses(startCheckout());
    started.actor.send({ type: 'checkout.address.choose', addressId: 'addr-2' });
    started.actor.send({ type: 'checkout.address.choose', addressId: 'addr-9' });
    expect(chosenAddress(contextOf(started))?.city).toBe('Bengaluru');
    started.actor.send({ type: 'checkout.address.confirm' });
    expect(stateOf(started).value).toEqual({ summary: 'quoting' });
    expect(started.quotes.map((call) => call.input)).toEqual([
      { source: { kind: 'cart' }, address_id: 'addr-2' },
    ]);
  });

  it('with no saved address the form opens at once; a saved new address is the chosen one', async () => {
    const started = startCheckout();
    last(started.addressLoads).resolve([]);
    await waitFor(started.actor, (state) => state.matches({ address: 'adding' }));
    started.actor.send({ type: 'checkout.address.confirm' });
    expect(started.quotes).toHaveLength(0);

    started.actor.send({ type: 'checkout.address.save', address: delhiForm });
    started.actor.send({ type: 'checkout.address.save', address: delhiForm });
    expect(stateOf(started).value).toEqual({ address: 'saving' });
    expect(started.saves).toHaveLength(1);
    expect(last(started.saves).input.pincode).toBe('110001');
    last(started.saves).resolve({ id: 'addr-3', ...delhiForm });
    await waitFor(started.actor, (state) => state.matches({ address: 'choosing' }));
    expect(contextOf(started).addressId).toBe('addr-3');
    expect(chosenAddress(contextOf(started))?.city).toBe('New Delhi');

    started.actor.send({ type: 'checkout.address.confirm' });
    expect(last(started.quotes).input).toEqual({ source: { kind: 'cart' }, address_id: 'addr-3' });
  });

  it("a refused Save keeps the form open with the server's messages; Cancel closes it", async () => {
    const started = await atAddresses(startCheckout());
    started.actor.send({ type: 'checkout.address.add' });
    const badPincode = { ...delhiForm, pincode: '012345' };
    started.actor.send({ type: 'checkout.address.save', address: badPincode });
    last(started.saves).reject(
      new ApiError('http', 'HTTP 400', 400, {
        errors: { pincode: ['Enter a valid 6-digit pincode.'] },
      }),
    );
    await waitFor(started.actor, (state) => state.matches({ address: 'adding' }));
    expect(contextOf(started).fieldErrors).toEqual({ pincode: ['Enter a valid 6-digit pincode.'] });
    expect(contextOf(started).message).toBeNull();

    started.actor.send({ type: 'checkout.address.save', address: delhiForm });
    last(started.saves).reject(
      new ApiError('http', 'HTTP 400', 400, { error: 'You can keep up to 20 addresses.' }),
    );
    await waitFor(started.actor, (state) => state.matches({ address: 'adding' }));
    const full = contextOf(started).message;
    expect(full && shownText(full)).toBe('You can keep up to 20 addresses.');

    started.actor.send({ type: 'checkout.address.save', address: delhiForm });
    last(started.saves).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ address: 'adding' }));
    expect(contextOf(started).message).toEqual({ id: 'addressNotSaved', serverText: null });
    expect(shownText({ id: 'addressNotSaved', serverText: null })).toBe(
      'Your address could not be saved. Please try again.',
    );

    started.actor.send({ type: 'checkout.address.cancel' });
    expect(stateOf(started).value).toEqual({ address: 'choosing' });
    expect(contextOf(started)).toMatchObject({ addressId: 'addr-1', fieldErrors: null });
  });

  it('addresses that could not be loaded are asked for again on retry', async () => {
    const started = startCheckout();
    last(started.addressLoads).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ address: 'failed' }));
    const message = contextOf(started).message;
    expect(message && shownText(message)).toBe('Your saved addresses could not be loaded.');
    started.actor.send({ type: 'checkout.retry' });
    expect(started.addressLoads).toHaveLength(2);
    await atAddresses(started);
    expect(contextOf(started).message).toBeNull();
  });
});

describe('checkout machine: the order summary', () => {
  it("shows the server's quote for the address; Continue opens the payment", async () => {
    const started = await atSummary(await atAddresses(startCheckout()), cartQuote);
    const { quote } = contextOf(started);
    expect(quote?.lines.map((line) => [line.product.name, line.quantity])).toEqual([
      ['Cotton Kurta', 2],
      ['Silk Saree', 1],
    ]);
    expect(quote?.delivery.standard_by).toBe('2025-01-13');
    expect(quote?.summary.total).toBe(6098);
    started.actor.send({ type: 'checkout.continue' });
    expect(stateOf(started).value).toBe('payment');
    expect(checkoutStep(stateOf(started))).toBe('payment');
  });

  it('a quote the server refuses shows its reason; another address can be chosen', async () => {
    const started = await atAddresses(startCheckout());
    started.actor.send({ type: 'checkout.address.confirm' });
    last(started.quotes).reject(
      new ApiError('http', 'HTTP 422', 422, { error: 'We do not deliver to this pincode yet.' }),
    );
    await waitFor(started.actor, (state) => state.matches({ summary: 'refused' }));
    const message = contextOf(started).message;
    expect(message && shownText(message)).toBe('We do not deliver to this pincode yet.');
    started.actor.send({ type: 'checkout.continue' });
    expect(stateOf(started).value).toEqual({ summary: 'refused' });

    started.actor.send({ type: 'checkout.address.change' });
    expect(stateOf(started).value).toEqual({ address: 'choosing' });
    expect(contextOf(started).message).toBeNull();
    started.actor.send({ type: 'checkout.address.choose', addressId: 'addr-2' });
    await atSummary(started, cartQuoteBengaluru);
    expect(started.quotes.map((call) => call.input.address_id)).toEqual(['addr-1', 'addr-2']);
  });

  it('a quote that did not arrive is asked for again on retry', async () => {
    const started = await atAddresses(startCheckout());
    started.actor.send({ type: 'checkout.address.confirm' });
    last(started.quotes).reject(offline());
    await waitFor(started.actor, (state) => state.matches({ summary: 'failed' }));
    const message = contextOf(started).message;
    expect(message && shownText(message)).toBe('Your order summary could not be loaded.');
    started.actor.send({ type: 'checkout.retry' });
    last(started.quotes).resolve(cartQuote);
    await waitFor(started.actor, (state) => state.matches({ summary: 'ready' }));
    expect(started.quotes).toHaveLength(2);
  });
});

describe('checkout machine: the payment', () => {
  it('cash on delivery at a total of ₹50,000: offered, and the order is sent with it', async () => {
    const started = await atPayment(tvQuote50000, BUY_TV);
    expect(codUnavailable(tvQuote50000)).toBeNull();
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'cod' } });
    expect(contextOf(started).payment).toEqual({ method: 'cod' });
    started.actor.send({ type: 'checkout.place' });
    expect(stateOf(started).value).toBe('placing');
    expect(last(started.orders).input).toEqual({
      idempotency_key: 'key-1',
      source: { kind: 'product', product_slug: 'oled-tv-55' },
      address_id: 'addr-1',
      payment: { method: 'cod' },
      expected_total: 50000,
    });
  });

  it('cash on delivery at ₹50,001: disabled with its reason, and cannot be chosen', async () => {
    const started = await atPayment(tvQuote50001, BUY_TV);
    const reason = codUnavailable(tvQuote50001);
    expect(reason).toBe('codOverLimit');
    expect(reason && CHECKOUT_MESSAGES[reason]).toBe(
      'Cash on Delivery is not available for orders above ₹50,000.',
    );
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'cod' } });
    expect(contextOf(started).payment).toBeNull();
    started.actor.send({ type: 'checkout.place' });
    expect(stateOf(started).value).toBe('payment');
    expect(started.orders).toHaveLength(0);

    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'upi' } });
    started.actor.send({ type: 'checkout.place' });
    expect(last(started.orders).input).toMatchObject({
      payment: { method: 'upi' },
      expected_total: 50001,
    });
  });

  it('cash on delivery where the pincode does not take it: disabled with that reason', () => {
    const reason = codUnavailable(cartQuoteBengaluru);
    expect(reason && CHECKOUT_MESSAGES[reason]).toBe(
      'Cash on Delivery is not available at this pincode.',
    );
  });

  it("EMI at one of the quote's tenures (3 to 24 months); any other is not taken", async () => {
    const started = await atPayment(tvQuote50000, BUY_TV);
    expect(contextOf(started).quote?.emi.map((plan) => plan.months)).toEqual([3, 6, 9, 12, 18, 24]);
    expect(CHECKOUT_MESSAGES.emiNoProcessingFee).toBe('No processing fee');
    expect(CHECKOUT_MESSAGES.emiBankInterest).toBe('Interest as charged by your bank');
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'emi', months: 5 } });
    expect(contextOf(started).payment).toBeNull();
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'emi', months: 6 } });
    started.actor.send({ type: 'checkout.place' });
    expect(last(started.orders).input.payment).toEqual({ method: 'emi', emi_months: 6 });
  });

  it('Place order without a payment chosen does nothing', async () => {
    const started = await atPayment(cartQuote);
    started.actor.send({ type: 'checkout.place' });
    expect(stateOf(started).value).toBe('payment');
    expect(started.orders).toHaveLength(0);
  });
});

describe('checkout machine: reopening a step', () => {
  it('the summary reopens as it was; Continue returns to the payment chosen', async () => {
    const started = await atPayment(cartQuote);
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'upi' } });
    started.actor.send({ type: 'checkout.summary.change' });
    expect(stateOf(started).value).toEqual({ summary: 'ready' });
    expect(started.quotes).toHaveLength(1);
    started.actor.send({ type: 'checkout.continue' });
    expect(contextOf(started).payment).toEqual({ method: 'upi' });
  });

  it('a changed address is quoted again; cash on delivery it does not take is unchosen', async () => {
    const started = await atPayment(cartQuote);
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'cod' } });
    started.actor.send({ type: 'checkout.address.change' });
    expect(stateOf(started).value).toEqual({ address: 'choosing' });
    expect(contextOf(started).addressId).toBe('addr-1');
    started.actor.send({ type: 'checkout.address.choose', addressId: 'addr-2' });
    await atSummary(started, cartQuoteBengaluru);
    expect(last(started.quotes).input).toEqual({ source: { kind: 'cart' }, address_id: 'addr-2' });
    expect(contextOf(started).quote?.delivery.pincode).toBe('560001');
    expect(contextOf(started).payment).toBeNull();
  });

  it('an address confirmed again is quoted again, and a payment still offered stays chosen', async () => {
    const started = await atPayment(cartQuote);
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'emi', months: 12 } });
    started.actor.send({ type: 'checkout.address.change' });
    await atSummary(started, cartQuote);
    expect(started.quotes).toHaveLength(2);
    expect(contextOf(started).payment).toEqual({ method: 'emi', months: 12 });
  });
});

describe('checkout machine: the order placed', () => {
  it("'Order placed' with the order's id and delivery date; the app is told, the device forgets", async () => {
    const started = await atPayment(cartQuote);
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'upi' } });
    started.actor.send({ type: 'checkout.place' });
    expect(started.kept.saved).toEqual({
      source: { kind: 'cart' },
      addressId: 'addr-1',
      payment: { method: 'upi' },
      idempotencyKey: 'key-1',
    });
    last(started.orders).resolve(placedOrder({ method: 'upi', emi_months: null }));
    await waitFor(started.actor, (state) => state.matches('placed'));
    expect(stateOf(started).value).toBe('placed');
    expect(contextOf(started).order).toMatchObject({
      id: 'OD100000000042',
      delivery_by: '2025-01-13',
    });
    expect(started.emitted).toEqual([
      { type: 'checkout.placed', orderId: 'OD100000000042', cartChanged: true },
    ]);
    expect(started.kept.saved).toBeNull();
  });

  it('Buy Now placed: the cart was not touched, so the app need not reload it', async () => {
    const started = await atPayment(tvQuote50000, BUY_TV);
    started.actor.send({ type: 'checkout.payment.choose', payment: { method: 'cod' } });
    started.actor.send({ type: 'checkout.place' });
    last(started.orders).resolve({ ...placedOrder({ method: 'cod', emi_months: null }) });
    await waitFor(started.actor, (state) => state.matches('placed'));
    expect(started.emitted).toEqual([
      { type: 'checkout.placed', orderId: 'OD100000000042', cartChanged: false },
    ]);
  });
});

describe('checkout machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof checkoutMachine>;
  type Snapshot = SnapshotFrom<typeof checkoutMachine>;
  const newAddress: SavedAddress = { id: 'addr-3', ...delhiForm };
  const refused = new ApiError('http', 'HTTP 409', 409, { error: 'This item is out of stock.' });
  const events = [
    { type: 'checkout.address.choose', addressId: 'addr-2' },
    { type: 'checkout.address.add' },
    { type: 'checkout.address.cancel' },
    { type: 'checkout.address.save', address: delhiForm },
    { type: 'checkout.address.confirm' },
    { type: 'checkout.address.change' },
    { type: 'checkout.summary.change' },
    { type: 'checkout.continue' },
    { type: 'checkout.payment.choose', payment: { method: 'upi' } },
    { type: 'checkout.place' },
    { type: 'checkout.retry' },
    // The calls' outcomes are events too; the traversal sends them like any other.
    { type: 'xstate.done.actor.loadAddresses', output: [home, office] },
    { type: 'xstate.done.actor.loadAddresses', output: [] },
    { type: 'xstate.error.actor.loadAddresses', error: offline() },
    { type: 'xstate.error.actor.loadAddresses', error: expired() },
    { type: 'xstate.done.actor.saveAddress', output: newAddress },
    { type: 'xstate.error.actor.saveAddress', error: refused },
    { type: 'xstate.done.actor.quoteCheckout', output: cartQuote },
    { type: 'xstate.error.actor.quoteCheckout', error: refused },
    { type: 'xstate.error.actor.quoteCheckout', error: offline() },
    {
      type: 'xstate.done.actor.sendOrder',
      output: placedOrder({ method: 'upi', emi_months: null }),
    },
    { type: 'xstate.error.actor.sendOrder', error: declined() },
    { type: 'xstate.error.actor.sendOrder', error: new PriceChangedError(cartQuote) },
    { type: 'xstate.error.actor.sendOrder', error: offline() },
  ] as unknown as Event[];
  const pending = () => new Promise<never>(() => {});
  const machine = checkoutMachine.provide({
    actors: {
      loadAddresses: fromPromise<SavedAddress[]>(pending),
      saveAddress: fromPromise<SavedAddress, AddressRequest>(pending),
      quoteCheckout: fromPromise<Quote, QuoteRequest>(pending),
      sendOrder: fromPromise<Order, PlaceOrderRequest>(pending),
    },
  });
  const input = {
    source: { kind: 'cart' } as const,
    device: memoryDevice().device,
    newIdempotencyKey: () => 'key-1',
  };
  // The choices that decide what a step allows; the address list itself only grows.
  const paths = getShortestPaths(machine, {
    input,
    events,
    serializeState: (snapshot: Snapshot) => {
      const { addressId, quote, payment, idempotencyKey } = snapshot.context;
      return JSON.stringify({
        value: snapshot.value,
        choices: { addressId, quoted: quote !== null, payment, idempotencyKey },
      });
    },
  });

  it('reaches every state of the chart', () => {
    const leaves = [
      { address: 'loading' },
      { address: 'failed' },
      { address: 'choosing' },
      { address: 'adding' },
      { address: 'saving' },
      { summary: 'quoting' },
      { summary: 'failed' },
      { summary: 'refused' },
      { summary: 'ready' },
      'payment',
      'placing',
      'placed',
      'expired',
    ].map((value) => JSON.stringify(value));
    const chart = getStateNodes(checkoutMachine.root)
      .filter((node) => node.type !== 'compound')
      .map((node) =>
        JSON.stringify(
          node.path.reduceRight<unknown>(
            (value, key) => (value === null ? key : { [key]: value }),
            null,
          ),
        ),
      );
    expect(chart.sort()).toEqual([...leaves].sort());
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual([...leaves].sort());
  });
});
