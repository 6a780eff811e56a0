import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { getOrders } from '../../../src/api';
import type { Order } from '../../../src/api/types';
import { logInDemoShopper, renderRoute, type RenderedRoute } from '../../utils/render-route';

/**
 * The checkout as a shopper walks it (issue 26), against the mock backend, on a fixed clock:
 * Friday 7 March 2025, 10:00 in India, so the delivery dates of the mock's pincode rules are
 * known (Mumbai 400001: standard delivery by the 7th business day, Saturday 15 March).
 */
export const FRIDAY_10_IST = Date.UTC(2025, 2, 7, 4, 30, 0);

export function fixClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FRIDAY_10_IST);
}

/** The demo shopper's one saved address, as its radio option reads. */
export const DEMO_ADDRESS = /Aarav Sharma/;
export const NOKIA_SLUG = 'nokia-150-blue-2';
export const NOKIA_NAME = 'Nokia 150 (Blue)';

export const step = (name: string) => within(screen.getByRole('region', { name }));
export const findStep = async (name: string) => within(await screen.findByRole('region', { name }));

/** Logged in as the demo shopper, at Buy Now's checkout of the Nokia 150. */
export async function openBuyNow(): Promise<RenderedRoute> {
  await logInDemoShopper();
  const rendered = await renderRoute(`/checkout?product=${NOKIA_SLUG}`);
  await screen.findByRole('radio', { name: DEMO_ADDRESS });
  return rendered;
}

/** "Deliver Here" to the chosen address, then waits for the summary's total. */
export async function deliverHere(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
  await (await findStep('Order summary')).findByRole('button', { name: 'Continue' });
}

/** The summary's Continue, then the payment step's options. */
export async function continueToPayment(user: UserEvent): Promise<void> {
  await user.click(step('Order summary').getByRole('button', { name: 'Continue' }));
  await (await findStep('Payment')).findByRole('radiogroup', { name: 'Payment options' });
}

export const paymentOption = (name: string | RegExp) =>
  step('Payment').getByRole('radio', { name });

export const placeOrderButton = () => step('Payment').getByRole('button', { name: 'Place order' });

/** The amount next to a term of the summary's price details. */
export function summaryAmount(term: string | RegExp): string {
  const dt = step('Order summary').getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** At "Order placed": its address and what it says. */
export async function expectOrderPlaced(location: () => string): Promise<string> {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order placed' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  await waitFor(() => expect(location()).toMatch(/^\/checkout\/placed\/OD\d{10}$/));
  return location().split('/').pop()!;
}

/** The demo shopper's orders as the server keeps them (the four seeded ones and any new). */
export function ordersOnServer(): Promise<Order[]> {
  return act(() => getOrders());
}
