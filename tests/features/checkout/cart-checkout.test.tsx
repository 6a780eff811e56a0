import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import { logInNewShopper } from '../shop/shop-fixtures';
import {
  continueToPayment,
  deliverHere,
  expectOrderPlaced,
  findStep,
  fixClock,
  NOKIA_NAME,
  openBuyNow,
  ordersOnServer,
  paymentOption,
  placeOrderButton,
  step,
  summaryAmount,
} from './checkout-fixtures';

const PHONE = 'Xiaomi Redmi Note 13 Pro 5G (Ocean Blue, 256 GB)';
const SHOES = 'Campus Oxyfit Walking Shoes (Navy, UK 6)';
const HEADSET = 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)';
const COD_OVER_LIMIT = 'Cash on Delivery is not available for orders above ₹50,000.';

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

/** The demo shopper's cart, from /cart's Place Order to the payment step. */
async function checkOutTheCart() {
  await logInDemoShopper();
  const rendered = await renderRoute('/cart');
  await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
  await rendered.user.click(screen.getByRole('link', { name: 'Place Order' }));
  await waitFor(() => expect(rendered.location()).toBe('/checkout'));
  await screen.findByRole('radio', { name: /Aarav Sharma/ });
  await deliverHere(rendered.user);
  return rendered;
}

describe("the cart's checkout (issue 26)", () => {
  it('shows every line and the server’s total, then places the order with UPI and empties the cart', async () => {
    const { user, location } = await checkOutTheCart();
    const summary = await findStep('Order summary');
    const items = within(summary.getByRole('list', { name: 'Items' }));
    expect(items.getAllByRole('listitem')).toHaveLength(3);
    expect(items.getByText(PHONE)).toBeInTheDocument();
    expect(items.getByText(SHOES)).toBeInTheDocument();
    expect(items.getByText(HEADSET).parentElement).toHaveTextContent('Quantity: 2');
    expect(summaryAmount(/^Price \(4 items\)$/)).toBe('₹1,54,996');
    expect(summaryAmount('Discount')).toBe('−₹14,210');
    expect(summaryAmount('Delivery Charges')).toBe('Free');
    expect(summaryAmount('Total Amount')).toBe('₹1,40,786');

    await continueToPayment(user);
    await user.click(paymentOption('UPI (simulated)'));
    await user.click(placeOrderButton());

    const orderId = await expectOrderPlaced(location);
    expect(screen.getByText(orderId)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    const [placed] = await ordersOnServer();
    expect(placed).toMatchObject({ id: orderId, payment: { method: 'upi' } });
    expect(placed!.summary.total).toBe(140786);
  });

  it('shows Cash on Delivery disabled with its reason above ₹50,000, and EMI’s monthly amounts', async () => {
    const { user, location } = await checkOutTheCart();
    await continueToPayment(user);
    const cod = paymentOption('Cash on Delivery');
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(COD_OVER_LIMIT);
    expect(step('Payment').getByText(COD_OVER_LIMIT)).toBeVisible();
    expect(placeOrderButton()).toBeDisabled();

    await user.click(paymentOption('EMI (simulated)'));
    const tenures = within(step('Payment').getByRole('radiogroup', { name: 'EMI tenure' }));
    // ₹1,40,786 divided by the months, rounded up to the rupee.
    expect(
      tenures.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '3 months, ₹46,929 a month',
      '6 months, ₹23,465 a month',
      '9 months, ₹15,643 a month',
      '12 months, ₹11,733 a month',
      '18 months, ₹7,822 a month',
      '24 months, ₹5,867 a month',
    ]);
    expect(tenures.getByRole('radio', { name: '3 months, ₹46,929 a month' })).toBeChecked();
    expect(step('Payment').getByText('No processing fee')).toBeVisible();
    expect(step('Payment').getByText('Interest as charged by your bank')).toBeVisible();

    await user.click(tenures.getByRole('radio', { name: '6 months, ₹23,465 a month' }));
    await user.click(placeOrderButton());
    await expectOrderPlaced(location);
    expect(screen.getByText('Total ₹1,40,786, paid by EMI, 6 months')).toBeInTheDocument();
    const [placed] = await ordersOnServer();
    expect(placed!.payment).toEqual({ method: 'emi', emi_months: 6 });
  });

  it('reopens a done step with Change, focus on its heading, and goes on from there', async () => {
    const { user } = await openBuyNow();
    await deliverHere(user);
    await continueToPayment(user);
    await user.click(paymentOption('UPI (simulated)'));

    const summaryChange = step('Order summary').getByRole('button', { name: 'Change' });
    expect(summaryChange).toHaveAccessibleDescription('Order summary');
    await user.click(summaryChange);
    expect(await screen.findByRole('heading', { level: 2, name: 'Order summary' })).toHaveFocus();
    expect(step('Order summary').getByText(NOKIA_NAME)).toBeInTheDocument();
    expect(step('Payment').queryByRole('radiogroup')).not.toBeInTheDocument();

    await user.click(step('Delivery address').getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Aarav Sharma/ })).toBeChecked();

    await deliverHere(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toHaveFocus();
    await continueToPayment(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
    // The payment chosen before is still chosen.
    expect(paymentOption('UPI (simulated)')).toBeChecked();
    expect(placeOrderButton()).toBeEnabled();
  });

  it('offers Place Order only for a cart with lines', async () => {
    await logInNewShopper();
    await renderRoute('/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('is operable from the keyboard alone', async () => {
    const { user, location } = await openBuyNow();
    screen.getByRole('radio', { name: /Aarav Sharma/ }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Deliver Here' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const continueButton = await (
      await findStep('Order summary')
    ).findByRole('button', {
      name: 'Continue',
    });
    continueButton.focus();
    await user.keyboard('{Enter}');
    await (await findStep('Payment')).findByRole('radiogroup', { name: 'Payment options' });
    await user.tab();
    expect(paymentOption('Cash on Delivery')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(paymentOption('UPI (simulated)')).toBeChecked();
    await user.tab();
    expect(placeOrderButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectOrderPlaced(location);
  });
});
