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
import {
  fieldsOf,
  present,
  requiredString,
  rulesOf,
  validate,
  type Validated,
} from './request-schemas';
import { MESSAGES } from './validation';

/**
 * The server's rules for the cart and wishlist bodies, keyed by the contract's request schemas
 * like ./request-schemas.ts: a field the contract adds without a rule here fails the typecheck.
 */

/** A whole number from 1 to 10; the first rule broken is the one said. */
const quantity = v.pipe(
  v.unknown(),
  present,
  v.number(MESSAGES.integer),
  v.maxValue(CART_MAX_QUANTITY, MESSAGES.quantityMax(CART_MAX_QUANTITY)),
  v.minValue(1, MESSAGES.quantityMin),
  v.integer(MESSAGES.integer),
);

const CART_ITEM_RULES = {
  product_slug: requiredString,
  quantity,
} satisfies Record<keyof typeof cartItemRequestSchema.entries, v.GenericSchema>;

/** A merge's item: an object with a cart item's fields. */
const mergeItem = v.pipe(
  fieldsOf(Object.keys(CART_ITEM_RULES), MESSAGES.notAnItem),
  v.object(CART_ITEM_RULES),
);

const CART_LINE_RULES = {
  quantity,
} satisfies Record<keyof typeof cartLineUpdateSchema.entries, v.GenericSchema>;

const MERGE_RULES = {
  merge_id: v.pipe(
    requiredString,
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
  product_slug: requiredString,
} satisfies Record<keyof typeof wishlistItemRequestSchema.entries, v.GenericSchema>;

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
