import { HttpResponse } from 'msw';
import { API_PATHS, type Order, type PaymentRequest, type Quote } from '../../src/api/types';
import { getMockConfig, setMockConfig } from '../config';
import { db } from '../db';
import {
  addressFieldsOf,
  CHECKOUT_ERRORS,
  newOrderId,
  orderedProductOf,
  orderOf,
  priceCheckout,
  type PricedCheckout,
} from '../lib/checkout';
import { validatePlaceOrder, validateQuote } from '../lib/checkout-request-schemas';
import { newItemId, nextPosition, paise } from '../lib/shop';
import { notifyStateChange } from '../state';
import { forAccount, jsonError, readJsonObject, route } from './route';

/**
 * The checkout: a quote of what the shopper is about to buy, then placing it. The server prices
 * both from the catalog and re-checks everything when placing (stock, the pincode, the cash on
 * delivery rule, the total the shopper saw), so a client cannot place what a quote would refuse.
 */

const quote = route.post(
  API_PATHS.checkoutQuote,
  forAccount(async ({ request, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validateQuote(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const { source, address_id: addressId } = validated.value;
    const priced = priceCheckout(user.id, source, addressId, Date.now());
    if (!priced.ok) return jsonError(priced.refusal.status, priced.refusal.body);
    return HttpResponse.json<Quote>(priced.value.quote);
  }),
);

/** The mock bank's answer (MockConfig.declinePayments); 'next' declines once. */
function declines(method: PaymentRequest['method']): boolean {
  if (method === 'cod') return false;
  const { declinePayments } = getMockConfig();
  if (declinePayments === 'next') {
    setMockConfig({ declinePayments: 'none' });
    return true;
  }
  return declinePayments === 'all' || declinePayments === method;
}

function place(
  userId: number,
  key: string,
  payment: { method: PaymentRequest['method']; emi_months: Order['payment']['emi_months'] },
  { quote: current, lines, address }: PricedCheckout,
  now: number,
) {
  const order = db.order.create({
    id: newOrderId(),
    user_id: userId,
    position: nextPosition(db.order.getAll()),
    idempotency_key: key,
    placed_at: now,
    ships_at: now + getMockConfig().shipDelayMs,
    status: 'On the way',
    // A deliverable pincode always has a standard date.
    delivery_by: current.delivery.standard_by ?? '',
    payment_method: payment.method,
    emi_months: payment.emi_months,
  });
  db.orderAddress.create({
    order_id: order.id,
    address_id: address.id,
    ...addressFieldsOf(address),
  });
  current.lines.forEach(({ product, quantity }, index) => {
    db.orderLine.create({
      id: newItemId(),
      order_id: order.id,
      position: index + 1,
      ...orderedProductOf(product),
      quantity,
    });
  });
  for (const { cartLineId } of lines) {
    if (cartLineId !== null) db.cartLine.delete({ where: { id: { equals: cartLineId } } });
  }
  return order;
}

/**
 * Places an order once per idempotency key: a resend (a double press, a retry after a timeout)
 * answers the order placed with it (200), even once the cart it emptied is gone. A refused
 * attempt records nothing, so its key may be sent again.
 */
const placeOrder = route.post(
  API_PATHS.orders,
  forAccount(async ({ request, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validatePlaceOrder(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const { idempotency_key: key, source, address_id: addressId, payment } = validated.value;
    const now = Date.now();

    // Nothing from here on waits, so two requests with one key cannot both pass this check.
    const placed = db.order.findFirst({
      where: { user_id: { equals: user.id }, idempotency_key: { equals: key } },
    });
    if (placed) return HttpResponse.json<Order>(orderOf(placed, now));

    const priced = priceCheckout(user.id, source, addressId, now);
    if (!priced.ok) return jsonError(priced.refusal.status, priced.refusal.body);
    const { quote: current } = priced.value;
    if (paise(current.summary.total) !== paise(validated.value.expected_total)) {
      return HttpResponse.json(
        { error: CHECKOUT_ERRORS.priceChanged, quote: current },
        { status: 409 },
      );
    }
    if (payment.method === 'cod' && !current.cod.available) {
      return jsonError(422, { error: current.cod.reason ?? CHECKOUT_ERRORS.codPincode });
    }
    if (declines(payment.method)) return jsonError(402, { error: CHECKOUT_ERRORS.declined });

    const order = place(
      user.id,
      key,
      { method: payment.method, emi_months: payment.emi_months ?? null },
      priced.value,
      now,
    );
    notifyStateChange();
    return HttpResponse.json<Order>(orderOf(order, now), { status: 201 });
  }),
);

export const checkoutHandlers = [quote, placeOrder];
