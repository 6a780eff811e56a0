import { afterEach, beforeEach, expect, vi } from 'vitest';
import type {
  Delivery,
  FieldErrors,
  Order,
  PlaceOrderRequest,
  Quote,
  SavedAddress,
} from '../../src/api/types';
import { AGAINST_ANOTHER_SERVER, api, bearer, freshShopper, type ApiResult } from './helpers';

/**
 * The delivery, address, checkout and order calls as the contract tests make them (answers
 * validated against the document by api()), and the fixtures they share.
 */

/** An answer: the documented body, or an error's (`status` is an order's field here). */
export type Answer<T> = ApiResult<T & { error?: string; errors?: FieldErrors }>;

/** A call with a token (null: none) and a JSON body (a string is sent as it is). */
function call<T>(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = token === null ? {} : bearer(token);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return api<T & { error?: string; errors?: FieldErrors }>(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const getDelivery = (pincode: string): Promise<Answer<Delivery>> =>
  api(`/api/delivery/${pincode}/`);

export const getAddresses = (token: string | null): Promise<Answer<SavedAddress[]>> =>
  call<SavedAddress[]>(token, 'GET', '/api/addresses/');

export const postAddress = (token: string | null, body: unknown): Promise<Answer<SavedAddress>> =>
  call<SavedAddress>(token, 'POST', '/api/addresses/', body);

export const putAddress = (
  token: string | null,
  id: string,
  body: unknown,
): Promise<Answer<SavedAddress>> => call<SavedAddress>(token, 'PUT', `/api/addresses/${id}/`, body);

export const deleteAddress = (token: string | null, id: string): Promise<Answer<SavedAddress[]>> =>
  call<SavedAddress[]>(token, 'DELETE', `/api/addresses/${id}/`);

export const postQuote = (token: string | null, body: unknown): Promise<Answer<Quote>> =>
  call<Quote>(token, 'POST', '/api/checkout/quote/', body);

export const postOrder = (
  token: string | null,
  body: unknown,
): Promise<Answer<Order & { quote?: Quote }>> =>
  call<Order & { quote?: Quote }>(token, 'POST', '/api/orders/', body);

export const getOrders = (token: string | null, query = ''): Promise<Answer<Order[]>> =>
  call<Order[]>(token, 'GET', `/api/orders/${query}`);

export const getOrder = (token: string | null, id: string): Promise<Answer<Order>> =>
  call<Order>(token, 'GET', `/api/orders/${id}/`);

export const cancelOrder = (token: string | null, id: string): Promise<Answer<Order>> =>
  call<Order>(token, 'POST', `/api/orders/${id}/cancel/`);

/** A shopper's address in Bengaluru (560001: same-day, express, cash on delivery). */
export const BENGALURU = {
  name: 'Meera Iyer',
  mobile: '9876501234',
  pincode: '560001',
  locality: 'Indiranagar',
  address: '12, 100 Feet Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  landmark: 'Near metro',
  alternatePhone: '',
  addressType: 'Home',
} as const;

/** Srinagar: delivered to, but no cash on delivery. */
export const SRINAGAR = {
  ...BENGALURU,
  pincode: '190001',
  locality: 'Lal Chowk',
  address: '4, Residency Road',
  city: 'Srinagar',
  state: 'Jammu and Kashmir',
} as const;

/** Port Blair: not delivered to. */
export const PORT_BLAIR = {
  ...BENGALURU,
  pincode: '744101',
  locality: 'Aberdeen Bazaar',
  address: '9, Marine Hill',
  city: 'Port Blair',
  state: 'Andaman and Nicobar Islands',
} as const;

/**
 * Friday 7 March 2025, 10:00 in India (04:30 UTC): the mock's clock in the tests that run in
 * this process (a server of its own, API_CONTRACT_BASE, keeps its real clock).
 */
export const FRIDAY_10_IST = Date.UTC(2025, 2, 7, 4, 30, 0);

/** Fixes the in-process mock's clock for each test of the file (fake Date only). */
export function fixClockEachTest(at = FRIDAY_10_IST): void {
  beforeEach(() => {
    vi.setSystemTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date the test wrote for the fixed clock; against another server, whose clock is its own, any
 * date (null stays null).
 */
export function onFixedClock<T extends string | null>(date: T): T {
  if (!AGAINST_ANOTHER_SERVER || date === null) return date;
  return expect.stringMatching(DATE) as unknown as T;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An ISO date-time the test wrote for the fixed clock; against another server, any. */
export function onFixedInstant(instant: string): string {
  return AGAINST_ANOTHER_SERVER ? (expect.stringMatching(INSTANT) as unknown as string) : instant;
}

/** A new shopper with one saved address; its id. */
export async function shopperWithAddress(
  address: Record<string, unknown> = BENGALURU,
): Promise<{ token: string; addressId: string; email: string; password: string }> {
  const shopper = await freshShopper();
  const saved = await postAddress(shopper.access_token, address);
  expect(saved.status).toBe(201);
  return {
    token: shopper.access_token,
    addressId: saved.body.id,
    email: shopper.email,
    password: shopper.password,
  };
}

let keys = 0;
/** An idempotency key no other order of the run used. */
export function newKey(): string {
  keys += 1;
  return `key-${Date.now().toString(36)}-${keys}-${Math.random().toString(36).slice(2)}`;
}

/** An order body with a fresh key (override any part). */
export function orderBody(
  addressId: string,
  expectedTotal: number,
  rest: { [Field in keyof PlaceOrderRequest]?: unknown } = {},
): Record<keyof PlaceOrderRequest, unknown> {
  return {
    idempotency_key: newKey(),
    source: { kind: 'cart' },
    address_id: addressId,
    payment: { method: 'upi' },
    expected_total: expectedTotal,
    ...rest,
  };
}

/** Catalog products with whole-rupee totals around the cash-on-delivery limit. */
export const AIR_CONDITIONER = 'voltas-vectra-inverter-split-ac-white-1-ton-26'; // ₹49,709
export const BISCUITS = 'parle-hide-and-seek-biscuits-100-g-345'; // ₹48.50
export const LOAFERS = 'red-tape-leather-loafers-white-uk-11-15'; // ₹7,979
export const STUDY_GUIDE = 'upsc-general-studies-manual-by-arihant-experts-paperback-567'; // ₹709
export const PHONE = 'samsung-galaxy-f15-5g-mint-green-256-gb-1'; // ₹43,139
export const FACE_CREAM = 'himalaya-nourishing-skin-cream-200-ml-28'; // ₹249
export const HELMET = 'vega-crux-full-face-helmet-matt-black-xl-103'; // ₹5,367.50
