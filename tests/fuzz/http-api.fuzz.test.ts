// @vitest-environment node
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../mocks/http-server';
import { snapshotState } from '../../mocks/state';
import { DEMO_LOGIN } from '../fixtures/users';

/**
 * Fuzzing the HTTP mock API (`npm run mock-api`): random methods, paths, headers, query strings
 * and bodies. Every answer is JSON with a 2xx or 4xx status, within a deadline (never a 5xx,
 * never a hang), and a refused request changes no user, session, profile, cart, wishlist,
 * address or order. A fixed seed makes a failure reproducible; FUZZ_RUNS raises the count
 * (FUZZ_SEED picks another sequence).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const DEADLINE_MS = 5_000;

/** The calls of spec §7 (literals here: the fuzzer aims at the documented surface). */
const DOCUMENTED_PATHS = [
  '/api/validate-token/',
  '/api/section/top',
  '/api/section/bottom',
  '/api/featured_brands/',
  '/api/banners/',
  '/api/categories/',
  '/api/brands/',
  '/api/ads/',
  '/api/register/',
  '/api/login/',
  '/api/products/',
  '/api/product/bata-men-s-running-shoes',
  '/api/user/profile/',
  '/api/cart/',
  '/api/cart/items/',
  '/api/cart/merge/',
  '/api/wishlist/',
  '/api/wishlist/items/',
  // The demo shopper's first line and item (their ids are read once the server runs).
  '/api/cart/items/{line}/',
  '/api/wishlist/items/{item}/',
  '/api/delivery/400001/',
  '/api/addresses/',
  '/api/checkout/quote/',
  '/api/orders/',
  // The demo shopper's address (read once the server runs) and seeded order on its way.
  '/api/addresses/{address}/',
  '/api/orders/OD4312785520/',
  '/api/orders/OD4312785520/cancel/',
];

/** Products the cart and wishlist calls know: in stock, out of stock (every 50th), unknown. */
const SLUGS = [
  'boat-rockerz-450-bluetooth-headset-cherry-red-9',
  'titan-raga-analog-watch-black-18',
  'omron-ne-c101-nebulizer-white-50',
  'no-such-product',
];

const server = createMockHttpServer();
let base = '';
let validToken = '';
let refreshToken = '';
let lineId = '';
let itemId = '';
let addressId = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(
    bypass(
      new Request(`${base}/api/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_LOGIN),
      }),
    ),
  );
  const session = (await login.json()) as { access_token: string; refresh_token: string };
  validToken = session.access_token;
  refreshToken = session.refresh_token;
  const read = async (path: string) =>
    (await fetch(
      bypass(new Request(`${base}${path}`, { headers: { Authorization: `Bearer ${validToken}` } })),
    ).then((response) => response.json())) as unknown;
  lineId = ((await read('/api/cart/')) as { lines: { id: string }[] }).lines[0]?.id ?? '';
  itemId = ((await read('/api/wishlist/')) as { items: { id: string }[] }).items[0]?.id ?? '';
  addressId = await newestAddress();
});

/** The demo's newest address; when a request removed the last one, one is saved again. */
async function newestAddress(): Promise<string> {
  const call = (method: string, body?: unknown) =>
    fetch(
      bypass(
        new Request(`${base}/api/addresses/`, {
          method,
          headers: { Authorization: `Bearer ${validToken}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    ).then((response) => response.json() as Promise<unknown>);
  const newest = ((await call('GET')) as { id: string }[]).at(-1);
  if (newest) return newest.id;
  const saved = (await call('POST', {
    name: 'Aarav Sharma',
    mobile: '9876543210',
    pincode: '400001',
    locality: 'Fort',
    address: '21, Dr D N Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    addressType: 'Home',
  })) as { id: string };
  return saved.id;
}

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'NaN', '-1', '1e309', '0x10', 'null', 'true', '<script>', '../../etc'),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
  fc.constant('x'.repeat(100_000)),
  fc.constantFrom(...SLUGS),
  fc.integer({ min: -1, max: 12 }),
);

