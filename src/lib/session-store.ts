import type { User } from '../api/types';
import { deviceStorage, readItem, writeItem } from './device-storage';

/**
 * The only module that touches the browser storage keys of the session (spec §3, §9):
 * exactly `token`, `refresh_token` and `user`. Anything unreadable is treated as absent, and a
 * half-written session (a token without a user, a user without a token) counts as logged out.
 *
 * The stored user comes back as the text it was written as: the session machine decodes it with
 * the contract's schema. This module loads with the first page (the API client reads the
 * token from it); valibot and the schemas load only with the session machine, after the first
 * render. The window events live apart (session-events.ts) for the same reason: only the
 * machines fire them.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

/** The session as stored: `user` is the `user` key's text, JSON that is not trusted yet. */
export interface StoredSession {
  token: string;
  refreshToken: string | null;
  user: string;
}

/**
 * Values the browser refused to store (storage full, or disabled as in some private modes): kept
 * in this tab's memory instead, so a login still works until the tab closes rather than failing
 * the whole page. Nothing is written anywhere else.
 */
const unstored = new Map<string, string>();

function read(key: string): string | null {
  return unstored.get(key) ?? readItem(key);
}

/** Writes to storage; false when the browser refused (QuotaExceededError, SecurityError). */
function persist(key: string, value: string): boolean {
  if (!writeItem(key, value)) return false;
  unstored.delete(key);
  return true;
}

/** Storage that cannot be reached holds nothing of ours to remove. */
function removeFromStorage(key: string): void {
  writeItem(key, null);
}

function remove(key: string): void {
  unstored.delete(key);
  removeFromStorage(key);
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

/** The stored session, or null when its token or its user is missing. */
export function getStoredSession(): StoredSession | null {
  const token = getToken();
  const user = read(STORAGE_KEYS.user);
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
  if (event.storageArea !== null && event.storageArea !== deviceStorage()) return false;
  return (
    event.key === null ||
    event.key === STORAGE_KEYS.token ||
    event.key === STORAGE_KEYS.refreshToken ||
    event.key === STORAGE_KEYS.user
  );
}
