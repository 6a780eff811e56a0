import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMockConfig } from '../../../mocks/config';
import { server } from '../../../mocks/node';
import { getAddresses, getQuote } from '../../../src/api';
import type { Quote } from '../../../src/api/types';
import { DEMO_LOGIN } from '../../fixtures/users';
import { createGate } from '../../utils/gate';
import { renderRoute } from '../../utils/render-route';
import { logInOnScreen } from '../shop/shop-fixtures';
import {
  continueToPayment,
  deliverHere,
  expectOrderPlaced,
  findStep,
  fixClock,
  NOKIA_SLUG,
  openBuyNow,
  ordersOnServer,
  paymentOption,
  placeOrderButton,
  step,
  summaryAmount,
} from './checkout-fixtures';

/** The demo shopper's seeded orders, before any checkout. */
const SEEDED_ORDERS = 4;
const BUY_NOW = `/checkout?product=${NOKIA_SLUG}`;
const PRICE_CHANGED =
  'The price has changed. Please check your order total before placing it again.';

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

/** Buy Now's checkout up to the payment step, UPI chosen. */
async function upiChosen() {
  const rendered = await openBuyNow();
  await deliverHere(rendered.user);
  await continueToPayment(rendered.user);
  await rendered.user.click(paymentOption('UPI (simulated)'));
  return rendered;
}

describe('placing an order when something goes wrong (issue 26)', () => {
  it('a declined UPI payment keeps every choice and says so; Place order again places one order', async () => {
    setMockConfig({ declinePayments: 'next' });
    const { user, location } = await upiChosen();
    await user.click(placeOrderButton());

    const alert = await step('Payment').findByRole('alert');
    expect(alert).toHaveTextContent('Your payment was declined. Please try again.');
    expect(location()).toBe(BUY_NOW);
    expect(paymentOption('UPI (simulated)')).toBeChecked();
    expect(await ordersOnServer()).toHaveLength(SEEDED_ORDERS);

    await user.click(placeOrderButton());
    const orderId = await expectOrderPlaced(location);
    const orders = await ordersOnServer();
    expect(orders).toHaveLength(SEEDED_ORDERS + 1);
    expect(orders[0]).toMatchObject({ id: orderId, payment: { method: 'upi' } });
  });

  it('pressed twice, Place order places one order; the button is busy meanwhile', async () => {
    const { user, location } = await upiChosen();
    const answer = createGate();
    let sent = 0;
    server.use(
      http.post('*/api/orders/', async () => {
        sent += 1;
        await answer.opened;
      }),
    );
    await user.click(placeOrderButton());
    await user.click(placeOrderButton());
    expect(placeOrderButton()).toHaveAttribute('aria-busy', 'true');
    expect(step('Payment').getByRole('status')).toHaveTextContent('Placing your order...');
    expect(sent).toBe(1);

    answer.open();
    await expectOrderPlaced(location);
    expect(sent).toBe(1);
    expect(await ordersOnServer()).toHaveLength(SEEDED_ORDERS + 1);
  });

  it('"Order placed" read again after a reload shows the order and places nothing', async () => {
    const first = await upiChosen();
    await first.user.click(placeOrderButton());
    const orderId = await expectOrderPlaced(first.location);
    first.unmount();

    const reloaded = await renderRoute(`/checkout/placed/${orderId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order placed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(orderId)).toBeInTheDocument();
    expect(screen.getByText('Delivery by Sat, 15 Mar')).toBeInTheDocument();
    expect(reloaded.location()).toBe(`/checkout/placed/${orderId}`);
    expect(await ordersOnServer()).toHaveLength(SEEDED_ORDERS + 1);
  });

  it('a guest’s Buy Now logs in and comes back to the same checkout', async () => {
    const { user, location } = await renderRoute(`/product/${NOKIA_SLUG}`);
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await waitFor(() =>
      expect(location()).toBe('/login?redirect=%2Fcheckout%3Fproduct%3Dnokia-150-blue-2'),
    );

    await logInOnScreen(user, DEMO_LOGIN);
    await waitFor(() => expect(location()).toBe(BUY_NOW));
    expect(await screen.findByRole('radio', { name: /Aarav Sharma/ })).toBeChecked();
    await deliverHere(user);
    expect((await findStep('Order summary')).getByText('Nokia 150 (Blue)')).toBeInTheDocument();
  });

  it('a 401 while placing ends the session; after the login the checkout resumes with its choices', async () => {
    const { user, location } = await upiChosen();
    server.use(
      http.post(
        '*/api/orders/',
        () => HttpResponse.json({ error: 'Token is invalid or expired.' }, { status: 401 }),
        { once: true },
      ),
    );
    await user.click(placeOrderButton());
    await waitFor(() =>
      expect(location()).toBe('/login?redirect=%2Fcheckout%3Fproduct%3Dnokia-150-blue-2'),
    );

    await logInOnScreen(user, DEMO_LOGIN);
    await waitFor(() => expect(location()).toBe(BUY_NOW));
    // The address was kept: the summary is quoted again at once, to be seen before placing.
    const summary = await findStep('Order summary');
    await summary.findByRole('button', { name: 'Continue' });
    await continueToPayment(user);
    expect(paymentOption('UPI (simulated)')).toBeChecked();
    await user.click(placeOrderButton());
    await expectOrderPlaced(location);
    expect(await ordersOnServer()).toHaveLength(SEEDED_ORDERS + 1);
  });
});

describe('a price that changed before the order was placed (issue 26)', () => {
  it('shows the new total and its message in the summary before Place order is pressed again', async () => {
    const { user, location } = await upiChosen();
    const [home] = await act(() => getAddresses());
    const quote = await act(() =>
      getQuote({ source: { kind: 'product', product_slug: NOKIA_SLUG }, address_id: home!.id }),
    );
    const raised: Quote = {
      ...quote,
      lines: quote.lines.map((line) => ({ ...line, product: { ...line.product, price: 2039 } })),
      summary: { ...quote.summary, discount: 160, total: 2039 },
    };
    server.use(
      http.post(
        '*/api/orders/',
        () =>
          HttpResponse.json({ error: 'The price has changed.', quote: raised }, { status: 409 }),
        { once: true },
      ),
    );
    await user.click(placeOrderButton());

    const summary = await findStep('Order summary');
    expect(await summary.findByRole('alert')).toHaveTextContent(PRICE_CHANGED);
    expect(summaryAmount('Total Amount')).toBe('₹2,039');
    expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toHaveFocus();
    expect(await ordersOnServer()).toHaveLength(SEEDED_ORDERS);

    // Placing at ₹2,039 meets the server's own total, ₹1,939: changed again, shown again.
    await continueToPayment(user);
    expect(paymentOption('UPI (simulated)')).toBeChecked();
    await user.click(placeOrderButton());
    await waitFor(() => expect(summaryAmount('Total Amount')).toBe('₹1,939'));
    expect(step('Order summary').getByRole('alert')).toHaveTextContent(PRICE_CHANGED);

    await continueToPayment(user);
    await user.click(placeOrderButton());
    const orderId = await expectOrderPlaced(location);
    const [placed] = await ordersOnServer();
    expect(placed).toMatchObject({ id: orderId, summary: { total: 1939 } });
  });
});
