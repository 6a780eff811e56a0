import * as v from 'valibot';
import type {
  cartItemRequestSchema,
  cartLineUpdateSchema,
  cartMergeRequestSchema,
  wishlistItemRequestSchema,
} from '../../src/api/schemas';
import {
  CART_MAX_QUANTITY,
  CART_MERGE_MAX_ITEMS,
  MERGE_ID_MAX_LENGTH,
  type CartItemRequest,
  type CartLineUpdate,
  type CartMergeRequest,
  type WishlistItemRequest,
} from '../../src/api/types';
import { validate, type Validated } from './request-schemas';
import { MESSAGES } from './validation';

/**
 * The server's rules for the cart and wishlist bodies, keyed by the contract's request schemas
 * like ./request-schemas.ts: a field the contract adds without a rule here fails the typecheck.
 */

const present = v.check((value) => value !== undefined && value !== null, MESSAGES.required);

/** A whole number from 1 to 10; the first rule broken is the one said. */
const quantity = v.pipe(
  v.unknown(),
  present,
  v.number(MESSAGES.integer),
  v.maxValue(CART_MAX_QUANTITY, MESSAGES.quantityMax(CART_MAX_QUANTITY)),
  v.minValue(1, MESSAGES.quantityMin),
  v.integer(MESSAGES.integer),
);

/** Any text: a slug the catalog does not have is a 404, not a field error. */
const productSlug = v.pipe(
  v.unknown(),
  present,
  v.string(MESSAGES.notText),
  v.nonEmpty(MESSAGES.required),
);

const CART_ITEM_RULES = {
  product_slug: productSlug,
  quantity,
} satisfies Record<keyof typeof cartItemRequestSchema.entries, v.GenericSchema>;

/**
 * A merge's item: an object, its fields picked so that a missing one is reported like a blank
 * one, at its own path (`items.0.quantity`), as the top-level fields are.
 */
const mergeItem = v.pipe(
  v.unknown(),
  v.check(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    MESSAGES.notAnItem,
  ),
  v.transform((value) => {
    const { product_slug: slug, quantity: units } = value as Record<string, unknown>;
    return { product_slug: slug, quantity: units };
  }),
  v.object(CART_ITEM_RULES),
);

const CART_LINE_RULES = {
  quantity,
} satisfies Record<keyof typeof cartLineUpdateSchema.entries, v.GenericSchema>;

const MERGE_RULES = {
  merge_id: v.pipe(
    v.unknown(),
    present,
    v.string(MESSAGES.notText),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(MERGE_ID_MAX_LENGTH, MESSAGES.tooLong(MERGE_ID_MAX_LENGTH)),
  ),
  items: v.pipe(
    v.unknown(),
    present,
    v.array(mergeItem, MESSAGES.notAList),
    v.maxLength(CART_MERGE_MAX_ITEMS, MESSAGES.tooManyItems(CART_MERGE_MAX_ITEMS)),
  ),
} satisfies Record<keyof typeof cartMergeRequestSchema.entries, v.GenericSchema>;

const WISHLIST_ITEM_RULES = {
  product_slug: productSlug,
} satisfies Record<keyof typeof wishlistItemRequestSchema.entries, v.GenericSchema>;

const rulesOf = <T extends Record<string, v.GenericSchema>>(rules: T) =>
  [v.object(rules), Object.keys(rules)] as const;

const cartItem = rulesOf(CART_ITEM_RULES);
const cartLine = rulesOf(CART_LINE_RULES);
const merge = rulesOf(MERGE_RULES);
const wishlistItem = rulesOf(WISHLIST_ITEM_RULES);

export const validateCartItem = (body: Record<string, unknown>): Validated<CartItemRequest> =>
  validate(...cartItem, body);

export const validateCartLineUpdate = (body: Record<string, unknown>): Validated<CartLineUpdate> =>
  validate(...cartLine, body);

/** Field errors of a merge's items are keyed by their path: `items.0.quantity`. */
export const validateCartMerge = (body: Record<string, unknown>): Validated<CartMergeRequest> =>
  validate(...merge, body);

export const validateWishlistItem = (
  body: Record<string, unknown>,
): Validated<WishlistItemRequest> => validate(...wishlistItem, body);
