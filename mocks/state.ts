import { drop } from '@mswjs/data';
import { CART_MAX_QUANTITY, type User } from '../src/api/types';
import { db, publicUser } from './db';
import { hashPassword } from './lib/crypto';
import { newItemId } from './lib/shop';
import { DEMO_CART, DEMO_WISHLIST } from './seed/shop';
import { DEMO_USER, DEMO_USER_CREATED_AT } from './seed/users';

/**
 * The mutable part of the backend (accounts, sessions, carts, wishlists) as plain data: reset
 * between tests, and in the browser saved to localStorage after each change and restored on
 * reload.
 */
export interface UserData extends User {
  password_hash: string;
  created_at: number;
}

export interface SessionData {
  id: string;
  user_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: number;
  created_at: number;
}

export interface CartLineData {
  id: string;
  user_id: number;
  product_slug: string;
  quantity: number;
  position: number;
}

export interface WishlistItemData {
  id: string;
  user_id: number;
  product_slug: string;
  position: number;
}

export interface CartMergeData {
  id: string;
  user_id: number;
  merge_id: string;
  position: number;
}

export interface ShopData {
  cart_lines: CartLineData[];
  wishlist_items: WishlistItemData[];
  cart_merges: CartMergeData[];
}

export interface PersistedState extends ShopData {
  /** 2 added carts and wishlists; a saved version 1 is read with the demo shopper's seeded. */
  version: 2;
  users: UserData[];
  sessions: SessionData[];
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to changes of accounts, sessions, carts or wishlists; returns the unsubscribe function. */
export function onStateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Handlers call this after they change accounts, sessions, carts or wishlists. */
export function notifyStateChange(): void {
  for (const listener of listeners) listener();
}

// PBKDF2 is deliberately slow; hashing the demo password once keeps the per-test reset cheap.
let demoPasswordHash: Promise<string> | undefined;

/** The demo shopper's cart and wishlist as seeded (./seed/shop.ts), with fresh ids. */
function demoShop(): ShopData {
  return {
    cart_lines: DEMO_CART.map(({ slug, quantity }, index) => ({
      id: newItemId(),
      user_id: DEMO_USER.id,
      product_slug: slug,
      quantity,
      position: index + 1,
    })),
    wishlist_items: DEMO_WISHLIST.map((slug, index) => ({
      id: newItemId(),
      user_id: DEMO_USER.id,
      product_slug: slug,
      position: DEMO_WISHLIST.length - index,
    })),
    cart_merges: [],
  };
}

function restoreShop(shop: ShopData): void {
  for (const line of shop.cart_lines) db.cartLine.create(line);
  for (const item of shop.wishlist_items) db.wishlistItem.create(item);
  for (const merge of shop.cart_merges) db.cartMerge.create(merge);
}

/** Clears accounts, sessions, carts and wishlists and re-creates the demo shopper with theirs. */
export async function seedUsers(): Promise<void> {
  demoPasswordHash ??= hashPassword(DEMO_USER.password);
  const passwordHash = await demoPasswordHash;
  drop(db);
  db.user.create({
    id: DEMO_USER.id,
    first_name: DEMO_USER.first_name,
    last_name: DEMO_USER.last_name,
    email: DEMO_USER.email,
    phone: DEMO_USER.phone,
    username: DEMO_USER.username,
    gender: DEMO_USER.gender,
    image_url: null,
    password_hash: passwordHash,
    created_at: DEMO_USER_CREATED_AT,
  });
  restoreShop(demoShop());
}

export function snapshotState(): PersistedState {
  return {
    version: 2,
    // A saved account: what the API shows of it, plus what only the backend keeps.
    users: db.user.getAll().map((user) => ({
      ...publicUser(user),
      password_hash: user.password_hash,
      created_at: user.created_at,
    })),
    sessions: db.session.getAll().map((session) => ({
      id: session.id,
      user_id: session.user_id,
      access_hash: session.access_hash,
      refresh_hash: session.refresh_hash,
      access_expires_at: session.access_expires_at,
      created_at: session.created_at,
    })),
    cart_lines: db.cartLine.getAll().map((line) => ({
      id: line.id,
      user_id: line.user_id,
      product_slug: line.product_slug,
      quantity: line.quantity,
      position: line.position,
    })),
    wishlist_items: db.wishlistItem.getAll().map((item) => ({
      id: item.id,
      user_id: item.user_id,
      product_slug: item.product_slug,
      position: item.position,
    })),
    cart_merges: db.cartMerge.getAll().map((merge) => ({
      id: merge.id,
      user_id: merge.user_id,
      merge_id: merge.merge_id,
      position: merge.position,
    })),
  };
}

export function restoreState(state: PersistedState): void {
  drop(db);
  for (const user of state.users) db.user.create(user);
  for (const session of state.sessions) db.session.create(session);
  restoreShop(state);
}

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isNullableString: Check = (value) => value === null || typeof value === 'string';
const isGender: Check = (value) => value === null || value === 'male' || value === 'female';
const isQuantity: Check = (value) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= CART_MAX_QUANTITY;

function hasShape(value: unknown, shape: Record<string, Check>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, check]) => check(record[key]));
}

const USER_SHAPE: Record<string, Check> = {
  id: isNumber,
  first_name: isString,
  last_name: isString,
  email: isString,
  phone: isString,
  username: isString,
  gender: isGender,
  image_url: isNullableString,
  password_hash: isString,
  created_at: isNumber,
};

const SESSION_SHAPE: Record<string, Check> = {
  id: isString,
  user_id: isNumber,
  access_hash: isString,
  refresh_hash: isString,
  access_expires_at: isNumber,
  created_at: isNumber,
};

const CART_LINE_SHAPE: Record<string, Check> = {
  id: isString,
  user_id: isNumber,
  product_slug: isString,
  quantity: isQuantity,
  position: isNumber,
};

const WISHLIST_ITEM_SHAPE: Record<string, Check> = {
  id: isString,
  user_id: isNumber,
  product_slug: isString,
  position: isNumber,
};

const CART_MERGE_SHAPE: Record<string, Check> = {
  id: isString,
  user_id: isNumber,
  merge_id: isString,
  position: isNumber,
};

const every = (list: unknown, shape: Record<string, Check>): boolean =>
  Array.isArray(list) && list.every((item) => hasShape(item, shape));

/**
 * Storage is outside our control (older versions, hand edits): anything malformed is dropped.
 * A version 1 state, saved before carts existed, keeps its accounts and sessions and gets the
 * demo shopper's seeded cart and wishlist.
 */
export function parsePersistedState(raw: string | null): PersistedState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!hasShape(value, { version: (v) => v === 1 || v === 2 })) return null;
  const state = value as Record<string, unknown>;
  if (!every(state.users, USER_SHAPE) || !every(state.sessions, SESSION_SHAPE)) return null;
  const { users, sessions } = state as { users: UserData[]; sessions: SessionData[] };
  if (state.version === 1) {
    const hasDemo = users.some((user) => user.id === DEMO_USER.id);
    const shop = hasDemo ? demoShop() : { cart_lines: [], wishlist_items: [], cart_merges: [] };
    return { version: 2, users, sessions, ...shop };
  }
  if (
    !every(state.cart_lines, CART_LINE_SHAPE) ||
    !every(state.wishlist_items, WISHLIST_ITEM_SHAPE) ||
    !every(state.cart_merges, CART_MERGE_SHAPE)
  )
    return null;
  return value as PersistedState;
}
