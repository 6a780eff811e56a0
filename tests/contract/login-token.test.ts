// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, LoginResponse, ValidateTokenResponse } from '../../src/api/types';
import { setMockConfig } from '../../mocks/config';
import { DEMO_USER } from '../../mocks/seed/users';
import { demoUser } from '../fixtures/users';
import { AGAINST_ANOTHER_SERVER, api, bearer, bothSlashes, loginDemo, postJson } from './helpers';

describe('POST /api/login/', () => {
  it.each(bothSlashes('/api/login/'))('logs the demo shopper in at %s', async (path) => {
    const { status, body } = await postJson<LoginResponse>(path, {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    expect(status).toBe(200);
    expect(body.user).toEqual(demoUser);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('issues fresh tokens on every login', async () => {
    const first = await loginDemo();
    const second = await loginDemo();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const { status } = await postJson('/api/login/', {
      email: ' Demo@Bazaar.IN ',
      password: DEMO_USER.password,
    });
    expect(status).toBe(200);
  });

  it('answers 401 with the same message for an unknown email and a wrong password', async () => {
    const unknown = await postJson<ApiErrorBody>('/api/login/', {
      email: 'nobody@bazaar.in',
      password: DEMO_USER.password,
    });
    const wrong = await postJson<ApiErrorBody>('/api/login/', {
      email: DEMO_USER.email,
      password: 'Demo@12345',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'Invalid email or password' });
    expect(wrong.body).toEqual(unknown.body);
  });

  it.each([
    ['no email', { password: 'x' }],
    ['no password', { email: DEMO_USER.email }],
    ['a blank email', { email: '  ', password: 'x' }],
    ['an empty password', { email: DEMO_USER.email, password: '' }],
    ['a numeric password', { email: DEMO_USER.email, password: 12345678 }],
  ])('answers 400 {error} for %s', async (_label, body) => {
    const { status, body: answer } = await postJson<ApiErrorBody>('/api/login/', body);
    expect(status).toBe(400);
    expect(answer).toEqual({ error: 'Email and password are required.' });
  });

  it('answers 400 {error} for a body that is not JSON', async () => {
    const { status, body } = await api<ApiErrorBody>('/api/login/', {
      method: 'POST',
      body: `email=${DEMO_USER.email}`,
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/JSON/);
  });
});

describe('GET /api/validate-token/', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(bothSlashes('/api/validate-token/'))(
    'answers 200 {status, user} for a live token at %s',
    async (path) => {
      const { access_token, user } = await loginDemo();
      const { status, body } = await api<ValidateTokenResponse>(path, {
        headers: bearer(access_token),
      });
      expect(status).toBe(200);
      expect(body).toEqual({ status: 200, user });
    },
  );

  it('accepts the scheme in any case', async () => {
    const { access_token } = await loginDemo();
    const { status } = await api('/api/validate-token/', {
      headers: { Authorization: `bearer ${access_token}` },
    });
    expect(status).toBe(200);
  });

  it('answers 401 {status, error} without an Authorization header', async () => {
    const { status, body } = await api<ApiErrorBody>('/api/validate-token/');
    expect(status).toBe(401);
    expect(body.status).toBe(401);
    expect(body.error).toMatch(/not provided/);
  });

  it.each([
    'Token abc',
    'Bearer',
    'Bearer ',
    'Basic ZGVtbzpwYXNz',
    'Bearer a b',
    'Bearer <script>',
  ])('answers 401 for the malformed header %j', async (header) => {
    const { status, body } = await api<ApiErrorBody>('/api/validate-token/', {
      headers: { Authorization: header },
    });
    expect(status).toBe(401);
    expect(body).toEqual({
      status: 401,
      error: 'Malformed Authorization header: expected "Bearer <token>".',
    });
  });

  it('answers 401 for an unknown token', async () => {
    const { status, body } = await api<ApiErrorBody>('/api/validate-token/', {
      headers: bearer('bm90LWEtcmVhbC10b2tlbg'),
    });
    expect(status).toBe(401);
    expect(body).toEqual({ status: 401, error: 'Token is invalid or expired.' });
  });

  it('answers 401 for a refresh token', async () => {
    const { refresh_token } = await loginDemo();
    const { status, body } = await api<ApiErrorBody>('/api/validate-token/', {
      headers: bearer(refresh_token),
    });
    expect(status).toBe(401);
    expect(body.error).toMatch(/refresh token/);
  });

  // The lifetime is this mock's setting (MOCK_TOKEN_TTL_MINUTES), not a promise of the document.
  it.skipIf(AGAINST_ANOTHER_SERVER)(
    'answers 401 once the token lifetime is over (ttl 0)',
    async () => {
      setMockConfig({ tokenTtlMs: 0 });
      const { access_token } = await loginDemo();
      const { status, body } = await api<ApiErrorBody>('/api/validate-token/', {
        headers: bearer(access_token),
      });
      expect(status).toBe(401);
      expect(body.error).toBe('Token is invalid or expired.');
    },
  );

  it.skipIf(AGAINST_ANOTHER_SERVER)('expires tokens after the default 60 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { access_token } = await loginDemo();
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect((await api('/api/validate-token/', { headers: bearer(access_token) })).status).toBe(200);
    vi.advanceTimersByTime(61 * 1000);
    expect((await api('/api/validate-token/', { headers: bearer(access_token) })).status).toBe(401);
  });

  it.skipIf(AGAINST_ANOTHER_SERVER)(
    'starts every test from the default lifetime (resetMockDb restores the config)',
    async () => {
      const { access_token } = await loginDemo();
      expect((await api('/api/validate-token/', { headers: bearer(access_token) })).status).toBe(
        200,
      );
    },
  );
});
