import * as v from 'valibot';
import {
  EMI_TENURES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type addressRequestSchema,
  type checkoutSourceSchema,
  type paymentRequestSchema,
  type placeOrderRequestSchema,
  type quoteRequestSchema,
} from '../../src/api/schemas';
import type { AddressRequest, PlaceOrderRequest, QuoteRequest } from '../../src/api/types';
import { validAddressSchema } from '../../src/lib/address';
import {
  fieldsOf,
  present,
  requiredString,
  rulesOf,
  validate,
  type Validated,
} from './request-schemas';
import { MESSAGES } from './validation';

/**
 * The server's rules for the address, quote and order bodies, keyed by the contract's request
 * schemas like ./cart-request-schemas.ts. An address is checked with the form's own rules
 * (src/lib/address.ts), so the form and the server cannot disagree.
 */

/** A part of the body that must be sent: an object, its own fields picked (./request-schemas). */
const requiredFieldsOf = (names: readonly string[], message: string) =>
  v.pipe(v.unknown(), present, fieldsOf(names, message));

const kinds = ['cart', 'product'] as const;
const SOURCE_RULES = v.pipe(
  requiredFieldsOf(['kind', 'product_slug'], MESSAGES.notASource),
  v.variant(
    'kind',
    [
      v.object({ kind: v.literal('cart') }),
      v.object({ kind: v.literal('product'), product_slug: requiredString }),
    ],
    MESSAGES.choice(kinds),
  ),
  v.transform((source): v.InferOutput<typeof checkoutSourceSchema> =>
    source.kind === 'cart' ? { kind: 'cart' } : source,
  ),
);

const ADDRESS_FIELDS = Object.keys(
  validAddressSchema.entries satisfies Record<
    keyof typeof addressRequestSchema.entries,
    v.GenericSchema
  >,
);

const QUOTE_RULES = {
  source: SOURCE_RULES,
  address_id: requiredString,
} satisfies Record<keyof typeof quoteRequestSchema.entries, v.GenericSchema>;

const emiMonths = v.picklist(EMI_TENURES, MESSAGES.choice(EMI_TENURES));

const PAYMENT_FIELDS = {
  method: v.pipe(
    v.unknown(),
    present,
    v.picklist(PAYMENT_METHODS, MESSAGES.choice(PAYMENT_METHODS)),
  ),
  emi_months: v.pipe(
    v.unknown(),
    v.transform((value) => value ?? null),
    v.union([v.null(), emiMonths], MESSAGES.choice(EMI_TENURES)),
  ),
} satisfies Record<keyof typeof paymentRequestSchema.entries, v.GenericSchema>;

/** EMI needs its months; cash on delivery and UPI have none (any sent is dropped). */
const PAYMENT_RULES = v.pipe(
  requiredFieldsOf(Object.keys(PAYMENT_FIELDS), MESSAGES.notAPayment),
  v.object(PAYMENT_FIELDS),
  v.forward(
    v.partialCheck(
      [['method'], ['emi_months']],
      ({ method, emi_months: months }) => method !== 'emi' || months !== null,
      MESSAGES.required,
    ),
    ['emi_months'],
  ),
  v.transform(({ method, emi_months: months }) => ({
    method,
    emi_months: method === 'emi' ? months : null,
  })),
);

const ORDER_RULES = {
  idempotency_key: v.pipe(
    requiredString,
    v.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, MESSAGES.tooLong(IDEMPOTENCY_KEY_MAX_LENGTH)),
  ),
  source: SOURCE_RULES,
  address_id: requiredString,
  payment: PAYMENT_RULES,
  expected_total: v.pipe(
    v.unknown(),
    present,
    v.number(MESSAGES.number),
    v.finite(MESSAGES.number),
    v.minValue(0, MESSAGES.number),
  ),
} satisfies Record<keyof typeof placeOrderRequestSchema.entries, v.GenericSchema>;

const quote = rulesOf(QUOTE_RULES);
const order = rulesOf(ORDER_RULES);

export const validateAddress = (body: Record<string, unknown>): Validated<AddressRequest> =>
  validate(validAddressSchema, ADDRESS_FIELDS, body);

/** Field errors of the nested parts are keyed by their path: `source.product_slug`. */
export const validateQuote = (body: Record<string, unknown>): Validated<QuoteRequest> =>
  validate(...quote, body);

export const validatePlaceOrder = (body: Record<string, unknown>): Validated<PlaceOrderRequest> =>
  validate(...order, body);

/** GET /api/orders/'s refusal of a status off the list. */
export const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

export type OrderFilters =
  | { ok: true; status: (typeof ORDER_STATUSES)[number] | null; q: string }
  | { ok: false; error: string };

/** GET /api/orders/'s query: an empty value is no filter; a status off the list is refused. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status')?.trim() ?? '';
  const known = ORDER_STATUSES.find((label) => label === status);
  if (status !== '' && !known) return { ok: false, error: STATUS_MESSAGE };
  return { ok: true, status: known ?? null, q: params.get('q')?.trim() ?? '' };
}
