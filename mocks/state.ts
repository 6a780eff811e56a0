import { drop } from '@mswjs/data';
import type { User } from '../src/api/types';
import {
  demoCheckout,
  restoreCheckout,
  snapshotCheckout,
  type CheckoutData,
} from './checkout-state';
import { db, publicUser } from './db';
import { hashPassword } from './lib/crypto';
import { newItemId } from './lib/shop';
import { DEMO_CART, DEMO_WISHLIST } from './seed/shop';
import { DEMO_USER, DEMO_USER_CREATED_AT } from './seed/users';

/**
 * The mutable part of the backend (accounts, sessions, carts, wishlists, addresses, orders) as
 * plain data: reset between tests, and in the browser saved to localStorage after each change and
 * restored on reload (./persisted-state.ts reads it back).
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

export interface PersistedState extends ShopData, CheckoutData {
  /**
   * 2 added carts and wishlists, 3 addresses and orders; an older saved state is read with the
   * demo shopper's seeded ones.
   */
  version: 3;
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
export function demoShop(): ShopData {
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

/**
 * Clears accounts, sessions, carts, wishlists, addresses and orders and re-creates the demo
 * shopper with theirs (the order on its way placed a day before now).
 */
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
  restoreCheckout(demoCheckout(Date.now()));
}

export function snapshotState(): PersistedState {
  return {
    version: 3,
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
    ...snapshotCheckout(),
  };
}

export function restoreState(state: PersistedState): void {
  drop(db);
  for (const user of state.users) db.user.create(user);
  for (const session of state.sessions) db.session.create(session);
  restoreShop(state);
  restoreCheckout(state);
}