/** A guest cart's items: mostly well-formed, so merges get past the body's rules too. */
const mergeItems = fc.array(
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc.record({
        product_slug: fc.constantFrom(...SLUGS),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ product_slug: text, quantity: fc.integer({ min: -1, max: 12 }) }),
    },
    { weight: 1, arbitrary: junkValue },
  ),
  { maxLength: 4 },
);

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'con_password',
  'gender',
  'username',
  'id',
  'product_slug',
  'quantity',
  'merge_id',
  'user_id',
  'idempotency_key',
  'source',
  'address_id',
  'payment',
  'expected_total',
  'name',
  'mobile',
  'pincode',
  'state',
  'addressType',
  '__proto__',
  'constructor',
  'prototype',
];

/** Bodies: nothing, raw text, malformed and well-formed JSON, prototype keys, multipart junk. */
const body: fc.Arbitrary<{ contentType?: string; data?: string | FormData }> = fc.oneof(
  fc.constant({}),
  text.map((data) => ({ contentType: 'application/json', data })),
  fc
    .constantFrom('{', '{"email":', '[1,2', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}')
    .map((data) => ({ contentType: 'application/json', data })),
  fc
    .dictionary(fc.constantFrom(...FIELDS), junkValue, { maxKeys: 8 })
    .map((object) => ({ contentType: 'application/json', data: JSON.stringify(object) })),
  fc
    .record({ merge_id: fc.oneof(text, junkValue), items: fc.oneof(mergeItems, junkValue) })
    .map((object) => ({ contentType: 'application/json', data: JSON.stringify(object) })),
  fc
    .tuple(fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 6 }), fc.boolean(), text)
    .map(([fields, withFile, fileText]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (withFile) form.append('image', new File([fileText], 'x.jpg', { type: 'image/jpeg' }));
      return { data: form };
    }),
  text.map((data) => ({ contentType: 'text/plain', data })),
  fc.constant({ contentType: 'application/json', data: `"${'a'.repeat(200_000)}"` }),
);

const QUERY_NAMES = [
  'keyword',
  'priceFrom',
  'priceTo',
  'offer',
  'brand',
  'color',
  'size',
  'rating',
  'category_slug',
  'brand_slug',
  'status',
  'q',
  '__proto__',
  'constructor',
];

