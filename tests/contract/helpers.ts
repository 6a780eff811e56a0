import { randomUUID } from 'node:crypto';
import { bypass } from 'msw';
import { expect } from 'vitest';
import type { LoginResponse, Profile } from '../../src/api/types';
import { DEMO_USER } from '../../mocks/seed/users';
import { expectDocumentedAnswer } from './openapi-document';

/**
 * Contract tests call absolute URLs. By default the mock handlers answer them in this process
 * (any origin); with API_CONTRACT_BASE set (`API_CONTRACT_BASE=http://127.0.0.1:8000 npm run
 * test:contract`) the same tests run against that server instead: a real backend, or
 * `npm run mock-api`.
 */
const EXTERNAL = process.env.API_CONTRACT_BASE?.replace(/\/+$/, '') || null;
export const BASE = EXTERNAL ?? 'http://localhost';

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
  // bypass(): past the msw node server this process runs, to the server under test.
  const response = await (EXTERNAL ? fetch(bypass(new Request(url, init))) : fetch(url, init));
  const text = await response.text();
  expect(response.headers.get('content-type') ?? '').toContain('application/json');
  const body = JSON.parse(text) as T;
  expectDocumentedAnswer(init.method ?? 'GET', url, response.status, body, response.headers);
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

/** True when the tests run against another server (API_CONTRACT_BASE), not the in-process mock. */
export const AGAINST_ANOTHER_SERVER = EXTERNAL !== null;

/**
 * This file's run: random, so test files that start in the same millisecond (a worker each)
 * never share an address on a server that keeps its state (a clock-based run once did, in CI).
 */
const RUN = randomUUID().slice(0, 13);
let emails = 0;

/**
 * An address no earlier test or run has registered: the local part as given (the username
 * derives from it), the domain unique. Tests against a server that keeps its state need it.
 */
export function freshEmail(local = 'meera.iyer'): string {
  emails += 1;
  return `${local}@run-${RUN}-${emails}.example.in`;
}

export interface FreshShopper {
  email: string;
  password: string;
  access_token: string;
  /** The profile as the server answers it right after registration. */
  profile: Profile;
}

/** Registers a new shopper, logs in and reads the profile: a shopper no other test touches. */
export async function freshShopper(): Promise<FreshShopper> {
  const email = freshEmail();
  const password = 'Monsoon@2024';
  const registered = await postJson('/api/register/', {
    first_name: 'Meera',
    last_name: 'Iyer',
    email,
    phone: '9876501234',
    password,
    con_password: password,
  });
  expect(registered.status).toBe(201);
  const { access_token } = await loginAs(email, password);
  const { body: profile } = await api<Profile>('/api/user/profile/', {
    headers: bearer(access_token),
  });
  expect(profile).toMatchObject({ first_name: 'Meera', last_name: 'Iyer', email, gender: null });
  return { email, password, access_token, profile };
}

export function loginDemo(): Promise<LoginResponse> {
  return loginAs(DEMO_USER.email, DEMO_USER.password);
}

/** Both spellings of a path: the server must answer with and without the trailing slash. */
export function bothSlashes(path: string): [string, string] {
  const bare = path.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}
