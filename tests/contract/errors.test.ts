// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../src/api/types';
import { route, withErrorBoundary } from '../../mocks/handlers/route';
import { server } from '../../mocks/node';
import { http } from 'msw';
import { api } from './helpers';

describe('error answers', () => {
  it('turns a throwing handler into a JSON 500, not HTML or a hang', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        '*/api/test-only/boom',
        withErrorBoundary(() => {
          throw new Error('kaboom');
        }),
      ),
    );
    const { status, body } = await api<ApiErrorBody>('/api/test-only/boom');
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'Internal server error' });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('does the same for an async fault in a route() handler, with or without the trailing slash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route.post('/api/test-only/async-boom/', async () => {
        await Promise.resolve();
        throw new TypeError('cannot read properties of undefined');
      }),
    );
    for (const path of ['/api/test-only/async-boom', '/api/test-only/async-boom/']) {
      const { status, body } = await api<ApiErrorBody>(path, { method: 'POST' });
      expect(status).toBe(500);
      expect(body.error).toBe('Internal server error');
    }
  });

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
});
