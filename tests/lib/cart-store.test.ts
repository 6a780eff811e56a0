import { describe, expect, it, vi } from 'vitest';
import {
  readAccountCart,
  readGuestCart,
  readQueue,
  writeAccountCart,
  writeGuestCart,
  writeQueue,
  type GuestCart,
} from '../../src/lib/cart-store';
import { kurta, saree } from '../machines/cart-support';

const GUEST_KEY = 'bazaar.guestCart';
const QUEUE_KEY = 'bazaar.cartQueue';

const guestCart: GuestCart = {
  lines: [
    { product: kurta, quantity: 2 },
    { product: saree, quantity: 1 },
  ],
  merge: { merge_id: 'merge-1', items: [{ product_slug: 'cotton-kurta', quantity: 2 }] },
  mirror: null,
};

describe('the guest cart on this device', () => {
  it('is empty when nothing is stored', () => {
    expect(readGuestCart()).toEqual({ lines: [], merge: null, mirror: null });
  });

  it('is kept under bazaar.guestCart and read back as written', () => {
    writeGuestCart(guestCart);
    expect(Object.keys(localStorage)).toEqual([GUEST_KEY]);
    expect(readGuestCart()).toEqual(guestCart);
  });

  it('keeps a mirror of an account whose session ended', () => {
    const mirrored: GuestCart = {
      lines: [{ product: kurta, quantity: 1 }],
      merge: null,
      mirror: { account: 7, lines: [{ product: kurta, quantity: 1 }] },
    };
    writeGuestCart(mirrored);
    expect(readGuestCart()).toEqual(mirrored);
  });

  it('an empty guest cart leaves nothing on the device', () => {
    writeGuestCart(guestCart);
    writeGuestCart({ lines: [], merge: null, mirror: null });
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('drops what does not read as a line: bad quantities, a broken product, a second line of a product', () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify({
        lines: [
          { product: kurta, quantity: 2 },
          { product: saree, quantity: 11 },
          { product: saree, quantity: 0 },
          { product: saree, quantity: 1.5 },
          { product: { ...saree, price: '4500' }, quantity: 1 },
          { product: { ...saree, slug: '' }, quantity: 1 },
          { product: kurta, quantity: 5 },
          'junk',
        ],
        merge: { merge_id: '', items: [] },
        mirror: { account: 'seven', lines: [] },
      }),
    );
    expect(readGuestCart()).toEqual({
      lines: [{ product: kurta, quantity: 2 }],
      merge: null,
      mirror: null,
    });
  });

  it('a merge with one unreadable item is not resent in part', () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify({
        lines: [],
        merge: {
          merge_id: 'merge-1',
          items: [
            { product_slug: 'cotton-kurta', quantity: 2 },
            { product_slug: 'silk-saree', quantity: 12 },
          ],
        },
      }),
    );
    expect(readGuestCart().merge).toBeNull();
  });

  it('unreadable JSON counts as an empty cart; a refused write throws nothing', () => {
    localStorage.setItem(GUEST_KEY, '{not json');
    expect(readGuestCart()).toEqual({ lines: [], merge: null, mirror: null });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeGuestCart(guestCart)).not.toThrow();
  });
});

describe('the changes waiting for the server, per account', () => {
  it('are kept under bazaar.cartQueue by account, removals (quantity 0) included', () => {
    writeQueue(7, [
      { product: kurta, quantity: 3 },
      { product: saree, quantity: 0 },
    ]);
    writeQueue(8, [{ product: saree, quantity: 1 }]);
    expect(Object.keys(localStorage)).toEqual([QUEUE_KEY]);
    expect(readQueue(7)).toEqual([
      { product: kurta, quantity: 3 },
      { product: saree, quantity: 0 },
    ]);
    expect(readQueue(8)).toEqual([{ product: saree, quantity: 1 }]);
    expect(readQueue(9)).toEqual([]);
  });

  it('an account with nothing waiting is dropped; none left leaves nothing on the device', () => {
    writeQueue(7, [{ product: kurta, quantity: 3 }]);
    writeQueue(8, [{ product: saree, quantity: 1 }]);
    writeQueue(7, []);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? 'null')).toEqual({
      8: [{ product: saree, quantity: 1 }],
    });
    writeQueue(8, []);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });
});

describe("the signed-in account's lines on this device (issue 28)", () => {
  it('are read back for that account only, under bazaar.accountCart', () => {
    writeAccountCart(7, [{ product: kurta, quantity: 2 }]);
    expect(Object.keys(localStorage)).toEqual(['bazaar.accountCart']);
    expect(readAccountCart(7)).toEqual([{ product: kurta, quantity: 2 }]);
    expect(readAccountCart(8)).toBeNull();
  });

  it("hold one account at a time; forgetting another account's leaves them", () => {
    writeAccountCart(7, [{ product: kurta, quantity: 2 }]);
    writeAccountCart(8, [{ product: saree, quantity: 1 }]);
    expect(readAccountCart(7)).toBeNull();
    writeAccountCart(7, null);
    expect(readAccountCart(8)).toEqual([{ product: saree, quantity: 1 }]);
    writeAccountCart(8, null);
    expect(localStorage.length).toBe(0);
  });

  it('read as nothing when unreadable', () => {
    localStorage.setItem('bazaar.accountCart', '{"account": 7, "lines": "no"}');
    expect(readAccountCart(7)).toBeNull();
    localStorage.setItem('bazaar.accountCart', 'not json');
    expect(readAccountCart(7)).toBeNull();
  });
});
