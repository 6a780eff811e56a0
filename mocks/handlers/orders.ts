import { HttpResponse } from 'msw';
import { API_PATHS, type Order } from '../../src/api/types';
import { matchesAllTerms, searchTerms } from '../../src/lib/search-text';
import { db } from '../db';
import { CHECKOUT_ERRORS, notCancellableReason, orderOf, ownOrder } from '../lib/checkout';
import { readOrderFilters } from '../lib/checkout-request-schemas';
import { notifyStateChange } from '../state';
import { forAccount, jsonError, route } from './route';

/**
 * The account's orders (placing one is the checkout's, ./checkout.ts). An order may be
 * cancelled until it ships (MockConfig.shipDelayMs after placing), not after (spec §4).
 */

const notFound = () => jsonError(404, { error: CHECKOUT_ERRORS.orderNotFound });

/** Newest first; `status` one of the four labels, `q` words of product names or an order id. */
const getOrders = route.get(
  API_PATHS.orders,
  forAccount(({ request, user }) => {
    const filters = readOrderFilters(new URL(request.url).searchParams);
    if (!filters.ok) return jsonError(400, { error: filters.error });
    const terms = searchTerms(filters.q);
    const now = Date.now();
    const orders = db.order
      .findMany({ where: { user_id: { equals: user.id } }, orderBy: { position: 'desc' } })
      .filter((order) => filters.status === null || order.status === filters.status)
      .map((order) => orderOf(order, now))
      .filter((order) =>
        matchesAllTerms(
          [order.id, ...order.lines.map((line) => line.product.name)].join(' '),
          terms,
        ),
      );
    return HttpResponse.json<Order[]>(orders);
  }),
);

const getOrder = route.get<{ id: string }>(
  `${API_PATHS.orders}:id`,
  forAccount(({ params, user }) => {
    const order = ownOrder(user.id, params.id);
    return order ? HttpResponse.json<Order>(orderOf(order, Date.now())) : notFound();
  }),
);

const cancelOrder = route.post<{ id: string }>(
  `${API_PATHS.orders}:id/cancel`,
  forAccount(({ params, user }) => {
    const order = ownOrder(user.id, params.id);
    if (!order) return notFound();
    const now = Date.now();
    const reason = notCancellableReason(order, now);
    if (reason !== null) return jsonError(409, { error: reason });
    const cancelled =
      db.order.update({ where: { id: { equals: order.id } }, data: { status: 'Cancelled' } }) ??
      order;
    notifyStateChange();
    return HttpResponse.json<Order>(orderOf(cancelled, now));
  }),
);

export const orderHandlers = [getOrders, getOrder, cancelOrder];
