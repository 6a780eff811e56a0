import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { AUTH_ERRORS } from '../mocks/lib/sessions';
import { SHOP_ERRORS } from '../mocks/lib/shop';
import type { SeedProduct } from '../mocks/seed';
import * as s from '../src/api/schemas';

/**
 * The pieces of the OpenAPI document (./openapi-lib.ts builds it): the named schemas, taken from
 * src/api/schemas.ts, and the answers and parameters the operations share.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const NAMED: Record<string, GenericSchema> = {
  CategoryNode: s.categoryNodeSchema,
  Brand: s.brandSchema,
  SectionItem: s.sectionItemSchema,
  Section: s.sectionSchema,
  FeaturedBrand: s.featuredBrandSchema,
  Banner: s.bannerSchema,
  Ad: s.adSchema,
  ProductListItem: s.productListItemSchema,
  ProductDetail: s.productDetailSchema,
  User: s.userSchema,
  LoginRequest: s.loginRequestSchema,
  LoginResponse: s.loginResponseSchema,
  ValidateTokenResponse: s.validateTokenResponseSchema,
  RegisterRequest: s.registerRequestSchema,
  RegisterResponse: s.registerResponseSchema,
  Profile: s.profileSchema,
  CartProduct: s.cartProductSchema,
  CartLine: s.cartLineSchema,
  CartSummary: s.cartSummarySchema,
  Cart: s.cartSchema,
  WishlistItem: s.wishlistItemSchema,
  Wishlist: s.wishlistSchema,
  CartItemRequest: s.cartItemRequestSchema,
  CartLineUpdate: s.cartLineUpdateSchema,
  CartMergeRequest: s.cartMergeRequestSchema,
  WishlistItemRequest: s.wishlistItemRequestSchema,
  Delivery: s.deliverySchema,
  AddressRequest: s.addressRequestSchema,
  Address: s.savedAddressSchema,
  CheckoutSource: s.checkoutSourceSchema,
  QuoteRequest: s.quoteRequestSchema,
  Quote: s.quoteSchema,
  PaymentRequest: s.paymentRequestSchema,
  PlaceOrderRequest: s.placeOrderRequestSchema,
  Order: s.orderSchema,
  PriceChanged: s.priceChangedSchema,
  ApiError: s.apiErrorBodySchema,
};

/** A schema as JSON Schema, other named schemas as component references. */
export function jsonSchema(name: string, schema: GenericSchema): Json {
  const others = Object.fromEntries(Object.entries(NAMED).filter(([other]) => other !== name));
  const converted = toJsonSchema(schema, {
    errorMode: 'ignore',
    definitions: name === 'CategoryNode' ? { CategoryNode: schema } : others,
  }) as Record<string, Json>;
  const { $schema: _schema, $defs: defs, ...rest } = converted;
  const body = name === 'CategoryNode' && defs ? (defs as Record<string, Json>).CategoryNode : rest;
  return JSON.parse(JSON.stringify(body).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
}

export const ref = (name: keyof typeof NAMED): Json => ({ $ref: `#/components/schemas/${name}` });
export const listOf = (name: keyof typeof NAMED): Json => ({ type: 'array', items: ref(name) });
export const json = (schema: Json, example?: Json): Json => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

export function errorAnswer(description: string, example: Json): Json {
  return { description, content: json(ref('ApiError'), example) };
}

/**
 * Query parameters from an object schema's entries: each optional, described by its schema's
 * own description (moved from the schema to the parameter, where OpenAPI readers look for it).
 */
export function queryParameters(
  entries: Record<string, GenericSchema>,
  examples: Record<string, Json>,
) {
  return Object.entries(entries).map(([name, entry]): Json => {
    const { description, ...schema } = jsonSchema(name, entry) as Record<string, Json>;
    return {
      name,
      in: 'query',
      required: false,
      ...(description === undefined ? {} : { description }),
      schema,
      ...(examples[name] === undefined ? {} : { example: examples[name] }),
    };
  });
}

export const ERRORS = {
  400: (example: Json) => errorAnswer('The request is refused: its field errors, or why', example),
  401: errorAnswer('No valid access token', { error: AUTH_ERRORS.missing }),
  404: (example: Json) => errorAnswer('Not found', example),
  409: errorAnswer('The product is out of stock: no more units of it can be added', {
    error: SHOP_ERRORS.outOfStock,
  }),
  413: errorAnswer('The body is over 5 MB', { error: 'Request body too large.' }),
  500: errorAnswer('The server failed', { error: 'Internal server error' }),
};

/**
 * Answers that are not one operation's: a path called with a method it does not list, and an
 * /api/ path the document does not have. The contract tests hold every such answer to these.
 */
export const SHARED_ANSWERS = {
  MethodNotAllowed: {
    ...(errorAnswer('The path exists, for the methods its Allow header names', {
      error: 'Method DELETE not allowed.',
    }) as Record<string, Json>),
    headers: {
      Allow: {
        description: "The path's methods, comma-separated (e.g. `GET, PUT`)",
        schema: { type: 'string' },
      },
    },
  },
  UnknownPath: errorAnswer('No such /api/ path', { error: 'Not found' }),
};

/**
 * Every operation can fail with a 500 (a handler that throws answers JSON, never a stack trace)
 * and every one but a GET with a 413 (a body over 5 MB is refused before it is read).
 */
export function withCommonAnswers(paths: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, Record<string, Json>>).map(([method, operation]) => {
          const responses = { ...(operation.responses as Record<string, Json>) };
          if (method !== 'get') responses[413] ??= ERRORS[413];
          responses[500] ??= ERRORS[500];
          return [method, { ...operation, responses }];
        }),
      ),
    ]),
  );
}

export const BEARER: Json = [{ bearer: [] }];

/** A line or item id in the path: opaque, the account's own (another's answers 404). */
export const idParameter = (what: string): Json => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what}'s id, as the list answers it`,
  schema: { type: 'string' },
  example: 'q7ZkR2vXc1Tn8wLbYp0eJg',
});

export const PRODUCT_NOT_FOUND = ERRORS[404]({ error: SHOP_ERRORS.productNotFound });

/** A request body of a named schema, with its example. */
export const requestBody = (name: keyof typeof NAMED, example: Json): Json => ({
  required: true,
  content: json(ref(name), example),
});

/** The seeded product the cart's and the checkout's examples buy. */
export const exampleHeadset = (products: readonly SeedProduct[]): SeedProduct =>
  products.find((product) => product.id === 9)!;
