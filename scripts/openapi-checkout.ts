import { CHECKOUT_ERRORS } from '../mocks/lib/checkout';
import { STATUS_MESSAGE } from '../mocks/lib/checkout-request-schemas';
import { deliveryFor } from '../mocks/lib/delivery';
import { cartProductOf, SHOP_ERRORS, summaryOf } from '../mocks/lib/shop';
import { DEMO_ADDRESS } from '../mocks/seed/checkout';
import type { SeedProduct } from '../mocks/seed';
import { EMI_TENURES, ORDER_STATUSES } from '../src/api/schemas';
import {
  BEARER,
  ERRORS,
  errorAnswer,
  exampleHeadset,
  idParameter,
  json,
  ref,
  requestBody,
  type Json,
} from './openapi-parts';

/**
 * Delivery, addresses, checkout and orders (issue 26) in the OpenAPI document, with examples made
 * of a seeded product and the demo shopper's address, dated as if today were Friday 7 March 2025.
 */
const EXAMPLE_NOW = Date.UTC(2025, 2, 7, 4, 30, 0);
const ADDRESS_ID = 'Xw3kP9sLq2Vb7NcR5tYh1A';
const ORDER_ID = 'OD5127394806';

const ADDRESS_NOT_FOUND = ERRORS[404]({ error: CHECKOUT_ERRORS.addressNotFound });
const ORDER_NOT_FOUND = ERRORS[404]({ error: CHECKOUT_ERRORS.orderNotFound });
const ADDRESS_ERRORS = ERRORS[400]({
  errors: {
    pincode: ['Enter a valid 6-digit pincode.'],
    state: ['Select a state or union territory from the list.'],
  },
});
const NOT_DELIVERABLE = errorAnswer("The address's pincode is not delivered to", {
  error: CHECKOUT_ERRORS.notDeliverable,
});

/** One answer with several examples, each a value of the same schema. */
function answerWithExamples(description: string, schema: Json, examples: Record<string, Json>) {
  return {
    description,
    content: {
      'application/json': {
        schema,
        examples: Object.fromEntries(
          Object.entries(examples).map(([name, value]) => [name, { value }]),
        ),
      },
    },
  };
}

const CHECKOUT_409 = answerWithExamples(
  'Nothing to check out, or a product out of stock',
  ref('ApiError'),
  { empty: { error: CHECKOUT_ERRORS.cartEmpty }, outOfStock: { error: SHOP_ERRORS.outOfStock } },
);

