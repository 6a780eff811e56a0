import {
  checkoutStep,
  type CheckoutSnapshot,
  type CheckoutStep,
} from '../../../machines/checkout.machine';

/** The three steps the screen shows, in order; placing belongs to the payment step. */
export type StepName = 'address' | 'summary' | 'payment';

/** A step is open (being answered), done (its answer summed up, with Change) or still to come. */
export type StepStatus = 'open' | 'done' | 'upcoming';

const ORDER: readonly StepName[] = ['address', 'summary', 'payment'];

/** The step the machine is on, as one of the screen's three (null once placed or expired). */
export function openStep(step: CheckoutStep): StepName | null {
  if (step === 'placing') return 'payment';
  return step === 'placed' || step === 'expired' ? null : step;
}

export function stepStatus(snapshot: CheckoutSnapshot, step: StepName): StepStatus {
  const open = openStep(checkoutStep(snapshot));
  if (open === null) return 'done';
  const here = ORDER.indexOf(step);
  const there = ORDER.indexOf(open);
  if (here === there) return 'open';
  return here < there ? 'done' : 'upcoming';
}

/** Whether an earlier step may be reopened now: not while the order is on its way. */
export const canReopen = (snapshot: CheckoutSnapshot): boolean =>
  checkoutStep(snapshot) !== 'placing';
