import { factory, nullable, primaryKey } from '@mswjs/data';
import type { EMI_TENURES } from '../src/api/schemas';
import type { Gender, OrderStatus, PaymentRequest, Profile, User } from '../src/api/types';
import type { Address } from '../src/lib/address';

/**
 * The mutable state of the mock backend: accounts, sessions, carts, wishlists, addresses and
 * orders. The read-only catalog lives in mocks/catalog.ts. Plain foreign keys (session.user_id,
 * cartLine.user_id, orderLine.order_id), no @mswjs/data relations.
 */
type EmiMonths = (typeof EMI_TENURES)[number];

/** An address's fields, typed by getters (the stored values are checked before they are saved). */
const addressFields = {
  name: String,
  mobile: String,
  pincode: String,
  locality: String,
  address: String,
  city: String,
  state: (): Address['state'] => 'Maharashtra',
  landmark: String,
  alternatePhone: String,
  addressType: (): Address['addressType'] => 'Home',
};

export const db = factory({
  user: {
    id: primaryKey(Number),
    first_name: String,
    last_name: String,
    /** Stored lower-case: emails are unique case-insensitively. */
    email: String,
    /** Ten digits, normalised from whatever prefix and separators were typed. */
    phone: String,
    username: String,
    gender: nullable<Gender>(() => null),
    /** A data: URL of the uploaded picture, or null. */
    image_url: nullable<string>(() => null),
    /** PBKDF2 hash (mocks/lib/crypto.ts); never leaves the backend. */
    password_hash: String,
    created_at: Number,
  },
  session: {
    id: primaryKey(String),
    user_id: Number,
    /** SHA-256 of the access token; the raw token exists only on the client. */
    access_hash: String,
    /** SHA-256 of the refresh token. */
    refresh_hash: String,
    access_expires_at: Number,
    created_at: Number,
  },
  /** One product of one account's cart (the account has one cart: its lines). */
  cartLine: {
    /** Random and opaque: nothing about one account's ids tells another account's. */
    id: primaryKey(String),
    user_id: Number,
    product_slug: String,
    quantity: Number,
    /** Order of adding, across all accounts: lines are answered oldest first. */
    position: Number,
  },
  wishlistItem: {
    id: primaryKey(String),
    user_id: Number,
    product_slug: String,
    /** Order of adding: items are answered newest first. */
    position: Number,
  },
  /** A merge already applied to an account's cart, so a resend is not applied twice. */
  cartMerge: {
    /** `${user_id}:${merge_id}`: merge ids are the clients' and unique only per account. */
    id: primaryKey(String),
    user_id: Number,
    merge_id: String,
    position: Number,
  },
  /** A saved address of one account's address book. */
  address: {
    id: primaryKey(String),
    user_id: Number,
    /** Order of adding: addresses are answered oldest first. */
    position: Number,
    ...addressFields,
  },
  /**
   * A placed order, with what it was placed with: its lines in orderLine, priced as they were,
   * and the address as it was then in orderAddress (a later edit of the address book changes no
   * order).
   */
  order: {
    /** 'OD' and ten digits, random: unique across accounts. */
    id: primaryKey(String),
    user_id: Number,
    /** Order of placing: orders are answered newest first. */
    position: Number,
    /** The client's key: the same key of the same account answers this order again. */
    idempotency_key: nullable<string>(() => null),
    placed_at: Number,
    ships_at: Number,
    status: (): OrderStatus => 'On the way',
    /** YYYY-MM-DD. */
    delivery_by: String,
    payment_method: (): PaymentRequest['method'] => 'upi',
    emi_months: nullable<EmiMonths>(() => null),
  },
  /** The address an order goes to, copied when it was placed. */
  orderAddress: {
    /** The order's id. */
    order_id: primaryKey(String),
    /** The address book's id it was copied from (it may have been changed or removed since). */
    address_id: String,
    ...addressFields,
  },
  /** One product of an order, as the catalog had it when the order was placed. */
  orderLine: {
    id: primaryKey(String),
    order_id: String,
    position: Number,
    slug: String,
    name: String,
    brand: String,
    image_url: String,
    price: Number,
    mrp: Number,
    discount_percentage: Number,
    quantity: Number,
  },
});

type DatabaseKey = Extract<keyof typeof db, symbol>;

/**
 * The database behind a factory API. The package keeps it under a symbol it does not export,
 * so the type comes from the factory's public return type and the key from the object itself.
 */
function databaseOf(api: typeof db): (typeof db)[DatabaseKey] {
  const key = Object.getOwnPropertySymbols(api).find(
    (symbol): symbol is DatabaseKey => symbol.description === 'databaseInstance',
  );
  if (key === undefined) throw new Error('@mswjs/data: the factory API has no database instance');
  return api[key];
}

/**
 * In a browser, @mswjs/data broadcasts every write to other tabs (BroadcastChannel), including
 * the wholesale drop-and-restore a tab does when it starts. Tabs here share state through
 * localStorage instead (mocks/browser-state.ts), so the broadcasting listeners, the only ones
 * on a fresh database, are removed.
 */
databaseOf(db).events.removeAllListeners();

export type UserRecord = ReturnType<typeof db.user.create>;
export type SessionRecord = ReturnType<typeof db.session.create>;
export type CartLineRecord = ReturnType<typeof db.cartLine.create>;
export type WishlistItemRecord = ReturnType<typeof db.wishlistItem.create>;
export type AddressRecord = ReturnType<typeof db.address.create>;
export type OrderRecord = ReturnType<typeof db.order.create>;

/** What the API may show of a user: everything but the password hash and bookkeeping. */
export function publicUser(user: UserRecord): User {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    username: user.username,
    gender: user.gender,
    image_url: user.image_url,
  };
}

export function profileOf(user: UserRecord): Profile {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    email: user.email,
    phone: user.phone,
    username: user.username,
    image_url: user.image_url,
  };
}

export function nextUserId(): number {
  return db.user.getAll().reduce((max, user) => Math.max(max, user.id), 0) + 1;
}
