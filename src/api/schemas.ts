import {
  array,
  blob,
  boolean,
  description,
  integer,
  lazy,
  maxLength,
  metadata,
  minLength,
  literal,
  minValue,
  nullable,
  nullish,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  safeParse,
  string,
  transform,
  type GenericSchema,
} from 'valibot';

/**
 * The API contract (spec §3 and §7), once: each call's request and response as a valibot
 * schema. The TypeScript types are inferred from these (src/api/types.ts), the client decodes
 * responses with them (a body that does not match becomes an ApiError of kind 'malformed'), and
 * `npm run openapi` turns them into docs/api/openapi.json. Field names follow the backend's wire
 * format, snake_case and camelCase as documented.
 *
 * Response schemas are lenient where the UI can fall back (a missing text reads as ''), strict
 * where it cannot (ids, prices, slugs). Unknown fields are dropped. The cart's and the checkout's
 * schemas live in ./cart-schemas.ts and ./checkout-schemas.ts and are exported from here too.
 */
import { num, text } from './schema-parts';

/** An optional text: absent or null is left out. */
const optionalText = pipe(
  nullish(string()),
  transform((value) => value ?? undefined),
);

export const genderSchema = picklist(['male', 'female']);

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  image_url: string;
  subcategories: CategoryNode[];
}

/** The category tree: each node with its subcategories (absent or null reads as none). */
export const categoryNodeSchema: GenericSchema<unknown, CategoryNode> = object({
  id: num,
  name: string(),
  slug: string(),
  image_url: text,
  subcategories: nullish(array(lazy(() => categoryNodeSchema)), () => []),
});

export const brandSchema = object({ id: num, name: string(), slug: string() });

export const sectionItemSchema = object({
  image_url: string(),
  title: text,
  subtitle: text,
  link: text,
});

export const sectionSchema = object({
  id: num,
  title: string(),
  link: text,
  items: array(sectionItemSchema),
});

export const featuredBrandSchema = object({
  image_url: string(),
  link: text,
  title: optionalText,
});

export const bannerSchema = object({
  id: num,
  image_url: string(),
  title: optionalText,
  link: text,
});

export const adSchema = object({ image_url: string(), link: text });

export const productListItemSchema = object({
  id: num,
  slug: string(),
  name: string(),
  brand: text,
  categories: array(string()),
  price: num,
  mrp: num,
  discount_percentage: num,
  popularity: num,
  /** ISO 8601 date-time. */
  addedDate: string(),
  thumb_300_img: string(),
  /** false: the product cannot be added to a cart (the server refuses it too). */
  in_stock: boolean(),
});

export const productDetailSchema = object({
  slug: text,
  name: string(),
  brand: text,
  image_url: string(),
  short_description: text,
  description: text,
  price: num,
  mrp: num,
  discount_percentage: num,
  rating: num,
  reviewsCount: num,
  offers: array(string()),
  color: text,
  size: text,
  details: record(string(), string()),
  in_stock: boolean(),
});

/** A numeric filter of the products call; its message names the parameter (a 400 answer). */
const numberFilter = (name: string, about: string) =>
  optional(pipe(number(`${name} must be a number`), description(about)));
const textFilter = (about: string) => optional(pipe(string(), description(about)));
const LIMIT_MESSAGE = 'limit must be a positive integer';

/**
 * GET /api/products/'s query (spec §7): only non-empty filters are sent, filters combine with
 * AND. On the wire every value is text; a numeric one must be a plain decimal. `limit` answers
 * only the first that many matches of the usual order (most popular first), for previews that
 * show a few products (the search box's suggestions); the listing never sends it.
 */