const anyRequest = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
  path: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...DOCUMENTED_PATHS) },
    { weight: 1, arbitrary: fc.webSegment().map((segment) => `/api/${segment}`) },
    { weight: 1, arbitrary: text.map((segment) => `/api/product/${encodeURIComponent(segment)}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            '/api/cart/items/',
            '/api/wishlist/items/',
            '/api/addresses/',
            '/api/orders/',
            '/api/delivery/',
          ),
          text,
        )
        .map(([path, id]) => `${path}${encodeURIComponent(id)}/`),
    },
    { weight: 1, arbitrary: fc.webPath() },
  ),
  query: fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), text), { maxLength: 5 }),
  authorization: fc.option(
    fc.oneof(
      fc.constant('valid'),
      fc.constant('refresh'),
      text.map((token) => `Bearer ${token}`),
      text,
      fc.constant(`Bearer ${'t'.repeat(10_000)}`),
    ),
  ),
  body,
});

type FuzzRequest = typeof anyRequest extends fc.Arbitrary<infer T> ? T : never;

const SHOP_CALLS = [
  { method: 'GET', path: '/api/cart/' },
  { method: 'PUT', path: '/api/cart/items/' },
  { method: 'PATCH', path: '/api/cart/items/{line}/' },
  { method: 'DELETE', path: '/api/cart/items/{line}/' },
  { method: 'POST', path: '/api/cart/merge/' },
  { method: 'GET', path: '/api/wishlist/' },
  { method: 'PUT', path: '/api/wishlist/items/' },
  { method: 'DELETE', path: '/api/wishlist/items/{item}/' },
] as const;

/**
 * A cart, wishlist or merge body: each field well-formed or junk, any of them left out; merge
 * ids mostly fresh, sometimes repeated (a resend).
 */
const itemFields = {
  product_slug: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...SLUGS) },
    { weight: 1, arbitrary: junkValue },
  ),
  quantity: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 11 }) },
    { weight: 1, arbitrary: junkValue },
  ),
};
const shopBody = fc
  .oneof(
    { weight: 3, arbitrary: fc.record(itemFields) },
    { weight: 1, arbitrary: fc.record(itemFields, { requiredKeys: [] }) },
    {
      weight: 2,
      arbitrary: fc.record({
        merge_id: fc.oneof(
          { weight: 3, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constant('resent-merge') },
          { weight: 1, arbitrary: junkValue },
        ),
        items: mergeItems,
      }),
    },
  )
  .map((object) => ({ contentType: 'application/json', data: JSON.stringify(object) }));

/**
 * The cart and wishlist calls with their own methods and, mostly, a valid token, so that the
 * requests get past 401 and 405 to the rules of bodies, quantities, stock and ids.
 */
const shopRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    call: fc.constantFrom(...SHOP_CALLS),
    authorization: fc.constantFrom<string | null>('valid', 'valid', 'valid', 'refresh', null),
    body: fc.oneof({ weight: 3, arbitrary: shopBody }, { weight: 1, arbitrary: body }),
  })
  .map(({ call, authorization, body: sent }) => ({
    ...call,
    query: [] as [string, string][],
    authorization,
    body: sent,
  }));

const CHECKOUT_CALLS = [
  { method: 'GET', path: '/api/addresses/' },
  { method: 'POST', path: '/api/addresses/' },
  { method: 'PUT', path: '/api/addresses/{address}/' },
  { method: 'POST', path: '/api/checkout/quote/' },
  { method: 'POST', path: '/api/orders/' },
  { method: 'POST', path: '/api/orders/' },
  { method: 'GET', path: '/api/orders/' },
  { method: 'GET', path: '/api/orders/OD4312785520/' },
  { method: 'POST', path: '/api/orders/OD4312785520/cancel/' },
  // Rarer: once the address is gone, orders wait for the next one saved.
  { method: 'DELETE', path: '/api/addresses/{address}/' },
] as const;

/** Mostly the well-formed value, sometimes anything. */
const mostly = <T>(value: fc.Arbitrary<T>, junk: fc.Arbitrary<unknown> = junkValue) =>
  fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: junk });

/** An address: each field mostly the form's kind of value, any left out. */
const addressFields = {
  name: mostly(fc.constant('Aarav Sharma'), text),
  mobile: mostly(fc.constant('9876543210'), text),
  pincode: mostly(
    fc.constantFrom('400001', '400001', '744101', '190001'),
    fc.constantFrom('040001', 4e5),
  ),
  locality: mostly(fc.constant('Fort')),
  address: mostly(fc.constant('21, Dr D N Road')),
  city: mostly(fc.constant('Mumbai'), text),
  state: mostly(fc.constantFrom('Maharashtra', 'Ladakh'), fc.constantFrom('Atlantis', null)),
  landmark: mostly(fc.constant('')),
  alternatePhone: mostly(fc.constant(''), text),
  addressType: mostly(fc.constantFrom('Home', 'Work'), fc.constantFrom('Office', 7)),
};

/**
 * A quote or order body: the cart or a product (in stock, sold out, unknown), the demo's address
 * or another, each payment method, and the Buy Now headset's true total or another; keys mostly
 * fresh, sometimes repeated (a resend).
 */
const checkoutFields = {
  idempotency_key: fc.oneof(
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constant('resent-order') },
    { weight: 1, arbitrary: junkValue },
  ),
  source: fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'product', product_slug: SLUGS[0] }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...SLUGS).map((slug) => ({ kind: 'product', product_slug: slug })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'cart' }) },
    { weight: 1, arbitrary: junkValue },
  ),
  address_id: fc.oneof(
    { weight: 3, arbitrary: fc.constant('{address}') },
    { weight: 1, arbitrary: junkValue },
  ),
  payment: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        { method: 'upi' },
        { method: 'cod' },
        { method: 'emi', emi_months: 6 },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({ method: junkValue, emi_months: junkValue }, { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: junkValue },
  ),
  expected_total: fc.oneof(
    { weight: 3, arbitrary: fc.constant(6959) },
    { weight: 1, arbitrary: junkValue },
  ),
};

const json = (object: unknown) => ({
  contentType: 'application/json',
  data: JSON.stringify(object),
});
const addressBody = fc
  .oneof(
    { weight: 4, arbitrary: fc.record(addressFields) },
    { weight: 1, arbitrary: fc.record(addressFields, { requiredKeys: [] }) },
  )
  .map(json);
const checkoutBody = fc
  .oneof(
    { weight: 4, arbitrary: fc.record(checkoutFields) },
    { weight: 1, arbitrary: fc.record(checkoutFields, { requiredKeys: [] }) },
  )
  .map(json);

/**
 * The address, checkout and order calls with their own methods and, mostly, a valid token, so
 * that the requests reach the address rules, the pricing, the cash-on-delivery rule, the
 * idempotency keys and the cancelling of a shipped order.
 */
const checkoutRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    call: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...CHECKOUT_CALLS.slice(0, -1)) },
      { weight: 1, arbitrary: fc.constant(CHECKOUT_CALLS[CHECKOUT_CALLS.length - 1]!) },
    ),
    authorization: fc.oneof(
      { weight: 6, arbitrary: fc.constant<string | null>('valid') },
      { weight: 1, arbitrary: fc.constantFrom<string | null>('refresh', null) },
    ),
    ownBody: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    addressBody,
    checkoutBody,
    body,
    query: fc.array(
      fc.tuple(
        fc.constantFrom('status', 'q'),
        fc.oneof(fc.constantFrom('Delivered', 'Shipped', 'watch'), text),
      ),
      { maxLength: 2 },
    ),
  })
  .map(
    ({
      call,
      authorization,
      ownBody,
      addressBody: address,
      checkoutBody: checkout,
      body: junk,
      query,
    }) => ({
      ...call,
      query,
      authorization,
      // Each call mostly gets a body of its own kind, so the requests get past the body rules.
      body: !ownBody ? junk : call.path.startsWith('/api/addresses/') ? address : checkout,
    }),
  );

const request: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { weight: 3, arbitrary: anyRequest },
  { weight: 1, arbitrary: shopRequest },
  { weight: 2, arbitrary: checkoutRequest },
);

function toFetchRequest(input: FuzzRequest): Request {
  // Appended, not resolved: a path starting with // must not name another host.
  const path = input.path
    .replace('{line}', lineId)
    .replace('{item}', itemId)
    .replace('{address}', addressId);
  const url = new URL(`${base}${path.startsWith('/') ? '' : '/'}${path}`);
  for (const [name, value] of input.query) url.searchParams.append(name, value);
  const headers = new Headers();
  const auth =
    input.authorization === 'valid'
      ? `Bearer ${validToken}`
      : input.authorization === 'refresh'
        ? `Bearer ${refreshToken}`
        : input.authorization;
  // Header values must be ISO-8859-1 without line breaks; others are not sendable at all.
  if (auth !== null && /^[\t\x20-\x7e\x80-\xff]*$/.test(auth)) headers.set('Authorization', auth);
  const hasBody = input.method !== 'GET' && input.body.data !== undefined;
  const data =
    typeof input.body.data === 'string'
      ? input.body.data.replace('{address}', addressId)
      : input.body.data;
  if (hasBody && input.body.contentType) headers.set('Content-Type', input.body.contentType);
  return new Request(url, {
    method: input.method,
    headers,
    body: hasBody ? data : undefined,
    signal: AbortSignal.timeout(DEADLINE_MS),
  });
}

describe(`the HTTP mock API under ${RUNS} random requests (seed ${SEED})`, () => {
  it('answers JSON with a 2xx or 4xx status, in time, and a refused request changes nothing', async () => {
    let refused = 0;
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const before = JSON.stringify(snapshotState());
        const response = await fetch(bypass(toFetchRequest(input)));
        const raw = await response.text();
        reached.add(`${input.method} ${input.path} ${response.status}`);
        // The orders go to the demo's newest address, whichever one a request saved or removed.
        if (response.ok && input.path.startsWith('/api/addresses/'))
          addressId = await newestAddress();
        expect(response.status, `${input.method} ${input.path}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${input.method} ${input.path}: ${raw.slice(0, 200)}`).toBeLessThan(
          500,
        );
        expect(response.headers.get('content-type') ?? '').toContain('application/json');
        expect(() => JSON.parse(raw) as unknown).not.toThrow();
        if (response.status >= 400) {
          refused += 1;
          expect(JSON.stringify(snapshotState())).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The fuzzer reaches the refusals it is meant to check (most random requests are refused).
    expect(refused).toBeGreaterThan(RUNS / 4);
    // And the checkout's successes and refusals past the body rules, not only malformed bodies.
    for (const answer of [
      'POST /api/addresses/ 201',
      'POST /api/checkout/quote/ 200',
      'POST /api/orders/ 201',
      'POST /api/orders/ 409',
      'POST /api/orders/OD4312785520/cancel/ 409',
    ]) {
      expect(reached, answer).toContain(answer);
    }
  }, 300_000);
});
