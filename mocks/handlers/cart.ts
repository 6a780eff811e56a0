import { HttpResponse } from 'msw';
import { API_PATHS, CART_MAX_QUANTITY, type Cart } from '../../src/api/types';
import { db } from '../db';
import {
  validateCartItem,
  validateCartLineUpdate,
  validateCartMerge,
} from '../lib/cart-request-schemas';
import {
  cartOf,
  findProduct,
  lineOfProduct,
  newItemId,
  nextPosition,
  ownLine,
  SHOP_ERRORS,
} from '../lib/shop';
import { notifyStateChange } from '../state';
import { forAccount, jsonError, readJsonObject, route } from './route';

/**
 * The account's one cart. Every rule is the server's: quantities 1 to 10, no more units of a
 * product that is out of stock (fewer are fine), prices and totals from the catalog.
 */

/** Merges remembered per account: a resend comes soon after, and storage stays small. */
const MERGES_KEPT = 50;

const answerCart = (userId: number) => HttpResponse.json<Cart>(cartOf(userId));
const outOfStock = () => jsonError(409, { error: SHOP_ERRORS.outOfStock });

function setLine(userId: number, slug: string, quantity: number): void {
  const line = lineOfProduct(userId, slug);
  if (line) {
    db.cartLine.update({ where: { id: { equals: line.id } }, data: { quantity } });
    return;
  }
  db.cartLine.create({
    id: newItemId(),
    user_id: userId,
    product_slug: slug,
    quantity,
    position: nextPosition(db.cartLine.getAll()),
  });
}

const getCart = route.get(
  API_PATHS.cart,
  forAccount(({ user }) => answerCart(user.id)),
);

/** Sets a product's line to exactly the quantity sent, so a resent change cannot add twice. */
const setCartItem = route.put(
  API_PATHS.cartItems,
  forAccount(async ({ request, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validateCartItem(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const { product_slug: slug, quantity } = validated.value;
    const product = findProduct(slug);
    if (!product) return jsonError(404, { error: SHOP_ERRORS.productNotFound });
    if (!product.in_stock && quantity > (lineOfProduct(user.id, slug)?.quantity ?? 0))
      return outOfStock();
    setLine(user.id, slug, quantity);
    notifyStateChange();
    return answerCart(user.id);
  }),
);

const updateCartLine = route.patch<{ id: string }>(
  `${API_PATHS.cartItems}:id`,
  forAccount(async ({ request, params, user }) => {
    const owned = ownLine(user.id, params.id);
    if (!owned) return jsonError(404, { error: SHOP_ERRORS.cartItemNotFound });
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validateCartLineUpdate(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const { quantity } = validated.value;
    if (!owned.product.in_stock && quantity > owned.line.quantity) return outOfStock();
    db.cartLine.update({ where: { id: { equals: owned.line.id } }, data: { quantity } });
    notifyStateChange();
    return answerCart(user.id);
  }),
);

const removeCartLine = route.delete<{ id: string }>(
  `${API_PATHS.cartItems}:id`,
  forAccount(({ params, user }) => {
    const owned = ownLine(user.id, params.id);
    if (!owned) return jsonError(404, { error: SHOP_ERRORS.cartItemNotFound });
    db.cartLine.delete({ where: { id: { equals: owned.line.id } } });
    notifyStateChange();
    return answerCart(user.id);
  }),
);

/**
 * A guest cart joins the account's at login: each quantity is added to the product's line,
 * capped at 10; products the catalog lacks or has out of stock are skipped. A merge_id this
 * account has already had applied answers the cart as it is (the client resent it).
 */
const mergeCart = route.post(
  API_PATHS.cartMerge,
  forAccount(async ({ request, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validateCartMerge(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const { merge_id: mergeId, items } = validated.value;
    const key = `${user.id}:${mergeId}`;
    if (db.cartMerge.findFirst({ where: { id: { equals: key } } })) return answerCart(user.id);

    for (const { product_slug: slug, quantity } of items) {
      if (!findProduct(slug)?.in_stock) continue;
      const held = lineOfProduct(user.id, slug)?.quantity ?? 0;
      setLine(user.id, slug, Math.min(CART_MAX_QUANTITY, held + quantity));
    }
    db.cartMerge.create({
      id: key,
      user_id: user.id,
      merge_id: mergeId,
      position: nextPosition(db.cartMerge.getAll()),
    });
    const older = db.cartMerge
      .findMany({ where: { user_id: { equals: user.id } }, orderBy: { position: 'desc' } })
      .slice(MERGES_KEPT);
    for (const merge of older) db.cartMerge.delete({ where: { id: { equals: merge.id } } });
    notifyStateChange();
    return answerCart(user.id);
  }),
);

export const cartHandlers = [getCart, setCartItem, updateCartLine, removeCartLine, mergeCart];
