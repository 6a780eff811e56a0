import {
  array,
  boolean,
  description,
  integer,
  maxLength,
  maxValue,
  minLength,
  minValue,
  number,
  object,
  picklist,
  pipe,
  string,
} from 'valibot';
import { CART_MAX_QUANTITY, CART_MERGE_MAX_ITEMS, MERGE_ID_MAX_LENGTH } from './types';
import { num, text } from './schema-parts';

/**
 * The cart and wishlist calls' schemas (issue 25), part of the one contract of ./schemas (which
 * re-exports them): the client decodes with them, the mock's request rules
 * (mocks/lib/cart-request-schemas.ts) are keyed by their fields, and `npm run openapi` publishes
 * them.
 */

/** Units of one product in a line: a whole number from 1 to CART_MAX_QUANTITY. */
export const quantitySchema = pipe(
  number(),
  integer(),
  minValue(1),
  maxValue(CART_MAX_QUANTITY),
  description(`Units of the product, 1 to ${CART_MAX_QUANTITY}`),
);
const productSlug = pipe(string(), description("The product's slug, as in /api/product/{slug}"));

/** What a cart line or wishlist item shows of its product, as the catalog has it now. */
export const cartProductSchema = object({
  slug: string(),
  name: string(),
  brand: text,
  image_url: string(),
  price: num,
  mrp: num,
  discount_percentage: num,
  in_stock: boolean(),
});

export const cartLineSchema = object({
  id: string(),
  product: cartProductSchema,
  quantity: quantitySchema,
});

/** The price box, computed by the server from the catalog (rupees, rounded to paise). */
export const cartSummarySchema = object({
  items: pipe(
    number(),
    integer(),
    minValue(0),
    description('Units in the cart (sum of quantities)'),
  ),
  price: pipe(num, description('Sum of MRP times quantity')),
  discount: pipe(num, description('Sum of (MRP - price) times quantity')),
  delivery: pipe(num, description('Delivery charge; 0 is free (always, spec)')),
  total: pipe(num, description('Sum of price times quantity: what the shopper pays')),
});

/** The account's one cart: lines oldest first. */
export const cartSchema = object({
  lines: array(cartLineSchema),
  summary: cartSummarySchema,
});

const availabilitySchema = picklist(['In Stock', 'Out of Stock']);

export const wishlistItemSchema = object({
  id: string(),
  product: cartProductSchema,
  rating: num,
  availability: availabilitySchema,
});

/** The account's wishlist: newest first. */
export const wishlistSchema = object({ items: array(wishlistItemSchema) });

/** PUT /api/cart/items/: sets that product's line to exactly `quantity` (idempotent). */
export const cartItemRequestSchema = object({
  product_slug: productSlug,
  quantity: quantitySchema,
});

/** PATCH /api/cart/items/{id}/. */
export const cartLineUpdateSchema = object({ quantity: quantitySchema });

/** POST /api/cart/merge/: a guest cart joining the account's at login. */
export const cartMergeRequestSchema = object({
  merge_id: pipe(
    string(),
    minLength(1),
    maxLength(MERGE_ID_MAX_LENGTH),
    description(
      'Made by the client (a UUID) once per merge; a resend with it is not applied again',
    ),
  ),
  items: pipe(
    array(object({ product_slug: productSlug, quantity: quantitySchema })),
    maxLength(CART_MERGE_MAX_ITEMS),
  ),
});

/** PUT /api/wishlist/items/ (idempotent: a product already there leaves the list unchanged). */
export const wishlistItemRequestSchema = object({ product_slug: productSlug });
