import {
  CART_MAX_QUANTITY,
  MERGE_ID_MAX_LENGTH,
  type CartMergeRequest,
  type CartProduct,
} from '../api/types';
import { isRecord, readJson, writeJson } from './device-storage';

/**
 * What this device keeps of the shopper's cart, apart from the session keys: a guest's cart (with
 * a merge sent at login and not yet confirmed), and per account the changes that have not reached
 * the server. The cart statechart reaches this module only through the CartDevice it is given, so
 * the machine itself touches no storage. Anything unreadable counts as absent; a write the
 * browser refuses leaves the machine's own copy in memory for this tab.
 */
export const GUEST_CART_KEY = 'bazaar.guestCart';
const CART_QUEUE_KEY = 'bazaar.cartQueue';
const ACCOUNT_CART_KEY = 'bazaar.accountCart';

/**
 * One product's quantity as the device keeps it: a guest line (1 to 10), or a change waiting for
 * the server (the quantity to set, 0 to remove the line). The product is kept so the line can be
 * shown before the server answers; the server's answer replaces it, prices included.
 */
export interface DeviceLine {
  product: CartProduct;
  quantity: number;
}

export interface GuestCart {
  lines: DeviceLine[];
  /** The merge sent at login and not yet confirmed: resent with the same merge_id. */
  merge: CartMergeRequest | null;
  /**
   * Set when an account's session ended (a 401): the lines were that account's, and these are
   * the lines it had then. Its next login sends only what changed since instead of merging (and
   * so doubling) lines the account already has; another account's login merges them.
   */
  mirror: CartMirror | null;
}

export interface CartMirror {
  account: number;
  lines: DeviceLine[];
}

export interface CartDevice {
  readGuestCart: () => GuestCart;
  writeGuestCart: (cart: GuestCart) => void;
  readQueue: (account: number) => DeviceLine[];
  writeQueue: (account: number, changes: readonly DeviceLine[]) => void;
  /** The signed-in account's lines as the server last answered them, or null if not kept. */
  readAccountCart: (account: number) => DeviceLine[] | null;
  /** Keeps the account's lines (one account at a time); null forgets them (at logout). */
  writeAccountCart: (account: number, lines: readonly DeviceLine[] | null) => void;
}

export const EMPTY_GUEST_CART: GuestCart = { lines: [], merge: null, mirror: null };

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function isQuantity(value: unknown, min: number): value is number {
  return (
    Number.isInteger(value) && (value as number) >= min && (value as number) <= CART_MAX_QUANTITY
  );
}

function readProduct(value: unknown): CartProduct | null {
  if (!isRecord(value)) return null;
  const { slug, name, brand, image_url, price, mrp, discount_percentage, in_stock } = value;
  if (!isText(slug) || slug === '' || !isText(name) || !isText(brand) || !isText(image_url)) {
    return null;
  }
  if (!isNumber(price) || !isNumber(mrp) || !isNumber(discount_percentage)) return null;
  if (typeof in_stock !== 'boolean') return null;
  return { slug, name, brand, image_url, price, mrp, discount_percentage, in_stock };
}

/** Lines that read as lines, one per product (the first wins), each quantity at least `min`. */
function readLines(value: unknown, min: number): DeviceLine[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry) || !isQuantity(entry.quantity, min)) return [];
    const product = readProduct(entry.product);
    if (!product || seen.has(product.slug)) return [];
    seen.add(product.slug);
    return [{ product, quantity: entry.quantity }];
  });
}

function readMerge(value: unknown): CartMergeRequest | null {
  if (!isRecord(value) || !isText(value.merge_id) || !Array.isArray(value.items)) return null;
  if (value.merge_id === '' || value.merge_id.length > MERGE_ID_MAX_LENGTH) return null;
  const items = value.items.flatMap((item: unknown) =>
    isRecord(item) && isText(item.product_slug) && isQuantity(item.quantity, 1)
      ? [{ product_slug: item.product_slug, quantity: item.quantity }]
      : [],
  );
  return items.length === value.items.length ? { merge_id: value.merge_id, items } : null;
}

function readMirror(value: unknown): CartMirror | null {
  if (!isRecord(value) || !Number.isSafeInteger(value.account)) return null;
  return { account: value.account as number, lines: readLines(value.lines, 1) };
}

export function readGuestCart(): GuestCart {
  const stored = readJson(GUEST_CART_KEY);
  if (!isRecord(stored)) return EMPTY_GUEST_CART;
  return {
    lines: readLines(stored.lines, 1),
    merge: readMerge(stored.merge),
    mirror: readMirror(stored.mirror),
  };
}

export function writeGuestCart(cart: GuestCart): void {
  const empty = cart.lines.length === 0 && cart.merge === null && cart.mirror === null;
  writeJson(GUEST_CART_KEY, empty ? null : cart);
}

function readQueues(): Record<string, unknown> {
  const stored = readJson(CART_QUEUE_KEY);
  return isRecord(stored) ? stored : {};
}

export function readQueue(account: number): DeviceLine[] {
  return readLines(readQueues()[String(account)], 0);
}

export function writeQueue(account: number, changes: readonly DeviceLine[]): void {
  const queues = readQueues();
  const rest = Object.fromEntries(
    Object.entries(queues).filter(([key]) => key !== String(account)),
  );
  const next = changes.length > 0 ? { ...rest, [String(account)]: changes } : rest;
  writeJson(CART_QUEUE_KEY, Object.keys(next).length === 0 ? null : next);
}

/**
 * The lines of the account signed in on this device, as the server last answered them: what a
 * page opened without a network counts and changes over until the server answers (issue 28).
 * Kept for one account only, and never read for another.
 */
export function readAccountCart(account: number): DeviceLine[] | null {
  const stored = readJson(ACCOUNT_CART_KEY);
  if (!isRecord(stored) || stored.account !== account || !Array.isArray(stored.lines)) {
    return null;
  }
  return readLines(stored.lines, 1);
}

export function writeAccountCart(account: number, lines: readonly DeviceLine[] | null): void {
  if (lines === null) {
    if (readAccountCart(account) !== null) writeJson(ACCOUNT_CART_KEY, null);
    return;
  }
  writeJson(ACCOUNT_CART_KEY, { account, lines });
}

/** This device's storage, as the app gives it to the cart statechart. */
export const browserCartDevice: CartDevice = {
  readGuestCart,
  writeGuestCart,
  readQueue,
  writeQueue,
  readAccountCart,
  writeAccountCart,
};
