import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { callFailureMessage } from '../../../machines/auth-messages';
import { failureOf } from '../../../machines/cart-messages';
import { cancelOrder } from '../../api';
import type { Order } from '../../api/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useI18n } from '../../i18n/i18n-context';
import type { Shown } from '../../i18n/message';
import { useLogout } from '../../lib/session-hooks';

type CancelState =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'cancelling' }
  | { step: 'failed'; message: Shown };

/**
 * "Cancel order" on an order that has not shipped (issue 26): a confirmation first, then the
 * server cancels it and the caller shows the order it answered. A failure shows its message and
 * changes nothing; a 401 ends the session, as the cart's calls do.
 */
export function CancelOrder({
  order,
  onCancelled,
}: {
  order: Order;
  /** The order as the server answered the cancel: Cancelled. */
  onCancelled: (cancelled: Order) => void;
}) {
  const [state, setState] = useState<CancelState>({ step: 'idle' });
  const { t } = useI18n();
  const trigger = useRef<HTMLButtonElement>(null);
  const router = useRouter();
  const logout = useLogout();

  const confirm = async () => {
    setState({ step: 'cancelling' });
    try {
      const cancelled = await cancelOrder(order.id);
      onCancelled(cancelled);
      // The list is read again in the background, so every filter shows the order as the
      // server now has it.
      void router.invalidate();
    } catch (error) {
      if (failureOf(error) === 'expired') {
        logout();
        return;
      }
      // The server's reason (409: it shipped meanwhile), as spec §8 words a failed call.
      setState({ step: 'failed', message: callFailureMessage(error) });
    }
  };

  const open = state.step === 'confirming' || state.step === 'cancelling';
  return (
    <Stack gap="1" align="flex-start">
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        aria-label={`Cancel order ${order.id}`}
        onClick={() => setState({ step: 'confirming' })}
      >
        Cancel order
      </Button>
      {state.step === 'failed' && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(state.message)}
        </Text>
      )}
      <ConfirmDialog
        open={open}
        title={`Cancel order ${order.id}?`}
        question="Are you sure you want to cancel this order? This cannot be undone."
        confirmLabel="Yes, cancel"
        cancelLabel="Keep order"
        busy={state.step === 'cancelling'}
        // Once confirmed, the dialog stays until the server answers.
        onCancel={() => {
          if (state.step === 'confirming') setState({ step: 'idle' });
        }}
        onConfirm={() => {
          if (state.step === 'confirming') void confirm();
        }}
        returnFocusTo={() => trigger.current}
      />
    </Stack>
  );
}
