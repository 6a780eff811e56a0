import { EMI_TENURES, ORDER_STATUSES, PAYMENT_METHODS } from '../src/api/schemas';
import { CART_MAX_QUANTITY } from '../src/api/types';
import { ADDRESS_STATES, ADDRESS_TYPES } from '../src/lib/address';
import { demoCheckout, NO_CHECKOUT_DATA, type CheckoutData } from './checkout-state';
import { DEMO_USER } from './seed/users';
import {
  demoShop,
  type PersistedState,
  type SessionData,
  type ShopData,
  type UserData,
} from './state';

/**
 * Reads the state the browser saved (./state.ts PersistedState) back, trusting nothing: storage
 * is outside our control (older versions, hand edits).
 */

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isNullableString: Check = (value) => value === null || typeof value === 'string';
const isGender: Check = (value) => value === null || value === 'male' || value === 'female';
const isQuantity: Check = (value) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= CART_MAX_QUANTITY;
const oneOf =
  (choices: readonly unknown[]): Check =>
  (value) =>
    choices.includes(value);

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

const ADDRESS_FIELDS_SHAPE: Record<string, Check> = {
  name: isString,
  mobile: isString,
  pincode: isString,
  locality: isString,
  address: isString,
  city: isString,
  state: oneOf(ADDRESS_STATES),
  landmark: isString,
  alternatePhone: isString,
  addressType: oneOf(ADDRESS_TYPES),
};

const ADDRESS_SHAPE: Record<string, Check> = {
  ...ADDRESS_FIELDS_SHAPE,
  id: isString,
  user_id: isNumber,
  position: isNumber,
};

const ORDER_SHAPE: Record<string, Check> = {
  id: isString,
  user_id: isNumber,
  position: isNumber,
  idempotency_key: isNullableString,
  placed_at: isNumber,
  ships_at: isNumber,
  status: oneOf(ORDER_STATUSES),
  delivery_by: isString,
  payment_method: oneOf(PAYMENT_METHODS),
  emi_months: oneOf([null, ...EMI_TENURES]),
};

const ORDER_ADDRESS_SHAPE: Record<string, Check> = {
  ...ADDRESS_FIELDS_SHAPE,
  order_id: isString,
  address_id: isString,
};

const ORDER_LINE_SHAPE: Record<string, Check> = {
  id: isString,
  order_id: isString,
  position: isNumber,
  slug: isString,
  name: isString,
  brand: isString,
  image_url: isString,
  price: isNumber,
  mrp: isNumber,
  discount_percentage: isNumber,
  quantity: isQuantity,
};

const every = (list: unknown, shape: Record<string, Check>): boolean =>
  Array.isArray(list) && list.every((item) => hasShape(item, shape));

const isShop = (state: Record<string, unknown>): boolean =>
  every(state.cart_lines, CART_LINE_SHAPE) &&
  every(state.wishlist_items, WISHLIST_ITEM_SHAPE) &&
  every(state.cart_merges, CART_MERGE_SHAPE);

const isCheckout = (state: Record<string, unknown>): boolean =>
  every(state.addresses, ADDRESS_SHAPE) &&
  every(state.orders, ORDER_SHAPE) &&
  every(state.order_addresses, ORDER_ADDRESS_SHAPE) &&
  every(state.order_lines, ORDER_LINE_SHAPE);

/**
 * The saved state, or null when there is none or it is malformed anywhere. A state saved by an
 * older version keeps what it has and gets the demo shopper's seeded rest: version 1 (before
 * carts) their cart, wishlist, address and orders; version 2 (before orders) their address and
 * orders.
 */
export function parsePersistedState(raw: string | null): PersistedState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!hasShape(value, { version: oneOf([1, 2, 3]) })) return null;
  const state = value as Record<string, unknown>;
  if (!every(state.users, USER_SHAPE) || !every(state.sessions, SESSION_SHAPE)) return null;
  const { users, sessions } = state as { users: UserData[]; sessions: SessionData[] };
  const hasDemo = users.some((user) => user.id === DEMO_USER.id);
  const seeded = (): CheckoutData => (hasDemo ? demoCheckout(Date.now()) : NO_CHECKOUT_DATA);
  if (state.version === 1) {
    const shop = hasDemo ? demoShop() : { cart_lines: [], wishlist_items: [], cart_merges: [] };
    return { version: 3, users, sessions, ...shop, ...seeded() };
  }
  if (!isShop(state)) return null;
  const { cart_lines, wishlist_items, cart_merges } = state as unknown as ShopData;
  if (state.version === 2) {
    return { version: 3, users, sessions, cart_lines, wishlist_items, cart_merges, ...seeded() };
  }
  return isCheckout(state) ? (value as PersistedState) : null;
}
