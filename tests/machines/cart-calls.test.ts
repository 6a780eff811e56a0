import { describe, expect, it, vi } from 'vitest';
import { sendChange, type ChangeCalls } from '../../machines/cart-calls';
import { sendWish, type WishCalls } from '../../machines/wishlist-calls';
import { ApiError, type Cart, type Wishlist } from '../../src/api';
import { kurta, offline, saree } from './cart-support';

const withSaree: Cart = {
  lines: [
    { id: 'line-1', product: kurta, quantity: 1 },
    { id: 'line-9', product: saree, quantity: 1 },
  ],
  summary: { items: 2, price: 6999, discount: 1700, delivery: 0, total: 5299 },
};
const withoutSaree: Cart = {
  lines: [{ id: 'line-1', product: kurta, quantity: 1 }],
  summary: { items: 1, price: 999, discount: 200, delivery: 0, total: 799 },
};
const notFound = () => new ApiError('http', 'HTTP 404', 404, { error: 'Cart item not found.' });

function cartCalls(server: Cart, removal: (id: string) => Promise<Cart>) {
  return {
    getCart: vi.fn(async () => server),
    setCartItem: vi.fn(async () => server),
    removeCartLine: vi.fn(removal),
  } satisfies ChangeCalls;
}

describe('sending a cart change (the default send actor)', () => {
  it('sets a quantity by product: PUT of the absolute quantity', async () => {
    const calls = cartCalls(withSaree, async () => withSaree);
    const cart = await sendChange(
      { change: { product: saree, quantity: 3 }, lineId: null },
      {},
      calls,
    );
    expect(calls.setCartItem).toHaveBeenCalledWith('silk-saree', 3, {});
    expect(cart).toEqual(withSaree);
  });

  it('removes by the line id it knows', async () => {
    const calls = cartCalls(withSaree, async () => withoutSaree);
    const cart = await sendChange(
      { change: { product: saree, quantity: 0 }, lineId: 'line-9' },
      {},
      calls,
    );
    expect(calls.removeCartLine).toHaveBeenCalledWith('line-9', {});
    expect(calls.getCart).not.toHaveBeenCalled();
    expect(cart).toEqual(withoutSaree);
  });

  it('a line already gone (404) is a removal done: the cart is read back', async () => {
    const calls = cartCalls(withoutSaree, () => Promise.reject(notFound()));
    const cart = await sendChange(
      { change: { product: saree, quantity: 0 }, lineId: 'line-9' },
      {},
      calls,
    );
    expect(calls.removeCartLine).toHaveBeenCalledTimes(1);
    expect(cart).toEqual(withoutSaree);
  });

  it('a line whose id was never known is found in the server cart and removed', async () => {
    const calls = cartCalls(withSaree, async () => withoutSaree);
    const cart = await sendChange(
      { change: { product: saree, quantity: 0 }, lineId: null },
      {},
      calls,
    );
    expect(calls.removeCartLine).toHaveBeenCalledWith('line-9', {});
    expect(cart).toEqual(withoutSaree);
  });

  it('any other failure is the caller’s to handle', async () => {
    const calls = cartCalls(withSaree, () => Promise.reject(offline()));
    await expect(
      sendChange({ change: { product: saree, quantity: 0 }, lineId: 'line-9' }, {}, calls),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});

const wished: Wishlist = {
  items: [{ id: 'wish-4', product: saree, rating: 4.5, availability: 'In Stock' }],
};
const unwished: Wishlist = { items: [] };

function wishCalls(server: Wishlist, removal: (id: string) => Promise<Wishlist>) {
  return {
    getWishlist: vi.fn(async () => server),
    addWishlistItem: vi.fn(async () => wished),
    removeWishlistItem: vi.fn(removal),
  } satisfies WishCalls;
}

describe('sending a wishlist change (the default send actor)', () => {
  const change = (wanted: boolean) => ({ product: saree, rating: 4.5, wanted });

  it('adds by product', async () => {
    const calls = wishCalls(unwished, async () => unwished);
    expect(await sendWish({ change: change(true), itemId: null }, {}, calls)).toEqual(wished);
    expect(calls.addWishlistItem).toHaveBeenCalledWith('silk-saree', {});
  });

  it('removes by item id; a 404 reads the wishlist back', async () => {
    const calls = wishCalls(unwished, () =>
      Promise.reject(new ApiError('http', 'HTTP 404', 404, { error: 'Wishlist item not found.' })),
    );
    expect(await sendWish({ change: change(false), itemId: 'wish-4' }, {}, calls)).toEqual(
      unwished,
    );
    expect(calls.getWishlist).toHaveBeenCalledTimes(1);
  });

  it('an item whose id was never known is found in the server wishlist and removed', async () => {
    const calls = wishCalls(wished, async () => unwished);
    expect(await sendWish({ change: change(false), itemId: null }, {}, calls)).toEqual(unwished);
    expect(calls.removeWishlistItem).toHaveBeenCalledWith('wish-4', {});
  });
});
