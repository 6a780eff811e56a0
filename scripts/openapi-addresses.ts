/**
 * Where an order goes, in the OpenAPI document: whether a pincode is delivered to, and the
 * shopper's address book.
 */
import { CHECKOUT_ERRORS } from '../mocks/lib/checkout';
import { DEMO_ADDRESS } from '../mocks/seed/checkout';
import { answer, answerWithExamples, type CheckoutExamples } from './openapi-checkout-examples';
import { BEARER, ERRORS, idParameter, ref, requestBody, type Json } from './openapi-parts';

const ADDRESS_NOT_FOUND = ERRORS[404]({ error: CHECKOUT_ERRORS.addressNotFound });
const ADDRESS_ERRORS = ERRORS[400]({
  errors: {
    pincode: ['Enter a valid 6-digit pincode.'],
    state: ['Select a state or union territory from the list.'],
  },
});

/** The delivery check and the address book calls. */
export function addressPaths({
  delivery,
  address,
  addressFields,
}: CheckoutExamples): Record<string, Json> {
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
  };
}
