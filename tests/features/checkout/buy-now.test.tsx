import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import {
  continueToPayment,
  deliverHere,
  DEMO_ADDRESS,
  expectOrderPlaced,
  findStep,
  fixClock,
  NOKIA_NAME,
  NOKIA_SLUG,
  ordersOnServer,
  paymentOption,
  placeOrderButton,
  step,
  summaryAmount,
} from './checkout-fixtures';

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

describe('Buy Now (issue 26)', () => {
  it('checks out the one product with Cash on Delivery to "Order placed", the cart untouched', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute(`/product/${NOKIA_SLUG}`);
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(location()).toBe(`/checkout?product=${NOKIA_SLUG}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    const address = await screen.findByRole('radio', { name: DEMO_ADDRESS });
    expect(address).toBeChecked();
    await deliverHere(user);
    const summary = await findStep('Order summary');
    expect(summary.getByText(NOKIA_NAME)).toBeInTheDocument();
    expect(summary.getByText('Quantity: 1')).toBeInTheDocument();
    expect(summary.getByText('Delivery by Sat, 15 Mar')).toBeInTheDocument();
    expect(summaryAmount('Total Amount')).toBe('₹1,939');
    // The address step, done, says where the order goes.
    expect(step('Delivery address').getByText(/Mumbai, Maharashtra - 400001/)).toBeInTheDocument();

    await continueToPayment(user);
    await user.click(paymentOption('Cash on Delivery'));
    expect(paymentOption('Cash on Delivery')).toBeChecked();
    await user.click(placeOrderButton());

    const orderId = await expectOrderPlaced(location);
    expect(screen.getByText(orderId)).toBeInTheDocument();
    expect(screen.getByText('Delivery by Sat, 15 Mar')).toBeInTheDocument();
    const orders = await ordersOnServer();
    expect(orders).toHaveLength(5);
    expect(orders[0]).toMatchObject({
      id: orderId,
      payment: { method: 'cod' },
      lines: [{ product: { slug: NOKIA_SLUG }, quantity: 1 }],
    });
    // The cart is as it was: the demo shopper's 4 units.
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
