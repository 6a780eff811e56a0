// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/api/types';
import { route, withErrorBoundary } from '../../mocks/handlers/route';
import { server } from '../../mocks/node';
import { http } from 'msw';
import { AGAINST_ANOTHER_SERVER, api, postJson } from './helpers';
import { expectConsole } from '../utils/console';

/** Over the 5 MB the document allows a body (its 413 answers). */
const OVERSIZED = 5 * 1024 * 1024 + 1;

describe('error answers', () => {
  // These two swap a handler of the mock running in this process, so only that mock is tested.
  it.skipIf(AGAINST_ANOTHER_SERVER)(
    'turns a throwing handler into a JSON 500, not HTML or a hang',
    async () => {
      const logged = expectConsole('error', /^\[mock api\] GET .*\/api\/banners\/ failed:$/);
      server.use(
        http.get(
          '*/api/banners/',
          withErrorBoundary(() => {
            throw new Error('kaboom');
          }),
        ),
      );
      // A documented call whose handler throws: its answer is the document's 500.
      const { status, body } = await api<ApiErrorBody>('/api/banners/');
      expect(status).toBe(500);
      expect(body).toEqual({ error: 'Internal server error' });
      expect(logged).toHaveBeenCalledOnce();
    },
  );

  it.skipIf(AGAINST_ANOTHER_SERVER)(
    'does the same for an async fault in a route() handler, with or without the trailing slash',
    async () => {
      const logged = expectConsole('error', /^\[mock api\] POST .*\/api\/register\/? failed:$/);
      server.use(
        route.post('/api/register/', async () => {
          await Promise.resolve();
          throw new TypeError('cannot read properties of undefined');
        }),
      );
      for (const path of ['/api/register', '/api/register/']) {
        const { status, body } = await api<ApiErrorBody>(path, { method: 'POST' });
        expect(status).toBe(500);
        expect(body.error).toBe('Internal server error');
      }
      expect(logged).toHaveBeenCalledTimes(2);
    },
  );

  it('answers 404 JSON for an unknown API path', async () => {
    for (const path of ['/api/nothing-here/', '/api/product/', '/api/section/middle']) {
      const { status, body } = await api<ApiErrorBody>(path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Not found' });
    }
  });

  it('answers 405 JSON with an Allow header for a known path called with another method', async () => {
    const { status, body, headers } = await api<ApiErrorBody>('/api/products/', {
      method: 'DELETE',
    });
    expect(status).toBe(405);
    expect(body.error).toMatch(/not allowed/);
    expect(headers.get('Allow')).toBe('GET');
    const profile = await api('/api/user/profile/', { method: 'POST', body: '{}' });
    expect(profile.status).toBe(405);
    expect(profile.headers.get('Allow')).toBe('GET, PUT');
    const login = await api('/api/login/');
    expect(login.status).toBe(405);
  });

  // The in-process mock has no body limit: that is the HTTP server's (npm run mock-api), and a
  // real backend's; tests/contract/http-server.test.ts checks the mock's in npm test.
  it.runIf(AGAINST_ANOTHER_SERVER)('answers 413 JSON to a body over 5 MB', async () => {
    for (const path of ['/api/register/', '/api/login/']) {
      const { status, body } = await postJson<ApiErrorBody>(path, { email: 'x'.repeat(OVERSIZED) });
      expect(status).toBe(413);
      expect(body).toEqual({ error: 'Request body too large.' });
    }
    for (const [method, path] of [
      ['PUT', '/api/cart/items/'],
      ['PATCH', '/api/cart/items/some-line/'],
      ['DELETE', '/api/wishlist/items/some-item/'],
    ] as const) {
      const { status, body } = await api<ApiErrorBody>(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ product_slug: 'x'.repeat(OVERSIZED) }),
      });
      expect(status, `${method} ${path}`).toBe(413);
      expect(body).toEqual({ error: 'Request body too large.' });
    }
  });
});
