// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoginResponse, Profile } from '../../src/api/types';
import { api, bearer, loginAs, postJson } from './helpers';

/**
 * Authorization per account (OWASP ASVS 8.2): two registered shoppers; each token reads and
 * updates only its own profile, whatever ids or emails the request carries, and a refused update
 * changes nothing for either.
 */
interface Shopper {
  email: string;
  password: string;
  session: LoginResponse;
}

let next = 0;

async function registerShopper(first: string, last: string, phone: string): Promise<Shopper> {
  next += 1;
  const email = `${first.toLowerCase()}.${next}.${Date.now()}@example.in`;
  const password = `${first}@2024x`;
  const { status } = await postJson('/api/register/', {
    first_name: first,
    last_name: last,
    email,
    phone,
    password,
    con_password: password,
  });
  expect(status).toBe(201);
  return { email, password, session: await loginAs(email, password) };
}

function readProfile(shopper: Shopper) {
  return api<Profile>('/api/user/profile/', { headers: bearer(shopper.session.access_token) });
}

function updateProfile(shopper: Shopper, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return api<Profile>('/api/user/profile/', {
    method: 'PUT',
    headers: bearer(shopper.session.access_token),
    body,
  });
}

async function twoShoppers() {
  const meera = await registerShopper('Meera', 'Iyer', '9876501234');
  const ravi = await registerShopper('Ravi', 'Kumar', '9876505678');
  return { meera, ravi };
}

describe('authorization per account (ASVS 8.2)', () => {
  it('each token reads its own profile only', async () => {
    const { meera, ravi } = await twoShoppers();
    const mine = await readProfile(meera);
    const theirs = await readProfile(ravi);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ email: meera.email, first_name: 'Meera', last_name: 'Iyer' });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({
      email: ravi.email,
      first_name: 'Ravi',
      last_name: 'Kumar',
    });
  });

  it.each([
    ["the other shopper's id", (other: Shopper) => ({ id: String(other.session.user.id) })],
    ["the other shopper's email", (other: Shopper) => ({ email: other.email })],
    [
      "the other shopper's id, email and username",
      (other: Shopper) => ({
        id: String(other.session.user.id),
        user_id: String(other.session.user.id),
        email: other.email,
        username: other.session.user.username,
      }),
    ],
  ])('an update carrying %s changes only the caller', async (_name, pointAt) => {
    const { meera, ravi } = await twoShoppers();
    const updated = await updateProfile(ravi, { ...pointAt(meera), first_name: 'Rohan' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ email: ravi.email, first_name: 'Rohan' });

    expect((await readProfile(ravi)).body).toMatchObject({
      email: ravi.email,
      first_name: 'Rohan',
    });
    expect((await readProfile(meera)).body).toMatchObject({
      email: meera.email,
      first_name: 'Meera',
      last_name: 'Iyer',
    });
  });

  it('a read with the other shopper id or email in the query still answers the caller', async () => {
    const { meera, ravi } = await twoShoppers();
    const { status, body } = await api<Profile>(
      `/api/user/profile/?id=${meera.session.user.id}&email=${encodeURIComponent(meera.email)}`,
      { headers: bearer(ravi.session.access_token) },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: ravi.email, first_name: 'Ravi' });
  });

  it('a refused update changes nothing for either shopper', async () => {
    const { meera, ravi } = await twoShoppers();
    const before = [(await readProfile(meera)).body, (await readProfile(ravi)).body];
    const refused = await updateProfile(ravi, {
      email: meera.email,
      first_name: 'x'.repeat(51),
      last_name: 'Hacker',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: { first_name: ['Ensure this field has no more than 50 characters.'] },
    });
    expect([(await readProfile(meera)).body, (await readProfile(ravi)).body]).toEqual(before);
  });

  it("one shopper's refresh token or a made-up token reads no profile", async () => {
    const { meera } = await twoShoppers();
    for (const token of [meera.session.refresh_token, `${meera.session.access_token}x`, 'Meera']) {
      const { status, body } = await api('/api/user/profile/', { headers: bearer(token) });
      expect(status).toBe(401);
      expect(body).toHaveProperty('error');
    }
  });
});
