import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { seedCatalog, BASE_PRODUCT_COUNT } from '../mocks/seed';
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
 * and every one with a body with a 413 (over 5 MB, refused before it is read).
 */
function withCommonAnswers(paths: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, Record<string, Json>>).map(([method, operation]) => {
          const responses = { ...(operation.responses as Record<string, Json>) };
          if (method === 'post' || method === 'put') responses[413] ??= ERRORS[413];
          responses[500] ??= ERRORS[500];
          return [method, { ...operation, responses }];
        }),
      ),
    ]),
  );
}

const BEARER: Json = [{ bearer: [] }];

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
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Bazaar storefront API',
      version: '1.0.0',
      description:
        'The calls of the storefront (spec §7) as the mock backend implements them. Errors are JSON with a real HTTP status: `{ error }`, or `{ errors: { field: [messages] } }` for field errors. Any operation may answer 500, and any with a body 413. A path called with a method it does not list answers 405 with an `Allow` header (`components.responses.MethodNotAllowed`); an `/api/` path not listed here answers 404 (`components.responses.UnknownPath`).',
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
