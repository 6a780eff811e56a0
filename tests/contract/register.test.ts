// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, RegisterRequest, RegisterResponse } from '../../src/api/types';
import { api, bothSlashes, freshEmail, loginAs, postJson } from './helpers';

const VALID: RegisterRequest = {
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya.nair@example.in',
  phone: '9123456780',
  password: 'Secret@123',
  con_password: 'Secret@123',
};

/** Registers VALID with a fresh address unless the test names one (the server may keep state). */
function register(
  overrides: Partial<Record<keyof RegisterRequest, unknown>> = {},
  path: string = '/api/register/',
) {
  return postJson<RegisterResponse & ApiErrorBody>(path, {
    ...VALID,
    email: freshEmail('priya.nair'),
    ...overrides,
  });
}

describe('POST /api/register/', () => {
  it.each(bothSlashes('/api/register/'))(
    'registers at %s: 201 with message and user, never the password',
    async (path) => {
      const email = freshEmail('priya.nair');
      const { status, body } = await register({ email }, path);
      expect(status).toBe(201);
      expect(body.message).toMatch(/registered/i);
      expect(body.user).toMatchObject({
        first_name: 'Priya',
        last_name: 'Nair',
        email,
        phone: '9123456780',
        gender: null,
        image_url: null,
      });
      // From the mailbox name; a number follows when another account has it already.
      expect(body.user.username).toMatch(/^priya\.nair\d*$/);
      expect(typeof body.user.id).toBe('number');
      expect(JSON.stringify(body)).not.toMatch(/Secret@123|password|hash/i);
    },
  );

  it('lets the new user log in, with the password stored hashed', async () => {
    const email = freshEmail();
    await register({ email });
    const session = await loginAs(email, VALID.password);
    expect(session.user.email).toBe(email);
  });

  it('trims names and stores the email lower-case and the phone as 10 digits', async () => {
    const email = freshEmail('priya.nair');
    const { body } = await register({
      first_name: '  Priya ',
      email: email.replace('priya.nair', 'Priya.Nair').toUpperCase(),
      phone: '+91 91234-56780',
    });
    expect(body.user).toMatchObject({ first_name: 'Priya', email, phone: '9123456780' });
  });

  it.each(['first_name', 'last_name', 'email', 'phone', 'password', 'con_password'] as const)(
    'answers 400 with errors.%s when it is missing or blank',
    async (field) => {
      const missing = Object.fromEntries(Object.entries(VALID).filter(([name]) => name !== field));
      for (const body of [missing, { ...VALID, [field]: '   ' }, { ...VALID, [field]: null }]) {
        const { status, body: answer } = await postJson<ApiErrorBody>('/api/register/', body);
        expect(status).toBe(400);
        expect(answer.errors?.[field]).toEqual(['This field is required.']);
      }
    },
  );

  it('reports every invalid field at once', async () => {
    const { status, body } = await register({
      first_name: '',
      email: 'nope',
      phone: '12345',
      password: 'short',
      con_password: 'other',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'con_password',
      'email',
      'first_name',
      'password',
      'phone',
    ]);
  });

  it('refuses a non-string field', async () => {
    const { status, body } = await register({ first_name: 42 });
    expect(status).toBe(400);
    expect(body.errors?.first_name).toEqual(['This field must be text.']);
  });

  it('refuses names over 50 characters', async () => {
    const { status, body } = await register({ last_name: 'x'.repeat(51) });
    expect(status).toBe(400);
    expect(body.errors?.last_name?.[0]).toMatch(/50 characters/);
  });

  it.each(['priya', 'priya@', '@example.in', 'priya@example', 'pri ya@example.in', 'a@b@c.in'])(
    'refuses the email %s',
    async (email) => {
      const { status, body } = await register({ email });
      expect(status).toBe(400);
      expect(body.errors?.email).toEqual(['Enter a valid email address.']);
    },
  );

  it.each([
    '9123456780',
    '+919123456780',
    '+91 91234 56780',
    '09123456780',
    '91-2345-6780',
    '6000000000',
  ])('accepts the Indian mobile number %s', async (phone) => {
    const { status } = await register({ phone });
    expect(status).toBe(201);
  });

  it.each([
    '5123456780',
    '912345678',
    '91234567801',
    '+1 9123456780',
    '+9109123456780',
    '98765abcde',
    '9123.456.780',
  ])('refuses the phone number %s', async (phone) => {
    const { status, body } = await register({ phone });
    expect(status).toBe(400);
    expect(body.errors?.phone).toEqual(['Enter a valid 10-digit Indian mobile number.']);
  });

  it('refuses a password under 8 characters', async () => {
    const { status, body } = await register({ password: 'Abc@123', con_password: 'Abc@123' });
    expect(status).toBe(400);
    expect(body.errors?.password?.[0]).toMatch(/at least 8 characters/);
  });

  it('refuses a con_password that differs', async () => {
    const { status, body } = await register({ con_password: 'Secret@124' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ con_password: ['Passwords do not match.'] });
  });

  it('refuses an email already registered, case-insensitively', async () => {
    const demo = await register({ email: 'DEMO@Bazaar.in' });
    expect(demo.status).toBe(400);
    expect(demo.body.errors?.email).toEqual(['A user with this email already exists.']);
    const email = freshEmail();
    await register({ email });
    const again = await register({ email: email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body.errors?.email).toEqual(['A user with this email already exists.']);
  });

  it('gives a second account on the same mailbox name a distinct username', async () => {
    const first = await register({ email: freshEmail('priya.nair') });
    const second = await register({ email: freshEmail('priya.nair') });
    expect(first.body.user.username).toMatch(/^priya\.nair\d*$/);
    expect(second.body.user.username).toMatch(/^priya\.nair\d+$/);
    expect(second.body.user.username).not.toBe(first.body.user.username);
  });

  it.each([
    ['not JSON', 'first_name=Priya'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('answers 400 {error} for %s', async (_label, raw) => {
    const { status, body } = await api<ApiErrorBody>('/api/register/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: raw,
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/JSON/);
  });
});
