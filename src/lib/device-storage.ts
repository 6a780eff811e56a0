/**
 * This device's localStorage as the stores in src/lib reach it. Storage can be missing (no
 * window while prerendering), blocked (some private modes throw on access) or full (a write
 * throws): a read that fails counts as nothing stored, and a write that fails reports false and
 * leaves what was there, so no store has to guard each call itself.
 */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The key's text, or null when it is absent or storage cannot be read. */
export function readItem(key: string): string | null {
  try {
    return deviceStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the text, or removes the key for null; false when there is no storage or it refused. */
export function writeItem(key: string, value: string | null): boolean {
  const target = deviceStorage();
  if (!target) return false;
  try {
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The key's JSON, not trusted yet: null when it is absent, unreadable or not JSON. */
export function readJson(key: string): unknown {
  try {
    return JSON.parse(readItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Stores the value as JSON, or removes the key for null; false when it could not be stored. */
export function writeJson(key: string, value: unknown): boolean {
  return writeItem(key, value === null ? null : JSON.stringify(value));
}

/** A JSON object (not an array), whose fields are still to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
