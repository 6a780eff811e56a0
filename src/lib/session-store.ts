import type { User } from '../api/types';

/**
 * The session's contract with the browser (spec §3, §9), and the only module that touches it:
 * the storage keys, exactly `token`, `refresh_token` and `user`, and the window events
 * `userLoggedIn` and `userLoggedOut`. Anything unreadable is treated as absent, and a
 * half-written session (a token without a user, a user without a token) counts as logged out.
 *
 * The stored user comes back as it was written, not yet trusted: the session machine decodes it
 * with the contract's schema. This module loads with the first page (the API client reads the
 * token from it), valibot and the schemas only with the session machine, after the first render.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

/** The session as stored: `user` is whatever JSON the `user` key holds. */
export interface StoredSession {
  token: string;
  refreshToken: string | null;
  user: unknown;
}

/** The window events that tell the rest of the page about a login or a logout (spec §2, §4). */
export const SESSION_EVENTS = {
  loggedIn: 'userLoggedIn',
  loggedOut: 'userLoggedOut',
} as const;

export function emitSessionEvent(name: (typeof SESSION_EVENTS)[keyof typeof SESSION_EVENTS]): void {
  window.dispatchEvent(new Event(name));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Values the browser refused to store (storage full, or disabled as in some private modes): kept
 * in this tab's memory instead, so a login still works until the tab closes rather than failing
 * the whole page. Nothing is written anywhere else.
 */
const unstored = new Map<string, string>();

function read(key: string): string | null {
  const kept = unstored.get(key);
  if (kept !== undefined) return kept;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes to storage; false when the browser refused (QuotaExceededError, SecurityError). */
function persist(key: string, value: string): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, value);
    unstored.delete(key);
    return true;
  } catch {
    return false;
  }
}

function removeFromStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage that cannot be reached holds nothing of ours to remove.
  }
}

function remove(key: string): void {
  unstored.delete(key);
  removeFromStorage(key);
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

/** The `user` key's JSON, or null when it is absent or not JSON. */
function readUser(): unknown {
  const raw = read(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The stored session, or null when its token or its user is missing or not JSON. */
export function getStoredSession(): StoredSession | null {
  const token = getToken();
  const user = readUser();
  if (token === null || user === null) return null;
  return { token, refreshToken: read(STORAGE_KEYS.refreshToken), user };
}

export function storeSession(session: { token: string; refreshToken: string; user: User }): void {
  const entries: [string, string][] = [
    [STORAGE_KEYS.token, session.token],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
    [STORAGE_KEYS.user, JSON.stringify(session.user)],
  ];
  if (entries.every(([key, value]) => persist(key, value))) return;
  // All or nothing: half a session left in storage reads as logged out in other tabs, which
  // would then clear it from under this one.
  for (const [key, value] of entries) {
    removeFromStorage(key);
    unstored.set(key, value);
  }
}

export function storeUser(user: User): void {
  const value = JSON.stringify(user);
  if (unstored.has(STORAGE_KEYS.token) || !persist(STORAGE_KEYS.user, value)) {
    unstored.set(STORAGE_KEYS.user, value);
  }
}

export function clearSession(): void {
  remove(STORAGE_KEYS.token);
  remove(STORAGE_KEYS.refreshToken);
  remove(STORAGE_KEYS.user);
}

/**
 * True when a storage event from another tab changed one of the session keys (a key of null is
 * the whole storage being cleared). Changes to sessionStorage are not the session.
 */
export function isSessionStorageEvent(event: StorageEvent): boolean {
  if (event.storageArea !== null && event.storageArea !== storage()) return false;
  return (
    event.key === null ||
    event.key === STORAGE_KEYS.token ||
    event.key === STORAGE_KEYS.refreshToken ||
    event.key === STORAGE_KEYS.user
  );
}
