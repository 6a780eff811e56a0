import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addWishlistItem,
  ApiError,
  getCart,
  getWishlist,
  login,
  mergeCart,
  removeCartLine,
  removeWishlistItem,
  setCartItem,
  updateCartLine,
} from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { server } from '../../mocks/node';
import { DEMO_LOGIN } from '../fixtures/users';

const WATCH = 'titan-raga-analog-watch-black-18';

async function signIn(): Promise<void> {
  const session = await login(DEMO_LOGIN);
  storeSession({
    token: session.access_token,
    refreshToken: session.refresh_token,
    user: session.user,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the cart and wishlist client calls', () => {
  it("reads, sets, changes, merges and removes the signed-in shopper's cart lines", async () => {
    await signIn();
    expect((await getCart()).summary).toEqual({
      items: 4,
      price: 154996,
      discount: 14210,
      delivery: 0,
      total: 140786,
    });
    const set = await setCartItem(WATCH, 2);
    const line = set.lines.find((each) => each.product.slug === WATCH);
    expect(line?.quantity).toBe(2);
    const id = line?.id ?? '';
    expect((await updateCartLine(id, 5)).lines.find((each) => each.id === id)?.quantity).toBe(5);
    const merged = await mergeCart({
      merge_id: 'client-merge-1',
      items: [{ product_slug: WATCH, quantity: 9 }],
    });
    expect(merged.lines.find((each) => each.id === id)?.quantity).toBe(10);
    const removed = await removeCartLine(id);
    expect(removed.lines.map((each) => each.id)).not.toContain(id);
    expect(removed.summary.items).toBe(4);
  });

  it("carries the server's refusal: the field message of a quantity over 10, the error of a sold-out product", async () => {
    await signIn();
    const tooMany = await failure(setCartItem(WATCH, 11));
    expect(tooMany.status).toBe(400);
    expect(tooMany.fieldErrors).toEqual({ quantity: ['You can buy up to 10 of this item.'] });
    const soldOut = await failure(setCartItem('omron-ne-c101-nebulizer-white-50', 1));
    expect(soldOut.status).toBe(409);
    expect(soldOut.serverMessage).toBe('This item is out of stock.');
    const missing = await failure(updateCartLine('no/such line', 1));
    expect(missing.status).toBe(404);
    expect(missing.serverMessage).toBe('Cart item not found.');
  });

  it('sends the bearer token and the id as one path segment with its trailing slash', async () => {
    const seen: string[] = [];
    server.use(
      http.delete('*/api/cart/items/:id', ({ request }) => {
        seen.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
        return HttpResponse.json({
          lines: [],
          summary: { items: 0, price: 0, discount: 0, delivery: 0, total: 0 },
        });
      }),
    );
    storeSession({
      token: 'tok-123',
      refreshToken: 'ref-456',
      user: {
        id: 1,
        first_name: 'R',
        last_name: '',
        email: '',
        phone: '',
        username: '',
        gender: null,
        image_url: null,
      },
    });
    await removeCartLine('a/b c');
    expect(seen).toEqual(['/api/cart/items/a%2Fb%20c/ Bearer tok-123']);
  });

  it('rejects a cart answer whose line breaks the contract (11 units) as malformed', async () => {
    server.use(
      http.get('*/api/cart', () =>
        HttpResponse.json({
          lines: [
            {
              id: 'x',
              product: {
                slug: WATCH,
                name: 'Titan Raga Analog Watch (Black)',
                brand: 'Titan',
                image_url: '/img/products/watches-2.webp',
                price: 1104.5,
                mrp: 1299,
                discount_percentage: 15,
                in_stock: true,
              },
              quantity: 11,
            },
          ],
          summary: { items: 11, price: 14289, discount: 2139.5, delivery: 0, total: 12149.5 },
        }),
      ),
    );
    const error = await failure(getCart());
    expect(error.kind).toBe('malformed');
  });

  it("adds to and removes from the shopper's wishlist", async () => {
    await signIn();
    const added = await addWishlistItem(WATCH);
    expect(added.items[0]).toMatchObject({ product: { slug: WATCH }, availability: 'In Stock' });
    expect((await addWishlistItem(WATCH)).items).toHaveLength(5);
    const id = added.items[0]?.id ?? '';
    const removed = await removeWishlistItem(id);
    expect(removed.items.map((item) => item.product.slug)).not.toContain(WATCH);
    expect((await getWishlist()).items).toHaveLength(4);
    const missing = await failure(removeWishlistItem(id));
    expect(missing.serverMessage).toBe('Wishlist item not found.');
  });
});