export function checkoutPaths(products: readonly SeedProduct[]): Record<string, Json> {
  const headset = exampleHeadset(products);
  const delivery = deliveryFor(DEMO_ADDRESS.pincode, EXAMPLE_NOW) as unknown as Json;
  const address: Json = { id: ADDRESS_ID, ...DEMO_ADDRESS };
  const lines = [{ product: cartProductOf(headset), quantity: 1 }];
  const summary = summaryOf(lines);
  const quote: Json = {
    lines,
    summary,
    delivery,
    cod: { available: true, reason: null },
    emi: EMI_TENURES.map((months) => ({ months, monthly: Math.ceil(headset.price / months) })),
  };
  const order: Json = {
    id: ORDER_ID,
    placed_at: new Date(EXAMPLE_NOW).toISOString(),
    status: 'On the way',
    lines: [{ product: cartProductOf(headset), quantity: 1, price: headset.price }],
    summary,
    address,
    payment: { method: 'upi', emi_months: null },
    delivery_by: (delivery as { standard_by: string }).standard_by,
    ships_at: new Date(EXAMPLE_NOW + 24 * 60 * 60 * 1000).toISOString(),
    cancellable: true,
    not_cancellable_reason: null,
  };
  const answer = (description: string, schema: Json, example: Json): Json => ({
    description,
    content: json(schema, example),
  });
  const { id: _id, ...addressFields } = address as Record<string, Json>;

  return {
    '/api/delivery/{pincode}/': {
      get: {
        summary:
          "Whether and by when a pincode is delivered to (public; the rules are the mock's, mocks/README.md)",
        parameters: [
          {
            name: 'pincode',
            in: 'path',
            required: true,
            description: 'Six digits, the first not 0',
            schema: { type: 'string' },
            example: DEMO_ADDRESS.pincode,
          },
        ],
        responses: {
          200: answer(
            'The delivery; a pincode not delivered to answers deliverable false, every date null',
            ref('Delivery'),
            delivery,
          ),
          400: ERRORS[400]({ errors: { pincode: ['Enter a valid 6-digit pincode.'] } }),
        },
      },
    },
    '/api/addresses/': {
      get: {
        summary: "The shopper's saved addresses, oldest first",
        security: BEARER,
        responses: {
          200: answer('The addresses', { type: 'array', items: ref('Address') }, [address]),
          401: ERRORS[401],
        },
      },
      post: {
        summary: "Saves an address (the account form's rules; at most 20)",
        security: BEARER,
        requestBody: requestBody('AddressRequest', addressFields),
        responses: {
          201: answer('The saved address, with its id', ref('Address'), address),
          400: answerWithExamples(
            "Field errors with the form's messages, or the address book is full",
            ref('ApiError'),
            {
              fields: {
                errors: {
                  pincode: ['Enter a valid 6-digit pincode.'],
                  city: ['This field is required.'],
                },
              },
              full: { error: CHECKOUT_ERRORS.addressesFull },
            },
          ),
          401: ERRORS[401],
        },
      },
    },
    '/api/addresses/{id}/': {
      put: {
        summary: 'Replaces an address (orders keep the copy they were placed with)',
        security: BEARER,
        parameters: [idParameter('address')],
        requestBody: requestBody('AddressRequest', addressFields),
        responses: {
          200: answer('The changed address', ref('Address'), address),
          400: ADDRESS_ERRORS,
          401: ERRORS[401],
          404: ADDRESS_NOT_FOUND,
        },
      },
      delete: {
        summary: 'Removes an address',
        security: BEARER,
        parameters: [idParameter('address')],
        responses: {
          200: answer('The addresses left', { type: 'array', items: ref('Address') }, []),
          401: ERRORS[401],
          404: ADDRESS_NOT_FOUND,
        },
      },
    },
    '/api/checkout/quote/': {
      post: {
        summary:
          'Prices a checkout (the cart, or one product for Buy Now) delivered to a saved address: lines, totals, delivery, cash on delivery and EMI',
        security: BEARER,
        requestBody: requestBody('QuoteRequest', {
          source: { kind: 'product', product_slug: headset.slug },
          address_id: ADDRESS_ID,
        }),
        responses: {
          200: answer('The quote', ref('Quote'), quote),
          400: ERRORS[400]({ errors: { address_id: ['This field is required.'] } }),
          401: ERRORS[401],
          404: answerWithExamples('The address or the product is not found', ref('ApiError'), {
            address: { error: CHECKOUT_ERRORS.addressNotFound },
            product: { error: SHOP_ERRORS.productNotFound },
          }),
          409: CHECKOUT_409,
          422: NOT_DELIVERABLE,
        },
      },
    },
    '/api/orders/': {
      get: {
        summary: "The shopper's orders, newest first",
        security: BEARER,
        parameters: [
          {
            name: 'status',
            in: 'query',
            required: false,
            description: 'Only orders of this status; empty: all',
            schema: { type: 'string', enum: [...ORDER_STATUSES] },
          },
          {
            name: 'q',
            in: 'query',
            required: false,
            description:
              'Words that must all occur in the order id or its product names (compared like the products keyword)',
            schema: { type: 'string' },
            example: 'rockerz',
          },
        ],
        responses: {
          200: answer('The orders', { type: 'array', items: ref('Order') }, [order]),
          400: ERRORS[400]({
            error: STATUS_MESSAGE,
          }),
          401: ERRORS[401],
        },
      },
      post: {
        summary:
          "Places an order once per idempotency key: re-prices and re-checks everything, refuses a changed total with the new quote, and removes a cart checkout's lines from the cart",
        security: BEARER,
        requestBody: requestBody('PlaceOrderRequest', {
          idempotency_key: '9b2f6c1e-4d3a-4f7b-8e21-6a5c0d9f3b47',
          source: { kind: 'product', product_slug: headset.slug },
          address_id: ADDRESS_ID,
          payment: { method: 'upi' },
          expected_total: headset.price,
        }),
        responses: {
          200: answer('The order already placed with this key (a resend)', ref('Order'), order),
          201: answer('The order, placed', ref('Order'), order),
          400: ERRORS[400]({ errors: { 'payment.emi_months': ['This field is required.'] } }),
          401: ERRORS[401],
          402: errorAnswer('The simulated payment was declined: nothing placed', {
            error: CHECKOUT_ERRORS.declined,
          }),
          404: answerWithExamples('The address or the product is not found', ref('ApiError'), {
            address: { error: CHECKOUT_ERRORS.addressNotFound },
            product: { error: SHOP_ERRORS.productNotFound },
          }),
          409: answerWithExamples(
            'The total changed (the new quote comes with it), nothing to check out, or out of stock',
            { anyOf: [ref('PriceChanged'), ref('ApiError')] },
            {
              priceChanged: { error: CHECKOUT_ERRORS.priceChanged, quote },
              empty: { error: CHECKOUT_ERRORS.cartEmpty },
            },
          ),
          422: answerWithExamples(
            'Not delivered to, or cash on delivery not allowed',
            ref('ApiError'),
            {
              notDeliverable: { error: CHECKOUT_ERRORS.notDeliverable },
              codLimit: { error: CHECKOUT_ERRORS.codOverLimit },
              codPincode: { error: CHECKOUT_ERRORS.codPincode },
            },
          ),
        },
      },
    },
    '/api/orders/{id}/': {
      get: {
        summary: 'One order',
        security: BEARER,
        parameters: [{ ...(idParameter('order') as Record<string, Json>), example: ORDER_ID }],
        responses: {
          200: answer('The order', ref('Order'), order),
          401: ERRORS[401],
          404: ORDER_NOT_FOUND,
        },
      },
    },
    '/api/orders/{id}/cancel/': {
      post: {
        summary: 'Cancels an order that has not shipped yet',
        security: BEARER,
        parameters: [{ ...(idParameter('order') as Record<string, Json>), example: ORDER_ID }],
        responses: {
          200: answer('The order, Cancelled', ref('Order'), {
            ...(order as Record<string, Json>),
            status: 'Cancelled',
            cancellable: false,
            not_cancellable_reason: CHECKOUT_ERRORS.cancelled,
          }),
          401: ERRORS[401],
          404: ORDER_NOT_FOUND,
          409: answerWithExamples('The order can no longer be cancelled', ref('ApiError'), {
            shipped: { error: CHECKOUT_ERRORS.shipped },
            cancelled: { error: CHECKOUT_ERRORS.cancelled },
          }),
        },
      },
    },
  };
}
