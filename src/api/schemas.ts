import * as v from 'valibot';

/**
 * The API contract (spec §3 and §7), once: each call's request and response as a valibot
 * schema. The TypeScript types are inferred from these (src/api/types.ts), the client decodes
 * responses with them (a body that does not match becomes an ApiError of kind 'malformed'), and
 * `npm run openapi` turns them into docs/api/openapi.json. Field names follow the backend's wire
 * format, snake_case and camelCase as documented.
 *
 * Response schemas are lenient where the UI can fall back (a missing text reads as ''), strict
 * where it cannot (ids, prices, slugs). Unknown fields are dropped.
 */

/** A text the UI can do without: absent or null reads as ''. */
const text = v.nullish(v.string(), '');
/** A finite number (NaN and Infinity are not prices). */
const num = v.pipe(v.number(), v.finite());
/** An optional text: absent or null is left out. */
const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);

export const genderSchema = v.picklist(['male', 'female']);

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  image_url: string;
  subcategories: CategoryNode[];
}

/** The category tree: each node with its subcategories (absent or null reads as none). */
export const categoryNodeSchema: v.GenericSchema<unknown, CategoryNode> = v.object({
  id: num,
  name: v.string(),
  slug: v.string(),
  image_url: text,
  subcategories: v.nullish(v.array(v.lazy(() => categoryNodeSchema)), () => []),
});

export const brandSchema = v.object({ id: num, name: v.string(), slug: v.string() });

export const sectionItemSchema = v.object({
  image_url: v.string(),
  title: text,
  subtitle: text,
  link: text,
});

export const sectionSchema = v.object({
  id: num,
  title: v.string(),
  link: text,
  items: v.array(sectionItemSchema),
});

export const featuredBrandSchema = v.object({
  image_url: v.string(),
  link: text,
  title: optionalText,
});

export const bannerSchema = v.object({
  id: num,
  image_url: v.string(),
  title: optionalText,
  link: text,
});

export const adSchema = v.object({ image_url: v.string(), link: text });

export const productListItemSchema = v.object({
  id: num,
  slug: v.string(),
  name: v.string(),
  brand: text,
  categories: v.array(v.string()),
  price: num,
  mrp: num,
  discount_percentage: num,
  popularity: num,
  /** ISO 8601 date-time. */
  addedDate: v.string(),
  thumb_300_img: v.string(),
});

export const productDetailSchema = v.object({
  slug: text,
  name: v.string(),
  brand: text,
  image_url: v.string(),
  short_description: text,
  description: text,
  price: num,
  mrp: num,
  discount_percentage: num,
  rating: num,
  reviewsCount: num,
  offers: v.array(v.string()),
  color: text,
  size: text,
  details: v.record(v.string(), v.string()),
});

const gender = v.nullish(genderSchema, null);
const imageUrl = v.nullish(v.string(), null);

export const userSchema = v.object({
  id: num,
  first_name: v.string(),
  last_name: text,
  email: text,
  phone: text,
  username: text,
  gender,
  image_url: imageUrl,
});

export const loginRequestSchema = v.object({ email: v.string(), password: v.string() });

export const loginResponseSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  user: userSchema,
});

/** Only status 200 counts as a validated token (spec §9). */
export const validateTokenResponseSchema = v.object({
  status: v.literal(200),
  user: userSchema,
});

export const registerRequestSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.string(),
  password: v.string(),
  con_password: v.string(),
});

/** PUT /api/user/profile/ (multipart): names and gender; the picture travels as a file. */
export const profileUpdateSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  /** null: not chosen yet (a shopper who registered without one can still save names). */
  gender: v.nullable(genderSchema),
  image: v.optional(v.nullable(v.blob())),
});

export const registerResponseSchema = v.object({ message: text, user: userSchema });

export const profileSchema = v.object({
  first_name: v.string(),
  last_name: text,
  gender,
  email: text,
  phone: text,
  username: text,
  image_url: imageUrl,
});

/** Field name -> messages, as the register and profile calls answer on a 400. */
export const fieldErrorsSchema = v.record(v.string(), v.array(v.string()));

/** Every error the backend answers is JSON of this shape, with a real HTTP status. */
export const apiErrorBodySchema = v.object({
  error: v.optional(v.string()),
  errors: v.optional(fieldErrorsSchema),
  status: v.optional(v.number()),
});

export const listOf = <T>(item: v.GenericSchema<unknown, T>) => v.array(item);

/**
 * The client's one use of valibot at run time, exported from here so that the lazily loaded
 * chunk carries only the parts of valibot these schemas use.
 */
export const { safeParse } = v;
