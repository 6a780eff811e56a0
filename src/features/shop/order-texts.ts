import type { OrderStatus } from '../../api/types';
import type { Message, Shown } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * An order's status as the page's language shows it; the value the API sends and the orders'
 * URL filter hold ('On the way', …) stays the API's.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, Message> = {
  'On the way': msg(/*i18n*/ { id: 'shop.order.status.on-the-way', message: 'On the way' }),
  Delivered: msg(/*i18n*/ { id: 'shop.order.status.delivered', message: 'Delivered' }),
  Cancelled: msg(/*i18n*/ { id: 'shop.order.status.cancelled', message: 'Cancelled' }),
  Returned: msg(/*i18n*/ { id: 'shop.order.status.returned', message: 'Returned' }),
};

/**
 * The server's reasons an order cannot be cancelled that the app knows (mocks/lib/checkout.ts),
 * by their text as sent: on the order itself (`not_cancellable_reason`) and in a refused cancel.
 */
const CANCEL_REFUSALS: ReadonlyMap<string, Message> = new Map([
  [
    'This order has shipped and can no longer be cancelled.',
    msg(
      /*i18n*/ {
        id: 'shop.order.refusal.shipped',
        message: 'This order has shipped and can no longer be cancelled.',
      },
    ),
  ],
  [
    'This order is already cancelled.',
    msg(
      /*i18n*/ {
        id: 'shop.order.refusal.cancelled',
        message: 'This order is already cancelled.',
      },
    ),
  ],
  [
    'This order has been delivered and can no longer be cancelled.',
    msg(
      /*i18n*/ {
        id: 'shop.order.refusal.delivered',
        message: 'This order has been delivered and can no longer be cancelled.',
      },
    ),
  ],
  [
    'This order has been returned and can no longer be cancelled.',
    msg(
      /*i18n*/ {
        id: 'shop.order.refusal.returned',
        message: 'This order has been returned and can no longer be cancelled.',
      },
    ),
  ],
  [
    'Order not found.',
    msg(/*i18n*/ { id: 'shop.order.refusal.not-found', message: 'Order not found.' }),
  ],
]);

/** What to show for a cancel's failure: our message for a server text we know, else it as given. */
export const cancelRefusal = (shown: Shown): Shown =>
  typeof shown === 'string' ? (CANCEL_REFUSALS.get(shown) ?? shown) : shown;
