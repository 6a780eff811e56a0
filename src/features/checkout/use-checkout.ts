import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { CheckoutSource } from '../../api/types';
import { browserCheckoutDevice } from '../../lib/checkout-store';
import { inspect } from '../../lib/inspect';
import { newRandomId } from '../../lib/random-id';
import { useLogout } from '../../lib/session-hooks';
import { useCartReload } from '../../lib/shop-hooks';
import { checkoutMachine } from '../../../machines/checkout.machine';
import type { CheckoutProps } from './checkout-props';

/**
 * One checkout's statechart, living as long as the screen: its input is what is checked out,
 * a new UUID per attempt to place the order, and this device's storage. What it tells the app is
 * acted on here: a 401 ends the session (spec §4; the guard then sends the shopper to log in and
 * back, where the kept choices resume), and a placed order opens "Order placed" in place of the
 * checkout (so Back does not return to it) after the cart is read again if its lines were ordered.
 */
export function useCheckout(source: CheckoutSource): CheckoutProps {
  const logout = useLogout();
  const reload = useCartReload();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useMachine(checkoutMachine, {
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

  return { snapshot, send };
}
