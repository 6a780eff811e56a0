// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/api/types';
import { freshShopper, loginAs } from './helpers';
import {
  deleteCartLine,
  deleteWishlistItem,
  EMPTY_CART,
  getCart,
  getWishlist,
  HEADSET,
  mergeCart,
  patchCartLine,
  putCartItem,
  putWishlistItem,
  send,
  WATCH,
} from './shop-calls';

/**
 * Carts and wishlists per account (OWASP ASVS 8.2), with two registered shoppers: one token can
 * neither read nor change the other's cart or wishlist, whatever ids the request carries, and an
 * id of the other's line or item answers exactly as an id that does not exist.
 */

async function twoShoppers() {
  const meera = await freshShopper();
  const ravi = await freshShopper();
  return { meera: meera.access_token, ravi: ravi.access_token };
}

describe('carts per account (ASVS 8.2)', () => {
  it('shows each token its own cart only, whatever account ids the body carries', async () => {
    const meera = await freshShopper();
    const ravi = (await freshShopper()).access_token;
    const meeraCart = (await putCartItem(meera.access_token, HEADSET.slug, 2)).body;
    expect((await getCart(ravi)).body).toEqual(EMPTY_CART);

    const meeraId = (await loginAs(meera.email, meera.password)).user.id;
    const { body } = await send<Cart>(ravi, 'PUT', '/api/cart/items/', {
      product_slug: WATCH.slug,
      quantity: 1,
      user_id: meeraId,
      user: meeraId,
    });
    expect(body.lines.map((line) => line.product.slug)).toEqual([WATCH.slug]);
    expect((await getCart(meera.access_token)).body).toEqual(meeraCart);
  });

  it("answers a guess of the other's line id exactly as a line that does not exist, changing nothing", async () => {
    const { meera, ravi } = await twoShoppers();
    const meeraCart = (await putCartItem(meera, HEADSET.slug, 2)).body;
    const meeraLine = meeraCart.lines[0]?.id ?? '';

    const missingPatch = await patchCartLine(ravi, 'no-such-line', 5);
    const guessedPatch = await patchCartLine(ravi, meeraLine, 5);
    expect(guessedPatch.status).toBe(404);
    expect(guessedPatch.body).toEqual({ error: 'Cart item not found.' });
    expect([guessedPatch.status, guessedPatch.body]).toEqual([
      missingPatch.status,
      missingPatch.body,
    ]);

    const missingDelete = await deleteCartLine(ravi, 'no-such-line');
    const guessedDelete = await deleteCartLine(ravi, meeraLine);
    expect(guessedDelete.status).toBe(404);
    expect([guessedDelete.status, guessedDelete.body]).toEqual([
      missingDelete.status,
      missingDelete.body,
    ]);

    expect((await getCart(meera)).body).toEqual(meeraCart);
    expect((await getCart(ravi)).body).toEqual(EMPTY_CART);
  });

  it("keeps one product's lines apart per account, and merge ids per account", async () => {
    const { meera, ravi } = await twoShoppers();
    const merge = {
      merge_id: 'same-guest-id',
      items: [{ product_slug: HEADSET.slug, quantity: 3 }],
    };
    const meeraCart = (await mergeCart(meera, merge)).body;
    const raviCart = (await mergeCart(ravi, merge)).body;
    expect(raviCart.lines.map((line) => [line.product.slug, line.quantity])).toEqual([
      [HEADSET.slug, 3],
    ]);
    expect(raviCart.lines[0]?.id).not.toBe(meeraCart.lines[0]?.id);
    await putCartItem(ravi, HEADSET.slug, 9);
    expect((await getCart(meera)).body).toEqual(meeraCart);
  });
});

describe('wishlists per account (ASVS 8.2)', () => {
  it("shows each token its own wishlist; the other's item id answers as one that does not exist", async () => {
    const { meera, ravi } = await twoShoppers();
    const meeraList = (await putWishlistItem(meera, HEADSET.slug)).body;
    const meeraItem = meeraList.items[0]?.id ?? '';
    expect((await getWishlist(ravi)).body).toEqual({ items: [] });

    const missing = await deleteWishlistItem(ravi, 'no-such-item');
    const guessed = await deleteWishlistItem(ravi, meeraItem);
    expect(guessed.status).toBe(404);
    expect(guessed.body).toEqual({ error: 'Wishlist item not found.' });
    expect([guessed.status, guessed.body]).toEqual([missing.status, missing.body]);

    await putWishlistItem(ravi, HEADSET.slug);
    expect((await getWishlist(meera)).body).toEqual(meeraList);
  });
});
