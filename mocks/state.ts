import { drop } from '@mswjs/data';
import type { User } from '../src/api/types';
import { db, publicUser } from './db';
import { hashPassword } from './lib/crypto';
import { DEMO_USER, DEMO_USER_CREATED_AT } from './seed/users';

/**
 * The mutable part of the backend (accounts, sessions) as plain data: reset between tests,
 * and in the browser saved to localStorage after each change and restored on reload.
 */
export interface UserData extends User {
  password_hash: string;
  created_at: number;
}

export interface SessionData {
  id: string;
  user_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: number;
  created_at: number;
}

export interface PersistedState {
  version: 1;
  users: UserData[];
  sessions: SessionData[];
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to changes of accounts or sessions; returns the unsubscribe function. */
export function onStateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Handlers call this after they change accounts or sessions. */
export function notifyStateChange(): void {
  for (const listener of listeners) listener();
}

// PBKDF2 is deliberately slow; hashing the demo password once keeps the per-test reset cheap.
let demoPasswordHash: Promise<string> | undefined;

/** Clears accounts and sessions and re-creates the demo shopper. */
export async function seedUsers(): Promise<void> {
  demoPasswordHash ??= hashPassword(DEMO_USER.password);
  const passwordHash = await demoPasswordHash;
  drop(db);
  db.user.create({
    id: DEMO_USER.id,
    first_name: DEMO_USER.first_name,
    last_name: DEMO_USER.last_name,
    email: DEMO_USER.email,
    phone: DEMO_USER.phone,
    username: DEMO_USER.username,
    gender: DEMO_USER.gender,
    image_url: null,
    password_hash: passwordHash,
    created_at: DEMO_USER_CREATED_AT,
  });
}

export function snapshotState(): PersistedState {
  return {
    version: 1,
    // A saved account: what the API shows of it, plus what only the backend keeps.
    users: db.user.getAll().map((user) => ({
      ...publicUser(user),
      password_hash: user.password_hash,
      created_at: user.created_at,
    })),
    sessions: db.session.getAll().map((session) => ({
      id: session.id,
      user_id: session.user_id,
      access_hash: session.access_hash,
      refresh_hash: session.refresh_hash,
      access_expires_at: session.access_expires_at,
      created_at: session.created_at,
    })),
  };
}

export function restoreState(state: PersistedState): void {
  drop(db);
  for (const user of state.users) db.user.create(user);
  for (const session of state.sessions) db.session.create(session);
}

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isNullableString: Check = (value) => value === null || typeof value === 'string';
const isGender: Check = (value) => value === null || value === 'male' || value === 'female';

function hasShape(value: unknown, shape: Record<string, Check>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, check]) => check(record[key]));
}

const USER_SHAPE: Record<string, Check> = {
  id: isNumber,
  first_name: isString,
  last_name: isString,
  email: isString,
  phone: isString,
  username: isString,
  gender: isGender,
  image_url: isNullableString,
  password_hash: isString,
  created_at: isNumber,
};

const SESSION_SHAPE: Record<string, Check> = {
  id: isString,
  user_id: isNumber,
  access_hash: isString,
  refresh_hash: isString,
  access_expires_at: isNumber,
  created_at: isNumber,
};

/** Storage is outside our control (older versions, hand edits): anything malformed is dropped. */
export function parsePersistedState(raw: string | null): PersistedState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!hasShape(value, { version: (v) => v === 1, users: Array.isArray, sessions: Array.isArray }))
    return null;
  const { users, sessions } = value as { users: unknown[]; sessions: unknown[] };
  if (!users.every((user) => hasShape(user, USER_SHAPE))) return null;
  if (!sessions.every((session) => hasShape(session, SESSION_SHAPE))) return null;
  return value as PersistedState;
}
