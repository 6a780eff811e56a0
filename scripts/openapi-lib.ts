import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { seedCatalog, BASE_PRODUCT_COUNT, type SeedProduct } from '../mocks/seed';
import { DEMO_USER } from '../mocks/seed/users';
import * as s from '../src/api/schemas';

/**
 * The OpenAPI 3.1 document of the API (spec §7), built from the one schema of each call in
 * src/api/schemas.ts: `npm run openapi` writes it to docs/api/openapi.json, a test fails while
 * the committed file differs, and `npm run mock-api` serves it at /api/openapi.json.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const NAMED: Record<string, GenericSchema> = {
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
  ApiError: s.apiErrorBodySchema,
};

/** A schema as JSON Schema, other named schemas as component references. */
function jsonSchema(name: string, schema: GenericSchema): Json {
  const others = Object.fromEntries(Object.entries(NAMED).filter(([other]) => other !== name));
  const converted = toJsonSchema(schema, {
    errorMode: 'ignore',
    definitions: name === 'CategoryNode' ? { CategoryNode: schema } : others,
  }) as Record<string, Json>;
  const { $schema: _schema, $defs: defs, ...rest } = converted;
  const body = name === 'CategoryNode' && defs ? (defs as Record<string, Json>).CategoryNode : rest;
  return JSON.parse(JSON.stringify(body).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
}

const ref = (name: keyof typeof NAMED): Json => ({ $ref: `#/components/schemas/${name}` });
const listOf = (name: keyof typeof NAMED): Json => ({ type: 'array', items: ref(name) });
const json = (schema: Json, example?: Json): Json => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

function errorAnswer(description: string, example: Json): Json {
  return { description, content: json(ref('ApiError'), example) };
}

/**
 * Query parameters from an object schema's entries: each optional, described by its schema's
 * own description (moved from the schema to the parameter, where OpenAPI readers look for it).
 */
function queryParameters(entries: Record<string, GenericSchema>, examples: Record<string, Json>) {
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

const ERRORS = {
  400: (example: Json) => errorAnswer('The request is refused: its field errors, or why', example),
  401: errorAnswer('No valid access token', {
    error: 'Authentication credentials were not provided.',
  }),
  404: (example: Json) => errorAnswer('Not found', example),
  409: errorAnswer('The product is out of stock: no more units of it can be added', {
    error: 'This item is out of stock.',
  }),
  413: errorAnswer('The body is over 5 MB', { error: 'Request body too large.' }),
  500: errorAnswer('The server failed', { error: 'Internal server error' }),
};

/**
 * Answers that are not one operation's: a path called with a method it does not list, and an
 * /api/ path the document does not have. The contract tests hold every such answer to these.
 */
const SHARED_ANSWERS = {
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
function withCommonAnswers(paths: Record<string, Json>): Record<string, Json> {
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

const BEARER: Json = [{ bearer: [] }];

/** A line or item id in the path: opaque, the account's own (another's answers 404). */
const idParameter = (what: string): Json => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what}'s id, as the list answers it`,
  schema: { type: 'string' },
  example: 'q7ZkR2vXc1Tn8wLbYp0eJg',
});

const LINE_NOT_FOUND = ERRORS[404]({ error: 'Cart item not found.' });
const PRODUCT_NOT_FOUND = ERRORS[404]({ error: 'Product not found.' });
const QUANTITY_ERRORS = ERRORS[400]({
  errors: { quantity: ['You can buy up to 10 of this item.'] },
});

function cartProductOf(product: SeedProduct): Json {
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brandName,
    image_url: product.image_url,
    price: product.price,
    mrp: product.mrp,
    discount_percentage: product.discount_percentage,
    in_stock: product.in_stock,
  };
}

