import { expect } from 'vitest';
import type { LoginResponse } from '../../src/api/types';
import { DEMO_USER } from '../../mocks/seed/users';
import { expectDocumentedAnswer } from './openapi-document';

/** Contract tests call absolute URLs; the handlers answer any origin. */
export const BASE = 'http://localhost';

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the mock API and parses the body as JSON (every answer must be JSON). */
export async function api<T = unknown>(
  path: string,
  init: RequestInit = {},
): Promise<ApiResult<T>> {
  const url = path.startsWith('http') ? path : `${BASE}${path}`;
  const response = await fetch(url, init);
  const text = await response.text();
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
  const body = JSON.parse(text) as T;
  expectDocumentedAnswer(init.method ?? 'GET', url, response.status, body);
  return { status: response.status, headers: response.headers, body };
}

export function postJson<T = unknown>(path: string, body: unknown): Promise<ApiResult<T>> {
  return api<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export async function loginAs(email: string, password: string): Promise<LoginResponse> {
  const { status, body } = await postJson<LoginResponse>('/api/login/', { email, password });
  expect(status).toBe(200);
  return body;
}

export function loginDemo(): Promise<LoginResponse> {
  return loginAs(DEMO_USER.email, DEMO_USER.password);
}

/** Both spellings of a path: the server must answer with and without the trailing slash. */
export function bothSlashes(path: string): [string, string] {
  const bare = path.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}
