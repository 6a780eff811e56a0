import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { CheckoutSource } from '../../api/types';
import { browserCheckoutDevice } from '../../lib/checkout-store';
import { inspect } from '../../lib/inspect';
import { newRandomId } from '../../lib/random-id';
import { useLogout } from '../../lib/session-hooks';
import { useCart } from '../../lib/shop-hooks';
import { checkoutMachine } from '../../../machines/checkout.machine';
import type { CheckoutProps } from './checkout-props';

const same = <T>(value: T) => value;

/**
 * One checkout's statechart, living as long as the screen: its input is what is checked out,
 * a new UUID per attempt to place the order, and this device's storage. What it tells the app is
 * acted on here: a 401 ends the session (spec §4; the guard then sends the shopper to log in and
 * back, where the kept choices resume), and a placed order opens "Order placed" in place of the
 * checkout (so Back does not return to it) after the cart is read again if its lines were ordered.
 */
export function useCheckout(source: CheckoutSource): CheckoutProps {
  const logout = useLogout();
  const { reload } = useCart();
  const navigate = useNavigate();
  const actor = useActorRef(checkoutMachine, {
    input: { source, newIdempotencyKey: newRandomId, device: browserCheckoutDevice },
    inspect,
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('checkout.sessionExpired', logout),
      actor.on('checkout.placed', ({ orderId, cartChanged }) => {
        if (cartChanged) reload();
        void navigate({ to: '/checkout/placed/$orderId', params: { orderId }, replace: true });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, logout, reload, navigate]);

  return { snapshot: useSelector(actor, same), send: actor.send };
}