/** The cart and wishlist calls, with examples made of seeded products. */
function shopPaths(products: readonly SeedProduct[]): Record<string, Json> {
  const headset = products.find((product) => product.id === 9)!;
  const phone = products.find((product) => product.id === 365)!;
  const cart: Json = {
    lines: [{ id: 'q7ZkR2vXc1Tn8wLbYp0eJg', product: cartProductOf(headset), quantity: 2 }],
    summary: {
      items: 2,
      price: headset.mrp * 2,
      discount: (headset.mrp - headset.price) * 2,
      delivery: 0,
      total: headset.price * 2,
    },
  };
  const wishlist: Json = {
    items: [
      {
        id: 'Hs4mUe9aPq2Wd7VnKc3xLw',
        product: cartProductOf(phone),
        rating: phone.rating,
        availability: 'Out of Stock',
      },
    ],
  };
  const cartAnswer = (description: string): Json => ({
    description,
    content: json(ref('Cart'), cart),
  });
  const wishlistAnswer = (description: string): Json => ({
    description,
    content: json(ref('Wishlist'), wishlist),
  });
  const body = (name: keyof typeof NAMED, example: Json): Json => ({
    required: true,
    content: json(ref(name), example),
  });
  return {
    '/api/cart/': {
      get: {
        summary: "The shopper's cart: lines oldest first, totals computed by the server",
        security: BEARER,
        responses: { 200: cartAnswer('The cart (empty: no lines)'), 401: ERRORS[401] },
      },
    },
    '/api/cart/items/': {
      put: {
        summary:
          "Sets a product's line to exactly this quantity, creating it (idempotent: a resend cannot add twice)",
        security: BEARER,
        requestBody: body('CartItemRequest', { product_slug: headset.slug, quantity: 2 }),
        responses: {
          200: cartAnswer('The cart after the change'),
          400: QUANTITY_ERRORS,
          401: ERRORS[401],
          404: PRODUCT_NOT_FOUND,
          409: ERRORS[409],
        },
      },
    },
    '/api/cart/items/{id}/': {
      patch: {
        summary: "Changes a line's quantity (more units of an out-of-stock product: 409)",
        security: BEARER,
        parameters: [idParameter('cart line')],
        requestBody: body('CartLineUpdate', { quantity: 3 }),
        responses: {
          200: cartAnswer('The cart after the change'),
          400: QUANTITY_ERRORS,
          401: ERRORS[401],
          404: LINE_NOT_FOUND,
          409: ERRORS[409],
        },
      },
      delete: {
        summary: 'Removes a line',
        security: BEARER,
        parameters: [idParameter('cart line')],
        responses: {
          200: cartAnswer('The cart without the line'),
          401: ERRORS[401],
          404: LINE_NOT_FOUND,
        },
      },
    },
    '/api/cart/merge/': {
      post: {
        summary:
          "Adds a guest cart to the shopper's at login: quantities added per product, capped at 10; unknown and out-of-stock products skipped; a merge_id already applied is not applied again",
        security: BEARER,
        requestBody: body('CartMergeRequest', {
          merge_id: '3f1c9a4e-7b2d-4e8a-9c61-5d0f2b7e8a13',
          items: [{ product_slug: headset.slug, quantity: 1 }],
        }),
        responses: {
          200: cartAnswer('The cart after the merge'),
          400: ERRORS[400]({
            errors: { 'items.0.quantity': ['You can buy up to 10 of this item.'] },
          }),
          401: ERRORS[401],
        },
      },
    },
    '/api/wishlist/': {
      get: {
        summary: "The shopper's wishlist, newest first",
        security: BEARER,
        responses: { 200: wishlistAnswer('The wishlist (empty: no items)'), 401: ERRORS[401] },
      },
    },
    '/api/wishlist/items/': {
      put: {
        summary: 'Adds a product (idempotent: one already there leaves the wishlist unchanged)',
        security: BEARER,
        requestBody: body('WishlistItemRequest', { product_slug: phone.slug }),
        responses: {
          200: wishlistAnswer('The wishlist with the product'),
          400: ERRORS[400]({ errors: { product_slug: ['This field is required.'] } }),
          401: ERRORS[401],
          404: PRODUCT_NOT_FOUND,
        },
      },
    },
    '/api/wishlist/items/{id}/': {
      delete: {
        summary: 'Removes an item',
        security: BEARER,
        parameters: [idParameter('wishlist item')],
        responses: {
          200: wishlistAnswer('The wishlist without the item'),
          401: ERRORS[401],
          404: ERRORS[404]({ error: 'Wishlist item not found.' }),
        },
      },
    },
  };
}

