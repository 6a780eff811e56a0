import {
  array,
  boolean,
  description,
  integer,
  isoDate,
  isoTimestamp,
  literal,
  maxLength,
  minLength,
  minValue,
  nullable,
  object,
  optional,
  picklist,
  pipe,
  regex,
  string,
  variant,
} from 'valibot';
import {
  ADDRESS_MAX_LENGTHS,
  ADDRESS_STATES,
  ADDRESS_TYPES,
  PINCODE_PATTERN,
} from '../lib/address';
import { cartProductSchema, cartSummarySchema, quantitySchema } from './cart-schemas';
import { num } from './schema-parts';
import { EMI_TENURES, IDEMPOTENCY_KEY_MAX_LENGTH, ORDER_STATUSES, PAYMENT_METHODS } from './types';

/**
 * Delivery, addresses, checkout and orders (issue 26, /work/plan/checkout-api.md). Money is in
 * rupees with at most two decimals (paise), computed by the server from the catalog.
 */

// The lists and limits are ./types.ts's, where the app reads them without loading valibot; they
// are exported here too, beside the schemas built on them.
export {
  ADDRESSES_MAX,
  COD_MAX_TOTAL,
  EMI_TENURES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from './types';

const day = pipe(string(), isoDate(), description('A date, YYYY-MM-DD (India time)'));
const instant = pipe(string(), isoTimestamp(), description('ISO 8601 date-time, UTC'));
const pincode = pipe(string(), regex(PINCODE_PATTERN), description('Six digits, the first not 0'));

/** GET /api/delivery/{pincode}/: what the mock's pincode rules say about a delivery there. */
export const deliverySchema = object({
  pincode,
  deliverable: boolean(),
  /** The city or region the pincode belongs to, when known. */
  place: nullable(string()),
  standard_by: pipe(
    nullable(day),
    description('The 7th business day (Monday to Saturday) from today; null: not deliverable'),
  ),
  express_by: pipe(
    nullable(day),
    description('The 3rd business day, where express delivery is offered; else null'),
  ),
  same_day: boolean(),
  cod: pipe(boolean(), description('Cash on delivery is allowed at this pincode')),
});

const requiredText = (max: number, about: string) =>
  pipe(string(), minLength(1), maxLength(max), description(`${about}; trimmed`));
const optionalText = (max: number, about: string) =>
  optional(pipe(string(), maxLength(max), description(`${about}; trimmed, '' when absent`)), '');

/**
 * An address as the account's form sends it (src/lib/address.ts validAddressSchema holds the
 * rules and messages that the form and the server share).
 */
export const addressRequestSchema = object({
  name: requiredText(ADDRESS_MAX_LENGTHS.name, 'Required'),
  mobile: requiredText(ADDRESS_MAX_LENGTHS.mobile, 'Required'),
  pincode,
  locality: requiredText(ADDRESS_MAX_LENGTHS.locality, 'Required'),
  address: requiredText(ADDRESS_MAX_LENGTHS.address, 'Required: area and street'),
  city: requiredText(ADDRESS_MAX_LENGTHS.city, 'Required'),
  state: picklist(ADDRESS_STATES),
  landmark: optionalText(ADDRESS_MAX_LENGTHS.landmark, 'Optional'),
  alternatePhone: optionalText(ADDRESS_MAX_LENGTHS.alternatePhone, 'Optional'),
  addressType: picklist(ADDRESS_TYPES),
});

/** A saved address: the form's fields and the id the server gave it. */
export const savedAddressSchema = object({
  id: string(),
  ...addressRequestSchema.entries,
  landmark: string(),
  alternatePhone: string(),
});

/** What is checked out: the whole cart, or one product at quantity 1 (Buy Now). */
export const checkoutSourceSchema = variant('kind', [
  object({ kind: literal('cart') }),
  object({
    kind: literal('product'),
    product_slug: pipe(string(), description("The product's slug (Buy Now, quantity 1)")),
  }),
]);

/** POST /api/checkout/quote/. */
export const quoteRequestSchema = object({
  source: checkoutSourceSchema,
  address_id: pipe(string(), description("One of the shopper's saved addresses")),
});

const emiMonths = picklist(EMI_TENURES);

export const quoteSchema = object({
  lines: array(object({ product: cartProductSchema, quantity: quantitySchema })),
  summary: cartSummarySchema,
  delivery: deliverySchema,
  cod: object({
    available: boolean(),
    /** Why cash on delivery is not offered; null when it is. */
    reason: nullable(string()),
  }),
  emi: array(
    object({
      months: emiMonths,
      monthly: pipe(
        num,
        integer(),
        minValue(0),
        description('The total divided by the months, rounded up to the rupee'),
      ),
    }),
  ),
});

export const paymentRequestSchema = object({
  method: picklist(PAYMENT_METHODS),
  emi_months: pipe(
    optional(nullable(emiMonths)),
    description("Required when method is 'emi'; ignored otherwise"),
  ),
});

/** POST /api/orders/. */
export const placeOrderRequestSchema = object({
  idempotency_key: pipe(
    string(),
    minLength(1),
    maxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
    description(
      'Made by the client (a UUID) once per order; a resend with it answers the order placed ' +
        'with it instead of placing another',
    ),
  ),
  source: checkoutSourceSchema,
  address_id: string(),
  payment: paymentRequestSchema,
  expected_total: pipe(
    num,
    description("The quote's total the shopper saw; another total answers 409 with the new quote"),
  ),
});

export const orderStatusSchema = picklist(ORDER_STATUSES);

export const orderSchema = object({
  id: pipe(string(), description('OD followed by digits')),
  placed_at: instant,
  status: orderStatusSchema,
  lines: array(
    object({
      product: cartProductSchema,
      quantity: quantitySchema,
      price: pipe(num, description('The unit price paid')),
    }),
  ),
  summary: cartSummarySchema,
  address: savedAddressSchema,
  payment: object({ method: picklist(PAYMENT_METHODS), emi_months: nullable(emiMonths) }),
  delivery_by: day,
  ships_at: pipe(instant, description('Until then the order may be cancelled')),
  cancellable: boolean(),
  not_cancellable_reason: nullable(string()),
});

/** GET /api/orders/'s query; an absent or empty value is no filter. */
export const orderQuerySchema = object({
  status: optional(pipe(orderStatusSchema, description('One of the four order statuses'))),
  q: optional(pipe(string(), description('Words of the product names, or an order id'))),
});

/** The 409 of POST /api/orders/ when the total changed: the quote to show before placing. */
export const priceChangedSchema = object({ error: string(), quote: quoteSchema });
