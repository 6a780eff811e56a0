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
import {
  ErrorBag,
  isEmailAddress,
  MESSAGES,
  NAME_MAX_LENGTH,
  normalizeIndianMobile,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  requiredSecret,
  requiredText,
} from '../lib/validation';
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

function checkPassword(bag: ErrorBag, body: Record<string, unknown>): string | undefined {
  const password = requiredSecret(bag, 'password', body.password);
  if (password !== undefined && password.length < PASSWORD_MIN_LENGTH) {
    bag.add('password', MESSAGES.passwordShort(PASSWORD_MIN_LENGTH));
  } else if (password !== undefined && password.length > PASSWORD_MAX_LENGTH) {
    bag.add('password', MESSAGES.passwordLong(PASSWORD_MAX_LENGTH));
  }
  const confirmation = requiredSecret(bag, 'con_password', body.con_password);
  if (password !== undefined && confirmation !== undefined && password !== confirmation) {
    bag.add('con_password', MESSAGES.passwordMismatch);
  }
  return bag.has('password') || bag.has('con_password') ? undefined : password;
}

const register = route.post(API_PATHS.register, async ({ request }) => {
  const parsed = await readJsonObject(request);
  if (!parsed.ok) return parsed.response;
  const { body } = parsed;

  const bag = new ErrorBag();
  const firstName = requiredText(bag, 'first_name', body.first_name, NAME_MAX_LENGTH);
  const lastName = requiredText(bag, 'last_name', body.last_name, NAME_MAX_LENGTH);
  const emailText = requiredText(bag, 'email', body.email);
  let email: string | undefined;
  if (emailText !== undefined) {
    if (!isEmailAddress(emailText)) bag.add('email', MESSAGES.email);
    else if (findUserByEmail(emailText)) bag.add('email', MESSAGES.emailTaken);
    else email = emailText.toLowerCase();
  }
  const phoneText = requiredText(bag, 'phone', body.phone);
  const phone = phoneText === undefined ? undefined : normalizeIndianMobile(phoneText);
  if (phoneText !== undefined && phone === null) bag.add('phone', MESSAGES.phone);
  const password = checkPassword(bag, body);

  const errors = bag.result();
  if (errors || !firstName || !lastName || !email || !phone || !password) {
    return jsonError(400, { errors: errors ?? {} });
  }

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
  const { email, password } = parsed.body;
  if (
    typeof email !== 'string' ||
    email.trim() === '' ||
    typeof password !== 'string' ||
    password === ''
  ) {
    return jsonError(400, { error: 'Email and password are required.' });
  }
  const user = findUserByEmail(email.trim());
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
