import { seedCatalog, BASE_PRODUCT_COUNT } from '../mocks/seed';
import { DEMO_USER } from '../mocks/seed/users';
import * as s from '../src/api/schemas';
import { checkoutPaths } from './openapi-checkout';
import {
  BEARER,
  ERRORS,
  errorAnswer,
  json,
  jsonSchema,
  listOf,
  NAMED,
  queryParameters,
  ref,
  SHARED_ANSWERS,
  withCommonAnswers,
  type Json,
} from './openapi-parts';
import { shopPaths } from './openapi-shop';

/**
 * The OpenAPI 3.1 document of the API (spec §7), built from the one schema of each call in
 * src/api/schemas.ts: `npm run openapi` writes it to docs/api/openapi.json, a test fails while
 * the committed file differs, and `npm run mock-api` serves it at /api/openapi.json. The cart's
 * and the checkout's operations are in ./openapi-shop.ts and ./openapi-checkout.ts.
 */
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
    ...checkoutPaths(catalog.products),
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Bazaar storefront API',
      version: '1.0.0',
      description:
        "The calls of the storefront (spec §7) as the mock backend implements them. Errors are JSON with a real HTTP status: `{ error }`, or `{ errors: { field: [messages] } }` for field errors. Any operation may answer 500, and any but a GET 413. The cart, wishlist, address and order calls are the bearer's own: an id of another account's line, item, address or order answers 404 exactly like one that does not exist, and prices and totals are always the server's, from the catalog (money in rupees with at most two decimals). A path called with a method it does not list answers 405 with an `Allow` header (`components.responses.MethodNotAllowed`); an `/api/` path not listed here answers 404 (`components.responses.UnknownPath`).",
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
