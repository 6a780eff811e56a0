// @vitest-environment node
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, CategoryNode, LoginResponse, Profile } from '../../src/api/types';
import { createMockHttpServer } from '../../mocks/http-server';
import { DEMO_USER } from '../../mocks/seed/users';
import { expectDocumentedAnswer } from './openapi-document';
import { expectConsole } from '../utils/console';

/**
 * Over real HTTP. The test process also runs the msw node server, which would answer these
 * fetches itself; bypass() sends them to the network, i.e. to the server under test.
 */
const server = createMockHttpServer();
let base = '';

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(bypass(new Request(`${base}${path}`, init)));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

describe('createMockHttpServer', () => {
  it('answers API calls with the mock handlers, with and without the trailing slash', async () => {
    for (const path of ['/api/categories/', '/api/categories']) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as CategoryNode[]).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('answers a CORS preflight from a localhost dev server of any port with 204', async () => {
    const response = await call('/api/user/profile/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:1234',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:1234');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });

  it('allows the cart calls PATCH and DELETE from a localhost dev server', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const response = await call('/api/cart/items/some-line/', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:1234',
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-methods')?.split(', ')).toContain(method);
    }
  });

  it('grants CORS to 127.0.0.1 origins but not to other sites', async () => {
    const local = await call('/api/brands/', { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const foreign = await call('/api/brands/', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs in and updates the profile with a multipart PUT carrying an image', async () => {
    const login = await call('/api/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:1234' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe('http://localhost:1234');
    const { access_token } = (await login.json()) as LoginResponse;

    const form = new FormData();
    form.set('first_name', 'Kabir');
    form.set('last_name', 'Khan');
    form.set('gender', 'male');
    const png = new Uint8Array(300_000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.set('image', new File([png], 'me.png', { type: 'image/png' }));
    const put = await call('/api/user/profile/', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(put.status).toBe(200);
    const profile = (await put.json()) as Profile;
    expect(profile).toMatchObject({
      first_name: 'Kabir',
      last_name: 'Khan',
      email: DEMO_USER.email,
    });
    expect(profile.image_url?.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('answers 413 JSON, as the document says, to a body over 5 MB, and reads no further', async () => {
    const response = await call('/api/register/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    const body: unknown = await response.json();
    expect(body).toEqual({ error: 'Request body too large.' });
    expectDocumentedAnswer('POST', '/api/register/', 413, body, response.headers);
  });

  it('answers 404 JSON when no handler matches', async () => {
    const response = await call('/not-an-api-path');
    expect(response.status).toBe(404);
    expect((await response.json()) as ApiErrorBody).toEqual({ error: 'Not found' });
  });

  it('answers JSON 500 when a handler throws outside the error boundary', async () => {
    const logged = expectConsole('error', '[mock api] request failed:');
    const faulty = createMockHttpServer({
      handlers: [
        http.get('*/boom', () => {
          throw new Error('kaboom');
        }),
        http.get('*/ok', () => HttpResponse.json({ ok: true })),
      ],
    });
    await new Promise<void>((resolve) => faulty.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;
    try {
      const response = await fetch(bypass(`${url}/boom`));
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: 'Internal server error' });
      expect(logged).toHaveBeenCalledOnce();
      expect((await fetch(bypass(`${url}/ok`))).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => faulty.close(() => resolve()));
    }
  });

  it('keeps a target starting with // on this server: 404 JSON, not a crash (found by the fuzzer)', async () => {
    const response = await call('//?__proto__=');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers 400 JSON to a Host header no URL can be made of', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${base}/api/categories/`,
          { headers: { Host: 'not a host' } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ error: 'Bad request target.' });
  });

  it('serves its OpenAPI document at /api/openapi.json', async () => {
    const response = await call('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/login/');
  });
});
