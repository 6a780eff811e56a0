import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  getBanners,
  getCategories,
  getProduct,
  getProducts,
  getProfile,
  isAbortError,
  login,
  register,
  updateProfile,
  validateToken,
} from '../../src/api';
import { productQueryParams } from '../../src/api/client';
import { storeSession } from '../../src/lib/session-store';
import { server } from '../../mocks/node';
import { hang, installRequestClock } from '../faults/support';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client against the mock backend', () => {
  it('logs in and sends the stored token as a bearer credential on the token call', async () => {
    const session = await login(DEMO_LOGIN);
    expect(session.user.first_name).toBe(demoUser.first_name);
    expect(session.access_token).not.toBe(session.refresh_token);
    storeSession({
      token: session.access_token,
      refreshToken: session.refresh_token,
      user: session.user,
    });
    const validated = await validateToken();
    expect(validated).toEqual({ status: 200, user: session.user });
    const profile = await getProfile();
    expect(profile.email).toBe(DEMO_LOGIN.email);
  });

  it('sends no Authorization header without a stored token, and the server answers 401', async () => {
    const error = await failure(validateToken());
    expect(error.status).toBe(401);
    expect(error.hasResponse).toBe(true);
    expect(error.isNetworkError).toBe(false);
  });

  it('carries the response error field of a failed login', async () => {
    const error = await failure(login({ email: DEMO_LOGIN.email, password: 'wrong-password' }));
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid email or password');
  });

  it('carries per-field errors of a failed registration', async () => {
    const error = await failure(
      register({
        first_name: '',
        last_name: 'Verma',
        email: 'not-an-email',
        phone: '12345',
        password: 'short',
        con_password: 'short',
      }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['first_name', 'email', 'phone', 'password']),
    );
  });

  it('sends only the non-empty product filters under their wire names', async () => {
    let seen: URLSearchParams | null = null;
    server.use(
      http.get('*/api/products/', ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    await getProducts({
      keyword: ' shoes ',
      priceFrom: 500,
      brand: '',
      category_slug: 'mens-footwear',
    });
    expect(Object.fromEntries(seen!)).toEqual({
      keyword: 'shoes',
      priceFrom: '500',
      category_slug: 'mens-footwear',
    });
    expect(productQueryParams({ color: '  ', size: undefined }).toString()).toBe('');
  });

  it('decodes the category tree and a product detail', async () => {
    const categories = await getCategories();
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const [first] = await getProducts();
    const detail = await getProduct(first!.slug);
    expect(detail.name).toBe(first!.name);
  });

  it('turns an HTTP 500 into an ApiError with the status and body', async () => {
    server.use(
      http.get('*/api/banners/', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );
    const error = await failure(getBanners());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ error: 'Boom' });
    expect(error.serverMessage).toBe('Boom');
  });

  it('turns a network failure into an ApiError without a response', async () => {
    server.use(http.post('*/api/login/', () => HttpResponse.error()));
    const error = await failure(login(DEMO_LOGIN));
    expect(error.kind).toBe('network');
    expect(error.hasResponse).toBe(false);
    expect(error.isNetworkError).toBe(true);
  });

  it('rejects a malformed body at the boundary instead of passing it on', async () => {
    server.use(http.get('*/api/banners/', () => HttpResponse.json([{ id: 'one', link: 3 }])));
    const error = await failure(getBanners());
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
  });

  it('rejects an empty or non-JSON body as malformed', async () => {
    server.use(http.get('*/api/banners/', () => new HttpResponse(null, { status: 200 })));
    expect((await failure(getBanners())).kind).toBe('malformed');
    server.use(http.get('*/api/banners/', () => HttpResponse.text('<html>oops</html>')));
    expect((await failure(getBanners())).kind).toBe('malformed');
  });

  it('fails a request that outlives its timeout as a network error of kind timeout', async () => {
    // The timeout runs on a virtual clock the test moves, not on the real one.
    const clock = installRequestClock();
    const hung = hang('get', '*/api/banners/');
    const pending = failure(getBanners({ timeoutMs: 50 }));
    await vi.waitFor(() => expect(hung.hits()).toBe(1));
    expect(clock.requested).toEqual([50]);
    clock.advance(50);
    const error = await pending;
    expect(hung.signals[0]!.aborted).toBe(true);
    expect(error.kind).toBe('timeout');
    expect(error.isNetworkError).toBe(true);
  });

  it('re-throws a caller abort as an AbortError, not as a failure', async () => {
    server.use(
      http.get('*/api/banners/', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = getBanners({ signal: controller.signal });
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });

  it('sends the profile update as multipart with the bearer token', async () => {
    let contentType = '';
    let auth = '';
    server.use(
      http.put('*/api/user/profile/', ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        auth = request.headers.get('authorization') ?? '';
        return HttpResponse.json({
          first_name: 'Riya',
          last_name: 'Sen',
          gender: 'female',
          email: 'r@example.in',
          phone: '9876543210',
          username: 'riya',
          image_url: null,
        });
      }),
    );
    storeSession({
      token: 'tok-123',
      refreshToken: 'ref-456',
      user: {
        id: 1,
        first_name: 'R',
        last_name: '',
        email: '',
        phone: '',
        username: '',
        gender: null,
        image_url: null,
      },
    });
    const profile = await updateProfile({ first_name: 'Riya', last_name: 'Sen', gender: 'female' });
    expect(profile.first_name).toBe('Riya');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(auth).toBe('Bearer tok-123');
  });
});