export function buildOpenApi(): Record<string, Json> {
  const catalog = seedCatalog(BASE_PRODUCT_COUNT);
  const product = catalog.products[0]!;
  const demoUser: Json = {
    id: DEMO_USER.id,
    first_name: DEMO_USER.first_name,
    last_name: DEMO_USER.last_name,
    email: DEMO_USER.email,
    phone: DEMO_USER.phone,
    username: DEMO_USER.username,
    gender: DEMO_USER.gender,
    image_url: null,
  };
  const { id: _id, ...demoProfile } = demoUser as Record<string, Json>;
  const catalogRead = (summary: string, name: keyof typeof NAMED, example: Json): Json => ({
    get: {
      summary,
      responses: {
        200: { description: summary, content: json(listOf(name), example) },
      },
    },
  });

  const paths: Record<string, Json> = {
    '/api/validate-token/': {
      get: {
        summary: 'Validates the stored access token (only status 200 counts, spec §9)',
        security: BEARER,
        responses: {
          200: {
            description: 'The token is valid',
            content: json(ref('ValidateTokenResponse'), { status: 200, user: demoUser }),
          },
          401: ERRORS[401],
        },
      },
    },
    '/api/section/top': catalogRead('The top sections of the home page', 'Section', [
      catalog.sectionsTop[0] as unknown as Json,
    ]),
    '/api/section/bottom': catalogRead('The bottom sections (Best Deals)', 'Section', [
      catalog.sectionsBottom[0] as unknown as Json,
    ]),
    '/api/featured_brands/': catalogRead('The featured brands', 'FeaturedBrand', [
      catalog.featuredBrands[0] as unknown as Json,
    ]),
    '/api/banners/': catalogRead('The home banners', 'Banner', [
      catalog.banners[0] as unknown as Json,
    ]),
    '/api/categories/': catalogRead('The category tree', 'CategoryNode', [
      catalog.categories[0] as unknown as Json,
    ]),
    '/api/brands/': catalogRead('Every brand', 'Brand', [catalog.brands[0] as unknown as Json]),
    '/api/ads/': catalogRead('The home ads', 'Ad', [catalog.ads[0] as unknown as Json]),
    '/api/register/': {
      post: {
        summary: 'Registers a shopper (all six fields required; field errors all at once)',
        requestBody: {
          required: true,
          content: json(ref('RegisterRequest'), {
            first_name: 'Priya',
            last_name: 'Nair',
            email: 'priya.nair@example.in',
            phone: '9812345678',
            password: 'Sunrise@2024',
            con_password: 'Sunrise@2024',
          }),
        },
        responses: {
          201: {
            description: 'Registered',
            content: json(ref('RegisterResponse')),
          },
          400: ERRORS[400]({
            errors: {
              email: ['A user with this email already exists.'],
              phone: ['Enter a valid 10-digit Indian mobile number.'],
              password: ['Password must be at least 8 characters long.'],
            },
          }),
        },
      },
    },
    '/api/login/': {
      post: {
        summary: 'Logs in with email and password',
        requestBody: {
          required: true,
          content: json(ref('LoginRequest'), {
            email: DEMO_USER.email,
            password: DEMO_USER.password,
          }),
        },
        responses: {
          200: { description: 'Logged in', content: json(ref('LoginResponse')) },
          400: ERRORS[400]({ error: 'Email and password are required.' }),
          401: errorAnswer('Wrong email or password', { error: 'Invalid email or password' }),
        },
      },
    },
    '/api/products/': {
      get: {
        summary: 'The products, filtered',
        parameters: [...queryParameters(s.productQuerySchema.entries, { limit: 8 })],
        responses: {
          200: {
            description: 'The matching products',
            content: json(listOf('ProductListItem')),
          },
          400: {
            description:
              'A numeric filter that is not a number, or a limit that is not a whole number from 1',
            content: {
              'application/json': {
                schema: ref('ApiError'),
                examples: {
                  filter: { value: { error: 'priceFrom must be a number' } },
                  limit: { value: { error: 'limit must be a positive integer' } },
                },
              },
            },
          },
        },
      },
    },
    '/api/product/{slug}': {
      get: {
        summary: "One product's details",
        parameters: [
          {
            name: 'slug',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            example: product.slug,
          },
        ],
        responses: {
          200: { description: 'The product', content: json(ref('ProductDetail')) },
          404: ERRORS[404]({ error: 'Product not found' }),
        },
      },
    },
    '/api/user/profile/': {
      get: {
        summary: "The signed-in shopper's profile",
        security: BEARER,
        responses: {
          200: { description: 'The profile', content: json(ref('Profile'), demoProfile) },
          401: ERRORS[401],
        },
      },
      put: {
        summary: 'Updates names, gender and picture (mobile, email and username never change)',
        security: BEARER,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  first_name: { type: 'string', maxLength: 50 },
                  last_name: { type: 'string', maxLength: 50 },
                  gender: { type: 'string', enum: ['male', 'female', ''] },
                  image: {
                    type: 'string',
                    contentMediaType: 'image/*',
                    description: 'JPEG, PNG or WebP (checked by its bytes), at most 2 MB',
                  },
                },
              },
            },
          },
        },
        responses: {
          200: { description: 'The updated profile', content: json(ref('Profile')) },
          400: ERRORS[400]({
            errors: {
              first_name: ['Ensure this field has no more than 50 characters.'],
              image: ['Upload a JPEG, PNG or WebP image.'],
            },
          }),
          401: ERRORS[401],
        },
      },
    },
    ...shopPaths(catalog.products),
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Bazaar storefront API',
      version: '1.0.0',
      description:
        "The calls of the storefront (spec §7) as the mock backend implements them. Errors are JSON with a real HTTP status: `{ error }`, or `{ errors: { field: [messages] } }` for field errors. Any operation may answer 500, and any but a GET 413. The cart and wishlist calls are the bearer's own: an id of another account's line or item answers 404 exactly like one that does not exist, and prices and totals are always the server's, from the catalog. A path called with a method it does not list answers 405 with an `Allow` header (`components.responses.MethodNotAllowed`); an `/api/` path not listed here answers 404 (`components.responses.UnknownPath`).",
    },
    servers: [{ url: 'http://127.0.0.1:8000', description: 'npm run mock-api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: Object.fromEntries(
        Object.entries(NAMED).map(([name, schema]) => [name, jsonSchema(name, schema)]),
      ),
      responses: SHARED_ANSWERS,
    },
    paths: withCommonAnswers(paths),
  };
}
