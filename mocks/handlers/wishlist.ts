import { HttpResponse } from 'msw';
import { API_PATHS, type Wishlist } from '../../src/api/types';
import { db } from '../db';
import { validateWishlistItem } from '../lib/cart-request-schemas';
import {
  findProduct,
  newItemId,
  nextPosition,
  ownWishlistItem,
  SHOP_ERRORS,
  wishlistOf,
} from '../lib/shop';
import { notifyStateChange } from '../state';
import { forAccount, jsonError, readJsonObject, route } from './route';

/** The account's wishlist: products, newest first; an out-of-stock product may be kept. */

const answerWishlist = (userId: number) => HttpResponse.json<Wishlist>(wishlistOf(userId));

const getWishlist = route.get(
  API_PATHS.wishlist,
  forAccount(({ user }) => answerWishlist(user.id)),
);

/** Adds a product; one already there leaves the wishlist as it is (a resend is harmless). */
const addWishlistItem = route.put(
  API_PATHS.wishlistItems,
  forAccount(async ({ request, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validateWishlistItem(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const { product_slug: slug } = validated.value;
    if (!findProduct(slug)) return jsonError(404, { error: SHOP_ERRORS.productNotFound });
    const there = db.wishlistItem.findFirst({
      where: { user_id: { equals: user.id }, product_slug: { equals: slug } },
    });
    if (!there) {
      db.wishlistItem.create({
        id: newItemId(),
        user_id: user.id,
        product_slug: slug,
        position: nextPosition(db.wishlistItem.getAll()),
      });
      notifyStateChange();
    }
    return answerWishlist(user.id);
  }),
);

const removeWishlistItem = route.delete<{ id: string }>(
  `${API_PATHS.wishlistItems}:id`,
  forAccount(({ params, user }) => {
    const item = ownWishlistItem(user.id, params.id);
    if (!item) return jsonError(404, { error: SHOP_ERRORS.wishlistItemNotFound });
    db.wishlistItem.delete({ where: { id: { equals: item.id } } });
    notifyStateChange();
    return answerWishlist(user.id);
  }),
);

export const wishlistHandlers = [getWishlist, addWishlistItem, removeWishlistItem];
