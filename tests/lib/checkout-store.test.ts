import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserCheckoutDevice,
  clearSavedCheckout,
  readSavedCheckout,
  writeSavedCheckout,
  type SavedCheckout,
} from '../../src/lib/checkout-store';

const KEY = 'bazaar.checkout';
/** 6 January 2025, 11:00 in India. */
const NOW = Date.UTC(2025, 0, 6, 5, 30);
const MINUTE = 60 * 1000;

const buyNow: SavedCheckout = {
  source: { kind: 'product', product_slug: 'oled-tv-55' },
  addressId: 'addr-2',
  payment: { method: 'emi', months: 6 },
  idempotencyKey: '3f1c2a9e-7b4d-4e8a-9c0f-1d2e3f4a5b6c',
};

const store = (value: unknown) => localStorage.setItem(KEY, JSON.stringify(value));

describe('the checkout kept on this device', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is absent when nothing is stored', () => {
    expect(readSavedCheckout(NOW)).toBeNull();
  });

  it('is kept under bazaar.checkout and read back as written', () => {
    writeSavedCheckout(buyNow, NOW);
    expect(Object.keys(localStorage)).toEqual([KEY]);
    expect(readSavedCheckout(NOW + 5 * MINUTE)).toEqual(buyNow);
  });

  it('keeps a cart checkout with nothing chosen yet', () => {
    const cart: SavedCheckout = {
      source: { kind: 'cart' },
      addressId: null,
      payment: null,
      idempotencyKey: null,
    };
    writeSavedCheckout(cart, NOW);
    expect(readSavedCheckout(NOW)).toEqual(cart);
  });

  it('lasts an hour: long enough to log in again, not long enough to reuse a key later', () => {
    writeSavedCheckout(buyNow, NOW);
    expect(readSavedCheckout(NOW + 60 * MINUTE)).toEqual(buyNow);
    expect(readSavedCheckout(NOW + 60 * MINUTE + 1)).toBeNull();
    // Written "in the future" (the clock was put back): not trusted either.
    expect(readSavedCheckout(NOW - 1)).toBeNull();
  });

  it('keeps only its own fields', () => {
    writeSavedCheckout({ ...buyNow, token: 'secret' } as SavedCheckout, NOW);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ ...buyNow, savedAt: NOW });
  });

  it('is cleared after an order is placed', () => {
    writeSavedCheckout(buyNow, NOW);
    clearSavedCheckout();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('counts what is unreadable as absent: not JSON, no time, no source', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readSavedCheckout(NOW)).toBeNull();
    store({ ...buyNow });
    expect(readSavedCheckout(NOW)).toBeNull();
    store({ ...buyNow, source: { kind: 'product', product_slug: '' }, savedAt: NOW });
    expect(readSavedCheckout(NOW)).toBeNull();
    store({ ...buyNow, source: { kind: 'wishlist' }, savedAt: NOW });
    expect(readSavedCheckout(NOW)).toBeNull();
  });

  it('drops a choice that does not read as one, keeping the rest', () => {
    store({
      source: { kind: 'cart' },
      addressId: 42,
      payment: { method: 'card', number: '4111111111111111' },
      idempotencyKey: 'k'.repeat(65),
      savedAt: NOW,
    });
    expect(readSavedCheckout(NOW)).toEqual({
      source: { kind: 'cart' },
      addressId: null,
      payment: null,
      idempotencyKey: null,
    });
    store({ ...buyNow, payment: { method: 'emi', months: 6.5 }, savedAt: NOW });
    expect(readSavedCheckout(NOW)?.payment).toBeNull();
    store({ ...buyNow, payment: { method: 'cod', months: 6 }, savedAt: NOW });
    expect(readSavedCheckout(NOW)?.payment).toEqual({ method: 'cod' });
  });

  it('a write the browser refuses is not an error', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => writeSavedCheckout(buyNow, NOW)).not.toThrow();
    expect(readSavedCheckout(NOW)).toBeNull();
  });

  it("the browser's device reads and writes at the clock's time", () => {
    vi.useFakeTimers({ now: NOW });
    browserCheckoutDevice.write(buyNow);
    vi.setSystemTime(NOW + 30 * MINUTE);
    expect(browserCheckoutDevice.read()).toEqual(buyNow);
    vi.setSystemTime(NOW + 61 * MINUTE);
    expect(browserCheckoutDevice.read()).toBeNull();
    browserCheckoutDevice.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
