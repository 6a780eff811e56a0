import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  getAds,
  getBanners,
  getBottomSections,
  getBrands,
  getCategories,
  getFeaturedBrands,
  getProduct,
  getProducts,
  getProfile,
  getTopSections,
  isAbortError,
  login,
  register,
  REQUEST_TIMEOUT_MS,
  updateProfile,
  validateToken,
  type ApiErrorKind,
  type RequestOptions,
} from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import {
  failOnUnhandledRejections,
  FAULTS,
  hang,
  injectFault,
  installRequestClock,
  type Fault,
  type Method,
} from './support';
import { settleQueuedWork } from '../utils/gate';

interface Call {
  name: string;
  method: Method;
  path: string;
  invoke: (options: RequestOptions) => Promise<unknown>;
}

/** The 14 calls of spec §7, each with an msw pattern for its path. */
const CALLS: readonly Call[] = [
  { name: 'validateToken', method: 'get', path: '*/api/validate-token/', invoke: validateToken },
  { name: 'getTopSections', method: 'get', path: '*/api/section/top', invoke: getTopSections },
  {
    name: 'getBottomSections',
    method: 'get',
    path: '*/api/section/bottom',
    invoke: getBottomSections,
  },
  {
    name: 'getFeaturedBrands',
    method: 'get',
    path: '*/api/featured_brands/',
    invoke: getFeaturedBrands,
  },
  { name: 'getBanners', method: 'get', path: '*/api/banners/', invoke: getBanners },
  { name: 'getCategories', method: 'get', path: '*/api/categories/', invoke: getCategories },
  { name: 'getBrands', method: 'get', path: '*/api/brands/', invoke: getBrands },
  { name: 'getAds', method: 'get', path: '*/api/ads/', invoke: getAds },
  {
    name: 'register',
    method: 'post',
    path: '*/api/register/',
    invoke: (options) =>
      register(
        {
          first_name: 'Priya',
          last_name: 'Nair',
          email: 'priya@example.in',
          phone: '9812345678',
          password: 'Sunrise@2024',
          con_password: 'Sunrise@2024',
        },
        options,
      ),
  },
  {
    name: 'login',
    method: 'post',
    path: '*/api/login/',
    invoke: (options) => login(DEMO_LOGIN, options),
  },
  {
    name: 'getProducts',
    method: 'get',
    path: '*/api/products/',
    invoke: (options) => getProducts({ keyword: 'shoes' }, options),
  },
  {
    name: 'getProduct',
    method: 'get',
    path: '*/api/product/:slug',
    invoke: (options) => getProduct('bata-canvas-sneaker', options),
  },
  { name: 'getProfile', method: 'get', path: '*/api/user/profile/', invoke: getProfile },
  {
    name: 'updateProfile',
    method: 'put',
    path: '*/api/user/profile/',
    invoke: (options) =>
      updateProfile(
        { first_name: demoUser.first_name, last_name: demoUser.last_name, gender: demoUser.gender },
        options,
      ),
  },
];

/** What the caller gets for each fault: always an ApiError, never data or a raw TypeError. */
const EXPECTED: Record<Fault, { kind: ApiErrorKind; status: number | null }> = {
  '500': { kind: 'http', status: 500 },
  '401': { kind: 'http', status: 401 },
  '404': { kind: 'http', status: 404 },
  network: { kind: 'network', status: null },
  timeout: { kind: 'timeout', status: null },
  malformed: { kind: 'malformed', status: 200 },
  empty: { kind: 'malformed', status: 200 },
};

const MATRIX = CALLS.flatMap((call) => FAULTS.map((fault) => [call.name, fault, call] as const));

async function settle(promise: Promise<unknown>): Promise<{ settled: boolean; error: unknown }> {
  const outcome = { settled: false, error: undefined as unknown };
  promise.then(
    () => {
      outcome.settled = true;
    },
    (error: unknown) => {
      outcome.settled = true;
      outcome.error = error;
    },
  );
  await settleQueuedWork();
  return outcome;
}

failOnUnhandledRejections();

describe('every call under every fault', () => {
  it('covers the 14 documented calls', () => {
    expect(CALLS).toHaveLength(14);
    expect(new Set(CALLS.map((call) => call.name)).size).toBe(14);
  });

  it.each(MATRIX)(
    '%s, %s: rejects with an ApiError the screens can word',
    async (_name, fault, call) => {
      storeSession({ token: 'tok-123', refreshToken: 'ref-456', user: demoUser });
      const clock = installRequestClock();
      const injected = injectFault(call.method, call.path, fault);
      const result = call.invoke({});
      if (fault === 'timeout') {
        await waitFor(() => expect(injected.hits()).toBe(1));
        clock.advance(REQUEST_TIMEOUT_MS);
      }
      const error = await result.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect({ kind: apiError.kind, status: apiError.status }).toEqual(EXPECTED[fault]);
      expect(apiError.hasResponse).toBe(EXPECTED[fault].status !== null);
      expect(injected.hits()).toBe(1);
    },
  );
});

describe('the request timeout', () => {
  it(`is ${REQUEST_TIMEOUT_MS} ms: a call still unanswered then fails as a timeout, not before`, async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    const clock = installRequestClock();
    const hung = hang('get', '*/api/banners/');
    const pending = getBanners();
    await waitFor(() => expect(hung.hits()).toBe(1));
    expect(clock.requested).toEqual([REQUEST_TIMEOUT_MS]);

    clock.advance(REQUEST_TIMEOUT_MS - 1);
    expect((await settle(pending)).settled).toBe(false);
    expect(hung.signals[0]!.aborted).toBe(false);

    clock.advance(1);
    const { settled, error } = await settle(pending);
    expect(settled).toBe(true);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'timeout', status: null });
    // The request itself is cancelled, not just abandoned.
    expect(hung.signals[0]!.aborted).toBe(true);
  });

  it('can be set per call', async () => {
    const clock = installRequestClock();
    hang('get', '*/api/ads/');
    const pending = getAds({ timeoutMs: 2_000 });
    await waitFor(() => expect(clock.requested).toEqual([2_000]));
    clock.advance(2_000);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('cancelling', () => {
  it.each(CALLS.map((call) => [call.name, call] as const))(
    '%s: a caller abort cancels the request in flight and rejects as AbortError',
    async (_name, call) => {
      storeSession({ token: 'tok-123', refreshToken: 'ref-456', user: demoUser });
      const hung = hang(call.method, call.path);
      const controller = new AbortController();
      const pending = call.invoke({ signal: controller.signal });
      await waitFor(() => expect(hung.hits()).toBe(1));
      controller.abort();
      const error = await pending.catch((reason: unknown) => reason);
      expect(isAbortError(error)).toBe(true);
      expect(error).not.toBeInstanceOf(ApiError);
      await waitFor(() => expect(hung.signals[0]!.aborted).toBe(true));
    },
  );

  it('a call aborted before it starts sends nothing', async () => {
    const hung = hang('get', '*/api/banners/');
    const controller = new AbortController();
    controller.abort();
    const error = await getBanners({ signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
    await settleQueuedWork();
    expect(hung.hits()).toBe(0);
  });
});
