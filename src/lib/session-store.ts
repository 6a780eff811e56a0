import type { User } from '../api/types';

/**
 * The only module that touches the browser storage keys of the session (spec §3, §9):
 * exactly `token`, `refresh_token` and `user`. Anything unreadable is treated as absent, and a
 * half-written session (a token without a user, a user without a token) counts as logged out.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

export interface StoredSession {
  token: string;
  refreshToken: string | null;
  user: User;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.first_name === 'string';
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

export function getStoredUser(): User | null {
  const raw = read(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored session, or null when any part of it is missing or corrupt. */
export function getStoredSession(): StoredSession | null {
  const token = getToken();
  const user = getStoredUser();
  if (token === null || user === null) return null;
  return { token, refreshToken: read(STORAGE_KEYS.refreshToken), user };
}

export function storeSession(session: { token: string; refreshToken: string; user: User }): void {
  const target = storage();
  if (!target) return;
  target.setItem(STORAGE_KEYS.token, session.token);
  target.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  target.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function storeUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  const target = storage();
  if (!target) return;
  target.removeItem(STORAGE_KEYS.token);
  target.removeItem(STORAGE_KEYS.refreshToken);
  target.removeItem(STORAGE_KEYS.user);
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
