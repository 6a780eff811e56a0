/**
 * Checkout and orders in the OpenAPI document: the quote, placing an order, the order history and
 * cancelling an order.
 */
import { CHECKOUT_ERRORS } from '../mocks/lib/checkout';
import { STATUS_MESSAGE } from '../mocks/lib/checkout-request-schemas';
import { SHOP_ERRORS } from '../mocks/lib/shop';
import { ORDER_STATUSES } from '../src/api/schemas';
import {
  ADDRESS_ID,
  answer,
  answerWithExamples,
  ORDER_ID,
  type CheckoutExamples,
} from './openapi-checkout-examples';
import {
  BEARER,
  ERRORS,
  errorAnswer,
  idParameter,
  ref,
  requestBody,
  type Json,
} from './openapi-parts';

const ORDER_NOT_FOUND = ERRORS[404]({ error: CHECKOUT_ERRORS.orderNotFound });
const NOT_DELIVERABLE = errorAnswer("The address's pincode is not delivered to", {
  error: CHECKOUT_ERRORS.notDeliverable,
});
const CHECKOUT_409 = answerWithExamples(
  'Nothing to check out, or a product out of stock',
  ref('ApiError'),
  { empty: { error: CHECKOUT_ERRORS.cartEmpty }, outOfStock: { error: SHOP_ERRORS.outOfStock } },
);

/** The quote and the order calls. */
export function orderPaths({ headset, quote, order }: CheckoutExamples): Record<string, Json> {
  return {
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
