import type { CheckoutEvent } from '../../../machines/checkout-context';
import type { CheckoutSnapshot } from '../../../machines/checkout.machine';

/** What every step of the checkout screen renders from and sends to: the statechart. */
export interface CheckoutProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
}
