import type { PaymentRequest, Quote } from '../src/api';
import type { PaymentChoice } from '../src/lib/checkout-store';
import type { CheckoutMessageId } from './checkout-messages';

/**
 * The payment step's rules over the server's quote, which decides what is offered: cash on
 * delivery where the pincode allows it and the total is at most ₹50,000.00, UPI always, EMI at
 * the tenures the quote lists (each with its monthly amount, computed by the server).
 */

export type { PaymentChoice } from '../src/lib/checkout-store';

export type EmiPlan = Quote['emi'][number];

/** Why cash on delivery is shown disabled, or null when it can be chosen. */
export function codUnavailable(quote: Quote): CheckoutMessageId | null {
  if (quote.cod.available) return null;
  return quote.delivery.cod ? 'codOverLimit' : 'codNotAtPincode';
}

function emiPlan(quote: Quote, months: number): EmiPlan | null {
  return quote.emi.find((plan) => plan.months === months) ?? null;
}

/** Whether the quote offers this payment. */
export function isOffered(choice: PaymentChoice, quote: Quote): boolean {
  switch (choice.method) {
    case 'cod':
      return quote.cod.available;
    case 'upi':
      return true;
    case 'emi':
      return emiPlan(quote, choice.months) !== null;
  }
}

/** The choice as the order call carries it; null when the quote does not offer it. */
export function paymentRequest(choice: PaymentChoice, quote: Quote): PaymentRequest | null {
  if (!isOffered(choice, quote)) return null;
  if (choice.method !== 'emi') return { method: choice.method };
  const plan = emiPlan(quote, choice.months);
  return plan && { method: 'emi', emi_months: plan.months };
}
