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
 * never a hang), and a refused request changes no user, session or profile. A fixed seed makes a
 * failure reproducible; FUZZ_RUNS raises the count (FUZZ_SEED picks another sequence).
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
];

const server = createMockHttpServer();
let base = '';
let validToken = '';
let refreshToken = '';

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
});

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
  '__proto__',
  'constructor',
];

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
  path: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...DOCUMENTED_PATHS) },
    { weight: 1, arbitrary: fc.webSegment().map((segment) => `/api/${segment}`) },
    { weight: 1, arbitrary: text.map((segment) => `/api/product/${encodeURIComponent(segment)}`) },
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

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

function toFetchRequest(input: FuzzRequest): Request {
  // Appended, not resolved: a path starting with // must not name another host.
  const url = new URL(`${base}${input.path.startsWith('/') ? '' : '/'}${input.path}`);
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
  if (hasBody && input.body.contentType) headers.set('Content-Type', input.body.contentType);
  return new Request(url, {
    method: input.method,
    headers,
    body: hasBody ? input.body.data : undefined,
    signal: AbortSignal.timeout(DEADLINE_MS),
  });
}

describe(`the HTTP mock API under ${RUNS} random requests (seed ${SEED})`, () => {
  it('answers JSON with a 2xx or 4xx status, in time, and a refused request changes nothing', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const before = JSON.stringify(snapshotState());
        const response = await fetch(bypass(toFetchRequest(input)));
        const raw = await response.text();
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
  }, 300_000);
});
