import { IDEMPOTENCY_KEY_MAX_LENGTH, type CheckoutSource } from '../api/types';

/**
 * What this device keeps of a checkout in progress, so that it survives a reload and a login
 * (issue 26: a 401 ends the session and keeps the checkout's choices): what is checked out, the
 * address and payment chosen, and the idempotency key of an order whose outcome is not known.
 * The checkout statechart reaches this module only through the CheckoutDevice it is given.
 * Anything unreadable counts as absent, and so does a checkout left longer than CHECKOUT_KEEP_MS:
 * its key must not answer a later, new purchase with an old order.
 */
export const CHECKOUT_KEY = 'bazaar.checkout';

/** Long enough to log in again and come back; short enough that a new visit starts afresh. */
export const CHECKOUT_KEEP_MS = 60 * 60 * 1000;

/** A payment as the shopper chose it; the quote says which are offered (EMI: which months). */
export type PaymentChoice =
  { method: 'cod' } | { method: 'upi' } | { method: 'emi'; months: number };

export interface SavedCheckout {
  source: CheckoutSource;
  addressId: string | null;
  payment: PaymentChoice | null;
  /** The key of the last attempt to place the order, unless it is known to have placed nothing. */
  idempotencyKey: string | null;
}

export interface CheckoutDevice {
  read: () => SavedCheckout | null;
  write: (checkout: SavedCheckout) => void;
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';

export const sameSource = (a: CheckoutSource, b: CheckoutSource): boolean =>
  a.kind === 'cart' ? b.kind === 'cart' : b.kind === 'product' && a.product_slug === b.product_slug;

function readSource(value: unknown): CheckoutSource | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'cart') return { kind: 'cart' };
  return value.kind === 'product' && isId(value.product_slug)
    ? { kind: 'product', product_slug: value.product_slug }
    : null;
}

function readPayment(value: unknown): PaymentChoice | null {
  if (!isRecord(value)) return null;
  if (value.method === 'cod' || value.method === 'upi') return { method: value.method };
  const { months } = value;
  return value.method === 'emi' && Number.isInteger(months) && (months as number) > 0
    ? { method: 'emi', months: months as number }
    : null;
}

function readKey(value: unknown): string | null {
  return isId(value) && value.length <= IDEMPOTENCY_KEY_MAX_LENGTH ? value : null;
}

/** The checkout kept on this device, unless it is unreadable or older than CHECKOUT_KEEP_MS. */
export function readSavedCheckout(now: number): SavedCheckout | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(CHECKOUT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || typeof stored.savedAt !== 'number') return null;
  if (!(now >= stored.savedAt && now - stored.savedAt <= CHECKOUT_KEEP_MS)) return null;
  const source = readSource(stored.source);
  if (!source) return null;
  return {
    source,
    addressId: isId(stored.addressId) ? stored.addressId : null,
    payment: readPayment(stored.payment),
    idempotencyKey: readKey(stored.idempotencyKey),
  };
}

export function writeSavedCheckout(checkout: SavedCheckout, now: number): void {
  try {
    const { source, addressId, payment, idempotencyKey } = checkout;
    storage()?.setItem(
      CHECKOUT_KEY,
      JSON.stringify({ source, addressId, payment, idempotencyKey, savedAt: now }),
    );
  } catch {
    // Full or blocked: the machine still holds the choices for this tab.
  }
}

export function clearSavedCheckout(): void {
  try {
    storage()?.removeItem(CHECKOUT_KEY);
  } catch {
    // Blocked storage kept nothing to clear.
  }
}

/** This device's storage, as the app gives it to the checkout statechart. */
export const browserCheckoutDevice: CheckoutDevice = {
  read: () => readSavedCheckout(Date.now()),
  write: (checkout) => writeSavedCheckout(checkout, Date.now()),
  clear: clearSavedCheckout,
};