export const productQuerySchema = object({
  keyword: textFilter('Words of the name, brand or category'),
  priceFrom: numberFilter('priceFrom', 'Lowest price in rupees'),
  priceTo: numberFilter('priceTo', 'Highest price in rupees'),
  offer: numberFilter('offer', 'Least discount in percent'),
  brand: textFilter('Brand names or slugs, comma-separated'),
  color: textFilter('Colours, comma-separated'),
  size: textFilter('Sizes, comma-separated'),
  rating: numberFilter('rating', 'Least rating (0-5)'),
  category_slug: textFilter('A category and its subcategories'),
  brand_slug: textFilter('One brand'),
  limit: optional(
    pipe(
      number(LIMIT_MESSAGE),
      integer(LIMIT_MESSAGE),
      minValue(1, LIMIT_MESSAGE),
      description(
        'Only the first this many matches (most popular first), for previews such as search ' +
          'suggestions; absent: every match',
      ),
    ),
  ),
});

const gender = nullish(genderSchema, null);
const imageUrl = nullish(string(), null);

export const userSchema = object({
  id: num,
  first_name: string(),
  last_name: text,
  email: text,
  phone: text,
  username: text,
  gender,
  image_url: imageUrl,
});

export const loginRequestSchema = object({ email: string(), password: string() });

export const loginResponseSchema = object({
  access_token: string(),
  refresh_token: string(),
  user: userSchema,
});

/** Only status 200 counts as a validated token (spec §9). */
export const validateTokenResponseSchema = object({
  status: literal(200),
  user: userSchema,
});

/**
 * The server's rules for a registration, as the contract states them (the mock backend enforces
 * them with these values, worded messages of its own; a field error names the field).
 */
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Caps the password hash's input: a megabyte "password" should not cost the server anything. */
export const PASSWORD_MAX_LENGTH = 128;

const requiredName = pipe(
  string(),
  maxLength(NAME_MAX_LENGTH),
  description(`Required; at most ${NAME_MAX_LENGTH} characters once trimmed`),
);
const password = pipe(
  string(),
  minLength(PASSWORD_MIN_LENGTH),
  maxLength(PASSWORD_MAX_LENGTH),
  description('Required; kept as typed (spaces count)'),
);

export const registerRequestSchema = object({
  first_name: requiredName,
  last_name: requiredName,
  email: pipe(
    string(),
    maxLength(EMAIL_MAX_LENGTH),
    description('Required and new (compared case-insensitively); stored lower-case'),
    metadata({ format: 'email' }),
  ),
  phone: pipe(
    string(),
    description(
      'Required; an Indian mobile number: 10 digits starting 6-9, optionally after +91, 91 or ' +
        '0, spaces and hyphens anywhere; stored as the 10 digits',
    ),
    metadata({ examples: ['9876543210', '+91 98765-43210'] }),
  ),
  password,
  con_password: pipe(string(), description('Required; equal to password')),
});

/** PUT /api/user/profile/ (multipart): names and gender; the picture travels as a file. */
export const profileUpdateSchema = object({
  first_name: string(),
  last_name: string(),
  /** null: not chosen yet (a shopper who registered without one can still save names). */
  gender: nullable(genderSchema),
  image: optional(nullable(blob())),
});

export const registerResponseSchema = object({ message: text, user: userSchema });

export const profileSchema = object({
  first_name: string(),
  last_name: text,
  gender,
  email: text,
  phone: text,
  username: text,
  image_url: imageUrl,
});

/** Field name -> messages, as the register and profile calls answer on a 400. */
export const fieldErrorsSchema = record(string(), array(string()));

/** Every error the backend answers is JSON of this shape, with a real HTTP status. */
export const apiErrorBodySchema = object({
  error: optional(string()),
  errors: optional(fieldErrorsSchema),
  status: optional(number()),
});

export * from './cart-schemas';
export * from './checkout-schemas';

export const listOf = <T>(item: GenericSchema<unknown, T>) => array(item);

/**
 * The app's one use of valibot at run time (the client's decoding, and the session machine's of
 * the stored user), exported from here so that the lazily loaded chunks carry only the parts of
 * valibot these schemas use.
 */
export { safeParse };
