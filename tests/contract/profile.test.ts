// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, Profile, ValidateTokenResponse } from '../../src/api/types';
import { demoProfile } from '../fixtures/users';
import { api, bearer, bothSlashes, freshShopper, loginAs, loginDemo } from './helpers';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50];

function fileOf(head: number[], name: string, type: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function put(
  token: string,
  body: FormData | string,
  headers: Record<string, string> = {},
  path: string = '/api/user/profile/',
) {
  return api<Profile & ApiErrorBody>(path, {
    method: 'PUT',
    headers: { ...bearer(token), ...headers },
    body,
  });
}

describe('GET /api/user/profile/', () => {
  it.each(bothSlashes('/api/user/profile/'))(
    'answers the profile for a valid token at %s',
    async (path) => {
      const { access_token } = await loginDemo();
      const { status, body } = await api<Profile>(path, { headers: bearer(access_token) });
      expect(status).toBe(200);
      expect(body).toEqual(demoProfile);
    },
  );

  it('answers 401 {error} without a token, with a bad token and with a refresh token', async () => {
    const { refresh_token } = await loginDemo();
    for (const [headers, error] of [
      [{}, 'Authentication credentials were not provided.'],
      [bearer('unknown-token'), 'Token is invalid or expired.'],
      [bearer(refresh_token), 'A refresh token cannot be used to authenticate.'],
      [{ Authorization: 'Bearer' }, 'Malformed Authorization header: expected "Bearer <token>".'],
    ] as const) {
      const { status, body } = await api<ApiErrorBody>('/api/user/profile/', { headers });
      expect(status).toBe(401);
      expect(body).toEqual({ error });
    }
  });
});

describe('PUT /api/user/profile/', () => {
  it.each(bothSlashes('/api/user/profile/'))(
    'changes names and gender at %s and answers the profile',
    async (path) => {
      const { access_token, profile: before } = await freshShopper();
      const { status, body } = await put(
        access_token,
        form({ first_name: ' Vihaan ', last_name: 'Mehta', gender: 'female' }),
        {},
        path,
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        ...before,
        first_name: 'Vihaan',
        last_name: 'Mehta',
        gender: 'female',
      });
      const reread = await api<Profile>('/api/user/profile/', { headers: bearer(access_token) });
      expect(reread.body).toEqual(body);
    },
  );

  it('keeps the account in sync: validate-token and a new login show the new names', async () => {
    const shopper = await freshShopper();
    const { access_token } = shopper;
    await put(access_token, form({ first_name: 'Vihaan', last_name: 'Mehta', gender: 'male' }));
    const validated = await api<ValidateTokenResponse>('/api/validate-token/', {
      headers: bearer(access_token),
    });
    expect(validated.body.user).toMatchObject({ first_name: 'Vihaan', last_name: 'Mehta' });
    const again = await loginAs(shopper.email, shopper.password);
    expect(again.user).toMatchObject({ first_name: 'Vihaan', last_name: 'Mehta' });
  });

  it('never changes email, phone or username, whatever is sent', async () => {
    const { access_token, profile: before } = await freshShopper();
    const { status, body } = await put(
      access_token,
      form({
        first_name: before.first_name,
        last_name: before.last_name,
        gender: 'male',
        email: 'x@evil.in',
        phone: '9000000000',
        username: 'root',
      }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ ...before, gender: 'male' });
  });

  it('keeps fields that are left out and treats an empty gender as not chosen', async () => {
    const { access_token, profile: before } = await freshShopper();
    const { body } = await put(access_token, form({ last_name: 'Verma', gender: '' }));
    expect(body).toEqual({ ...before, last_name: 'Verma' });
  });

  it.each([
    ['a blank first name', { first_name: '   ' }, 'first_name'],
    ['a blank last name', { last_name: '' }, 'last_name'],
    ['a first name over 50 characters', { first_name: 'a'.repeat(51) }, 'first_name'],
    ['a last name over 50 characters', { last_name: 'b'.repeat(51) }, 'last_name'],
    ['another gender', { gender: 'other' }, 'gender'],
    ['a capitalised gender', { gender: 'Male' }, 'gender'],
  ])('answers 400 {errors} for %s and changes nothing', async (_label, fields, field) => {
    const { access_token, profile: before } = await freshShopper();
    const { status, body } = await put(
      access_token,
      form({ first_name: 'Vihaan', last_name: 'Mehta', gender: 'male', ...fields }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    const reread = await api<Profile>('/api/user/profile/', { headers: bearer(access_token) });
    expect(reread.body).toEqual(before);
  });

  it('accepts exactly 50 characters', async () => {
    const { access_token } = await freshShopper();
    const { status } = await put(access_token, form({ first_name: 'a'.repeat(50) }));
    expect(status).toBe(200);
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('stores a %s image as a data URL typed by its bytes', async (_label, head, type) => {
    const { access_token, profile: before } = await freshShopper();
    // Misleading name and declared type on purpose: only the content decides.
    const image = fileOf(head, 'picture.gif', 'application/octet-stream');
    const { status, body } = await put(
      access_token,
      form({ first_name: before.first_name, image }),
    );
    expect(status).toBe(200);
    expect(body.image_url?.startsWith(`data:${type};base64,`)).toBe(true);
    const bytes = Uint8Array.from(atob(body.image_url?.split(',')[1] ?? ''), (char) =>
      char.charCodeAt(0),
    );
    expect([...bytes.slice(0, head.length)]).toEqual(head);
    expect(bytes.length).toBe(64);
  });

  it('refuses a text file named .jpg with image/jpeg type', async () => {
    const { access_token } = await freshShopper();
    const fake = new File(['this is not a picture'], 'photo.jpg', { type: 'image/jpeg' });
    const { status, body } = await put(access_token, form({ image: fake }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ image: ['Upload a JPEG, PNG or WebP image.'] });
  });

  it('refuses a GIF (not one of the allowed types)', async () => {
    const { access_token } = await freshShopper();
    const gif = fileOf([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'a.gif', 'image/gif');
    expect((await put(access_token, form({ image: gif }))).status).toBe(400);
  });

  it('refuses an image over 2 MB and accepts one of exactly 2 MB', async () => {
    const { access_token } = await freshShopper();
    const tooBig = await put(
      access_token,
      form({ image: fileOf(PNG, 'big.png', 'image/png', 2 * 1024 * 1024 + 1) }),
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual({ image: ['Image must be 2 MB or smaller.'] });
    const limit = await put(
      access_token,
      form({ image: fileOf(PNG, 'limit.png', 'image/png', 2 * 1024 * 1024) }),
    );
    expect(limit.status).toBe(200);
  });

  it('refuses an empty file and a text value in the image field', async () => {
    const { access_token } = await freshShopper();
    const empty = await put(
      access_token,
      form({ image: new File([], 'empty.png', { type: 'image/png' }) }),
    );
    expect(empty.body.errors?.image).toEqual(['The submitted file is empty.']);
    const text = await put(access_token, form({ image: 'data:image/png;base64,AAAA' }));
    expect(text.body.errors?.image).toEqual(['The submitted data was not a file.']);
  });

  it('answers 400 {error} for a body that is not multipart/form-data', async () => {
    const { access_token } = await freshShopper();
    const { status, body } = await put(access_token, JSON.stringify({ first_name: 'X' }), {
      'Content-Type': 'application/json',
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/multipart/);
    const urlEncoded = await put(access_token, 'first_name=X', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(urlEncoded.status).toBe(400);
  });

  it('answers 400 {error} for a broken multipart body', async () => {
    const { access_token } = await freshShopper();
    const { status, body } = await put(access_token, 'garbage', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/multipart/);
  });

  it('answers 401 without a valid token and changes nothing', async () => {
    const shopper = await freshShopper();
    const { status, body } = await api<ApiErrorBody>('/api/user/profile/', {
      method: 'PUT',
      body: form({ first_name: 'Hacker' }),
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Authentication credentials were not provided.' });
    const expired = await put('bm90LWEtdG9rZW4', form({ first_name: 'Hacker' }));
    expect(expired.status).toBe(401);
    expect(
      (await api<Profile>('/api/user/profile/', { headers: bearer(shopper.access_token) })).body,
    ).toEqual(shopper.profile);
  });
});
