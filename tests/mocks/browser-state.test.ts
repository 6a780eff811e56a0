// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Cart, LoginResponse, Order, SavedAddress, Wishlist } from '../../src/api/types';
import {
  DEFAULT_BROWSER_LATENCY,
  initBrowserState,
  loadState,
  readBrowserSwitches,
  resetBrowserState,
  saveState,
  STORAGE_KEYS,
} from '../../mocks/browser-state';
import { MAX_PRODUCT_COUNT, MIN_PRODUCT_COUNT } from '../../mocks/config';
import { withoutMockSwitches } from '../../src/lib/mock-switches';
import { db } from '../../mocks/db';
import { seedUsers, snapshotState } from '../../mocks/state';
import { DEMO_USER } from '../../mocks/seed/users';
import { expectConsole } from '../utils/console';

async function login(): Promise<LoginResponse> {
  const response = await fetch('http://localhost:3000/api/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  return (await response.json()) as LoginResponse;
}

const WATCH = 'titan-raga-analog-watch-black-18';

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://localhost:3000${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** The demo shopper's seeded orders (mocks/seed/checkout.ts), newest first. */
const SEEDED_ORDER_IDS = ['OD4312785520', 'OD4298114372', 'OD4271903318', 'OD4255610947'];

const MEERA_ADDRESS = {
  name: 'Meera Iyer',
  mobile: '9876501234',
  pincode: '560001',
  locality: 'Indiranagar',
  address: '12, 100 Feet Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'Work',
};

const units = (cart: Cart) => cart.lines.map((line) => [line.product.slug, line.quantity]);

/** The demo shopper's seeded cart (mocks/seed/shop.ts), as the cart answers it. */
const SEEDED_CART = [
  ['xiaomi-redmi-note-13-pro-5g-ocean-blue-256-gb-521', 1],
  ['campus-oxyfit-walking-shoes-navy-uk-6-170', 1],
  ['boat-rockerz-450-bluetooth-headset-cherry-red-9', 2],
];

describe('readBrowserSwitches', () => {
  it('defaults to jittered latency and the smallest catalog, and leaves a clean URL alone', () => {
    const switches = readBrowserSwitches('?q=shoes', localStorage);
    expect(switches).toEqual({
      reset: false,
      latency: DEFAULT_BROWSER_LATENCY,
      productCount: MIN_PRODUCT_COUNT,
      faults: [],
      declinePayments: 'none',
      shipDelayMs: 86_400_000,
    });
    expect(withoutMockSwitches('?q=shoes')).toBeNull();
  });

  it('reads ?mock-fault for this page load only, strips it from the URL, and ignores junk', () => {
    const warn = expectConsole('warn', /^\[mock api\] ignored \?mock-fault=/);
    const search =
      '?q=shoes&mock-fault=post:/api/login/:network,get:/api/user/profile/:500,delete:/x:9';
    const switches = readBrowserSwitches(search, localStorage);
    expect(switches.faults).toEqual([
      { method: 'post', path: '/api/login/', answer: 'network' },
      { method: 'get', path: '/api/user/profile/', answer: 500 },
    ]);
    expect(withoutMockSwitches(search)).toBe('?q=shoes');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(
      readBrowserSwitches(
        '?mock-fault=patch:/api/cart/items/x/:409,delete:/api/wishlist/items/y/:network',
        localStorage,
      ).faults,
    ).toEqual([
      { method: 'patch', path: '/api/cart/items/x/', answer: 409 },
      { method: 'delete', path: '/api/wishlist/items/y/', answer: 'network' },
    ]);
    expect(readBrowserSwitches('', localStorage).faults).toEqual([]);
  });

  it('reads ?mock-reset and strips every mock switch from the URL, keeping the rest', () => {
    const search = '?q=shoes&mock-reset&mock-latency=0&mock-products=20000&brand=bata';
    expect(readBrowserSwitches(search, localStorage).reset).toBe(true);
    expect(withoutMockSwitches(search)).toBe('?q=shoes&brand=bata');
    expect(withoutMockSwitches('?mock-reset')).toBe('');
  });

  it('remembers ?mock-latency and ?mock-products in localStorage', () => {
    const first = readBrowserSwitches('?mock-latency=0&mock-products=20000', localStorage);
    expect(first.latency).toEqual({ minMs: 0, maxMs: 0 });
    expect(first.productCount).toBe(20000);
    expect(localStorage.getItem(STORAGE_KEYS.latency)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.products)).toBe('20000');
    const later = readBrowserSwitches('', localStorage);
    expect(later.latency).toEqual({ minMs: 0, maxMs: 0 });
    expect(later.productCount).toBe(20000);
  });

  it("forgets a switch given empty or 'default'", () => {
    readBrowserSwitches('?mock-latency=50&mock-products=5000', localStorage);
    const switches = readBrowserSwitches('?mock-latency=default&mock-products=', localStorage);
    expect(switches.latency).toEqual(DEFAULT_BROWSER_LATENCY);
    expect(switches.productCount).toBe(MIN_PRODUCT_COUNT);
  });

  it('honours a latency set directly in localStorage and ignores junk', () => {
    localStorage.setItem(STORAGE_KEYS.latency, '250');
    expect(readBrowserSwitches('', localStorage).latency).toEqual({ minMs: 250, maxMs: 250 });
    localStorage.setItem(STORAGE_KEYS.latency, 'fast');
    expect(readBrowserSwitches('', localStorage).latency).toEqual(DEFAULT_BROWSER_LATENCY);
    const warn = expectConsole('warn', /^\[mock api\] ignored \?mock-latency=/);
    readBrowserSwitches('?mock-latency=-5', localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.latency)).toBe('fast');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('remembers ?mock-decline-payment, but for next, which declines one payment of this page load only', () => {
    expect(readBrowserSwitches('?mock-decline-payment=upi', localStorage).declinePayments).toBe(
      'upi',
    );
    expect(readBrowserSwitches('', localStorage).declinePayments).toBe('upi');
    expect(readBrowserSwitches('?mock-decline-payment=next', localStorage).declinePayments).toBe(
      'next',
    );
    expect(readBrowserSwitches('', localStorage).declinePayments).toBe('upi');
    const cleaned = readBrowserSwitches('?q=x&mock-decline-payment=none', localStorage);
    expect(cleaned.declinePayments).toBe('none');
    expect(withoutMockSwitches('?q=x&mock-decline-payment=none')).toBe('?q=x');
    expect(readBrowserSwitches('', localStorage).declinePayments).toBe('none');
  });

  it('ignores a junk ?mock-decline-payment or stored value', () => {
    const warn = expectConsole('warn', /^\[mock api\] ignored \?mock-decline-payment=/);
    readBrowserSwitches('?mock-decline-payment=emi', localStorage);
    expect(readBrowserSwitches('?mock-decline-payment=cards', localStorage).declinePayments).toBe(
      'emi',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    localStorage.setItem(STORAGE_KEYS.declinePayments, 'next');
    expect(readBrowserSwitches('', localStorage).declinePayments).toBe('none');
  });

  it('remembers ?mock-ship-delay in milliseconds until it is forgotten', () => {
    expect(readBrowserSwitches('?mock-ship-delay=120000', localStorage).shipDelayMs).toBe(120_000);
    expect(readBrowserSwitches('', localStorage).shipDelayMs).toBe(120_000);
    expect(readBrowserSwitches('?mock-ship-delay=0', localStorage).shipDelayMs).toBe(0);
    expect(readBrowserSwitches('?mock-ship-delay=default', localStorage).shipDelayMs).toBe(
      86_400_000,
    );
  });

  it('clamps the catalog size to the supported range', () => {
    expect(readBrowserSwitches('?mock-products=100', localStorage).productCount).toBe(
      MIN_PRODUCT_COUNT,
    );
    expect(readBrowserSwitches('?mock-products=999999', localStorage).productCount).toBe(
      MAX_PRODUCT_COUNT,
    );
  });
});

describe('browser persistence', () => {
  it('stores accounts and sessions under one key with token hashes only, never raw tokens', async () => {
    const stop = await initBrowserState(localStorage);
    const { access_token, refresh_token } = await login();
    stop();
    const stored = localStorage.getItem(STORAGE_KEYS.state) ?? '';
    expect(stored).toContain(DEMO_USER.email);
    expect(stored).not.toContain(access_token);
    expect(stored).not.toContain(refresh_token);
    expect(stored).not.toContain(DEMO_USER.password);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('storefront-mock'))).toEqual([
      STORAGE_KEYS.state,
    ]);
  });

  it('restores sessions and profile edits after a "reload"', async () => {
    const stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    const form = new FormData();
    form.set('first_name', 'Ishaan');
    await fetch('http://localhost:3000/api/user/profile/', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${access_token}` },
      body: form,
    });
    stop();
    await seedUsers();
    expect(loadState(localStorage)).toBe(true);
    const response = await fetch('http://localhost:3000/api/validate-token/', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as LoginResponse).user.first_name).toBe('Ishaan');
  });

  it('keeps carts and wishlists after a "reload"', async () => {
    const stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    await call(access_token, 'PUT', '/api/cart/items/', { product_slug: WATCH, quantity: 3 });
    await call(access_token, 'PUT', '/api/wishlist/items/', { product_slug: WATCH });
    stop();
    await seedUsers();
    expect(loadState(localStorage)).toBe(true);
    const cart = await call<Cart>(access_token, 'GET', '/api/cart/');
    expect(units(cart)).toEqual([...SEEDED_CART, [WATCH, 3]]);
    const wishlist = await call<Wishlist>(access_token, 'GET', '/api/wishlist/');
    expect(wishlist.items.map((item) => item.product.slug)).toEqual([
      WATCH,
      'noise-colorfit-pro-5-smartwatch-silver-grey-44-mm-271',
      'samsung-galaxy-m35-5g-starlight-silver-64-gb-365',
      'safari-ray-laptop-backpack-blue-25-l-227',
      'jbl-tune-760nc-bluetooth-headset-pearl-white-113',
    ]);
  });

  it('keeps addresses and orders after a "reload", and an order key still answers its order', async () => {
    const stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    const address = await call<SavedAddress>(access_token, 'POST', '/api/addresses/', {
      ...MEERA_ADDRESS,
    });
    const body = {
      idempotency_key: 'reload-key',
      source: { kind: 'product', product_slug: WATCH },
      address_id: address.id,
      payment: { method: 'upi' },
      expected_total: 1104.5,
    };
    const placed = await call<Order>(access_token, 'POST', '/api/orders/', body);
    stop();
    await seedUsers();
    expect(loadState(localStorage)).toBe(true);

    const addresses = await call<SavedAddress[]>(access_token, 'GET', '/api/addresses/');
    expect(addresses.map((each) => each.pincode)).toEqual(['400001', '560001']);
    const orders = await call<Order[]>(access_token, 'GET', '/api/orders/');
    expect(orders.map((order) => order.id)).toEqual([placed.id, ...SEEDED_ORDER_IDS]);
    expect(orders[0]).toEqual(placed);
    expect(await call<Order>(access_token, 'POST', '/api/orders/', body)).toEqual(placed);
  });

  it('?mock-reset puts back the seeded address and orders', async () => {
    let stop = await initBrowserState(localStorage);
    const first = await login();
    const [address] = await call<SavedAddress[]>(first.access_token, 'GET', '/api/addresses/');
    await call(first.access_token, 'DELETE', `/api/addresses/${address?.id ?? ''}/`);
    stop();

    await resetBrowserState(localStorage);
    stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    stop();
    const addresses = await call<SavedAddress[]>(access_token, 'GET', '/api/addresses/');
    expect(addresses.map((each) => each.pincode)).toEqual(['400001']);
    const orders = await call<Order[]>(access_token, 'GET', '/api/orders/');
    expect(orders.map((order) => order.id)).toEqual(SEEDED_ORDER_IDS);
  });

  it('reads a state saved before orders existed: carts kept, the demo address and orders seeded', async () => {
    const stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    await call(access_token, 'PUT', '/api/cart/items/', { product_slug: WATCH, quantity: 3 });
    stop();
    const { users, sessions, cart_lines, wishlist_items, cart_merges } = snapshotState();
    localStorage.setItem(
      STORAGE_KEYS.state,
      JSON.stringify({ version: 2, users, sessions, cart_lines, wishlist_items, cart_merges }),
    );
    await seedUsers();
    expect(loadState(localStorage)).toBe(true);
    expect(units(await call<Cart>(access_token, 'GET', '/api/cart/'))).toEqual([
      ...SEEDED_CART,
      [WATCH, 3],
    ]);
    const orders = await call<Order[]>(access_token, 'GET', '/api/orders/');
    expect(orders.map((order) => order.id)).toEqual(SEEDED_ORDER_IDS);
    const addresses = await call<SavedAddress[]>(access_token, 'GET', '/api/addresses/');
    expect(addresses.map((each) => each.pincode)).toEqual(['400001']);
  });

  it.each([
    ['an order status off the list', 'orders', { status: 'Shipped' }],
    ['an order paid by card', 'orders', { payment_method: 'card' }],
    ['an EMI tenure off the list', 'orders', { emi_months: 7 }],
    ['an address state off the list', 'addresses', { state: 'Atlantis' }],
    ['an order line of 11 units', 'order_lines', { quantity: 11 }],
    ['an order address without its order id', 'order_addresses', { order_id: 5 }],
  ] as const)('refuses a stored state with %s', async (_label, table, change) => {
    await seedUsers();
    const state = snapshotState();
    const [first, ...rest] = state[table];
    localStorage.setItem(
      STORAGE_KEYS.state,
      JSON.stringify({ ...state, [table]: [{ ...first, ...change }, ...rest] }),
    );
    expect(loadState(localStorage)).toBe(false);
  });

  it('?mock-reset puts back the seeded cart and wishlist', async () => {
    let stop = await initBrowserState(localStorage);
    const first = await login();
    const cart = await call<Cart>(first.access_token, 'GET', '/api/cart/');
    for (const line of cart.lines)
      await call(first.access_token, 'DELETE', `/api/cart/items/${line.id}/`);
    await call(first.access_token, 'PUT', '/api/wishlist/items/', { product_slug: WATCH });
    stop();

    expect(readBrowserSwitches('?mock-reset', localStorage).reset).toBe(true);
    await resetBrowserState(localStorage);
    stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    stop();
    expect(units(await call<Cart>(access_token, 'GET', '/api/cart/'))).toEqual(SEEDED_CART);
    const wishlist = await call<Wishlist>(access_token, 'GET', '/api/wishlist/');
    expect(wishlist.items).toHaveLength(4);
    expect(wishlist.items.map((item) => item.product.slug)).not.toContain(WATCH);
  });

  it('reads a state saved before carts existed: accounts and sessions kept, the demo cart seeded', async () => {
    const stop = await initBrowserState(localStorage);
    const { access_token } = await login();
    stop();
    const { users, sessions } = snapshotState();
    localStorage.setItem(STORAGE_KEYS.state, JSON.stringify({ version: 1, users, sessions }));
    await seedUsers();
    expect(loadState(localStorage)).toBe(true);
    expect(units(await call<Cart>(access_token, 'GET', '/api/cart/'))).toEqual(SEEDED_CART);
    const orders = await call<Order[]>(access_token, 'GET', '/api/orders/');
    expect(orders.map((order) => order.id)).toEqual(SEEDED_ORDER_IDS);
  });

  it('refuses a stored cart line with a quantity the API never allows', async () => {
    await seedUsers();
    const state = snapshotState();
    const [line] = state.cart_lines;
    const broken = { ...state, cart_lines: [{ ...line, quantity: 11 }] };
    localStorage.setItem(STORAGE_KEYS.state, JSON.stringify(broken));
    expect(loadState(localStorage)).toBe(false);
  });

  it('falls back to the seeded demo shopper when the stored state is missing or corrupt', async () => {
    localStorage.setItem(STORAGE_KEYS.state, '{"version":1,"users":[{"id":"x"}],"sessions":[]}');
    expect(loadState(localStorage)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.state, 'not json');
    const stop = await initBrowserState(localStorage);
    stop();
    expect(db.user.getAll().map((user) => user.email)).toEqual([DEMO_USER.email]);
  });

  it('keeps large pictures out when storage is full, and keeps everything else', async () => {
    await seedUsers();
    db.user.update({
      where: { id: { equals: 1 } },
      data: { image_url: `data:image/png;base64,${'A'.repeat(300_000)}` },
    });
    const warn = expectConsole('warn', /^\[mock api\] localStorage is full/);
    const calls: string[] = [];
    const tinyStorage = {
      ...localStorage,
      setItem(key: string, value: string) {
        calls.push(value);
        if (value.length > 100_000) throw new DOMException('full', 'QuotaExceededError');
        localStorage.setItem(key, value);
      },
      getItem: (key: string) => localStorage.getItem(key),
    } as Storage;
    saveState(tinyStorage);
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
    await seedUsers();
    expect(loadState(localStorage)).toBe(true);
    expect(db.user.getAll()[0]?.image_url).toBeNull();
  });

  it('resetBrowserState forgets the stored state and re-seeds', async () => {
    const stop = await initBrowserState(localStorage);
    await fetch('http://localhost:3000/api/register/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.in',
        phone: '9000000001',
        password: 'Password1',
        con_password: 'Password1',
      }),
    });
    stop();
    expect(db.user.count()).toBe(2);
    await resetBrowserState(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.state)).toBeNull();
    expect(db.user.count()).toBe(1);
  });
});
