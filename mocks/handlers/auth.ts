import { HttpResponse } from 'msw';
import {
  API_PATHS,
  type LoginResponse,
  type RegisterResponse,
  type ValidateTokenResponse,
} from '../../src/api/types';
import { db, nextUserId, publicUser } from '../db';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { authenticate, openSession } from '../lib/sessions';
import { validateLogin, validateRegister } from '../lib/request-schemas';
import { isEmailAddress, MESSAGES } from '../lib/validation';
import { notifyStateChange } from '../state';
import { jsonError, readJsonObject, route } from './route';

const LOGIN_FAILED = 'Invalid email or password';

function findUserByEmail(email: string) {
  return db.user.findFirst({ where: { email: { equals: email.toLowerCase() } } });
}

/** From the email's local part, made unique: 'priya.k@x.in' -> 'priya.k', then 'priya.k2'. */
function uniqueUsername(email: string): string {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._]/g, '')
      .slice(0, 30) || 'user';
  const taken = new Set(db.user.getAll().map((user) => user.username));
  let candidate = base;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${base}${suffix}`;
  return candidate;
}

const register = route.post(API_PATHS.register, async ({ request }) => {
  const parsed = await readJsonObject(request);
  if (!parsed.ok) return parsed.response;
  const { body } = parsed;

  const validated = validateRegister(body);
  // The address must also be free; said beside the other field errors, all at once.
  const taken =
    typeof body.email === 'string' &&
    isEmailAddress(body.email.trim()) &&
    findUserByEmail(body.email.trim()) !== null;
  if (!validated.ok || taken) {
    const errors = validated.ok ? {} : { ...validated.errors };
    if (taken) errors.email = [MESSAGES.emailTaken];
    return jsonError(400, { errors });
  }
  const { first_name: firstName, last_name: lastName, email, phone, password } = validated.value;

  const passwordHash = await hashPassword(password);
  // Re-checked after the await: two concurrent sign-ups with one email must not both succeed.
  if (findUserByEmail(email)) return jsonError(400, { errors: { email: [MESSAGES.emailTaken] } });
  const user = db.user.create({
    id: nextUserId(),
    first_name: firstName,
    last_name: lastName,
    email,
    phone,
    username: uniqueUsername(email),
    gender: null,
    image_url: null,
    password_hash: passwordHash,
    created_at: Date.now(),
  });
  notifyStateChange();
  return HttpResponse.json<RegisterResponse>(
    { message: 'User registered successfully', user: publicUser(user) },
    { status: 201 },
  );
});

const login = route.post(API_PATHS.login, async ({ request }) => {
  const parsed = await readJsonObject(request);
  if (!parsed.ok) return parsed.response;
  const validated = validateLogin(parsed.body);
  if (!validated.ok) return jsonError(400, { error: 'Email and password are required.' });
  const { email, password } = validated.value;
  const user = findUserByEmail(email);
  // Unknown email and wrong password answer alike, so the call cannot probe for accounts.
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    return jsonError(401, { error: LOGIN_FAILED });
  }
  const tokens = await openSession(user);
  notifyStateChange();
  return HttpResponse.json<LoginResponse>({ ...tokens, user: publicUser(user) });
});

const validateToken = route.get(API_PATHS.validateToken, async ({ request }) => {
  const auth = await authenticate(request);
  if (!auth.ok) return jsonError(401, { status: 401, error: auth.error });
  return HttpResponse.json<ValidateTokenResponse>({ status: 200, user: publicUser(auth.user) });
});

export const authHandlers = [register, login, validateToken];
