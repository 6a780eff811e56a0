import { fromCallback, fromPromise } from 'xstate';
import { validateToken, type User } from '../src/api';
import { safeParse, userSchema } from '../src/api/schemas';
import { nextOnline } from '../src/lib/network-status';
import type { UserChanges } from '../src/lib/session-hooks';
import { SESSION_EVENTS } from '../src/lib/session-events';
import {
  getStoredSession,
  getToken,
  isSessionStorageEvent,
  type StoredSession,
} from '../src/lib/session-store';
import { whenOnline } from './offline';
import { whileActive } from './while-active';

/**
 * The session statechart's events and default actors: what reads and checks the stored session,
 * and what follows the page and other tabs. session.machine.ts is the chart.
 */

/**
 * The stored session with its user decoded by the contract's userSchema, or null: a user that is
 * not JSON or does not decode (no id, a number written as text, not an object) counts as logged
 * out, like a missing or half-written session. Decoded here rather than in the store because
 * valibot and the schemas load with this machine, not with the first page.
 */
export function readStoredSession(): (Omit<StoredSession, 'user'> & { user: User }) | null {
  const stored = getStoredSession();
  if (stored === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored.user);
  } catch {
    return null;
  }
  const user = safeParse(userSchema, json);
  return user.success ? { ...stored, user: user.output } : null;
}

export type SessionEvent =
  /** A login happened (in this tab or another one); the session now belongs to `user`. */
  | { type: 'session.login'; user: User }
  /** The shopper asks to log out. */
  | { type: 'session.logout' }
  /** A logout happened elsewhere (the userLoggedOut event, or another tab cleared storage). */
  | { type: 'session.loggedOut' }
  /** The shopper saved their profile (names, gender, picture): the user takes the change. */
  | { type: 'session.userUpdated'; changes: UserChanges };

async function validateStored(signal: AbortSignal): Promise<User | null> {
  if (readStoredSession() === null) return null;
  const response = await whileActive(
    signal,
    whenOnline(() => validateToken({ signal })),
  );
  return response.user;
}

/**
 * Reads the stored session and validates its token (spec §4). Resolves with the validated user,
 * or null when nothing usable is stored; rejects when the validation call fails in any way (only
 * a status 200 body decodes, so any other answer rejects too), without a request when the
 * browser is offline.
 */
export const checkSession = fromPromise<User | null>(({ signal }) => validateStored(signal));

/**
 * The check of a session kept while the server could not be reached: made again once the
 * browser is back online (its online event), with the same outcomes as checkSession.
 */
export const recheckSession = fromPromise<User | null>(async ({ signal }) => {
  await nextOnline(signal);
  return validateStored(signal);
});

/**
 * Follows the session as the rest of the page and other tabs change it: the userLoggedIn and
 * userLoggedOut window events (spec §9), and storage events from other tabs. Storage is the truth
 * here; a half-written session (another tab is still writing its login) is waited out.
 */
export const watchSession = fromCallback<SessionEvent>(({ sendBack }) => {
  const followStorage = () => {
    const session = readStoredSession();
    if (session) sendBack({ type: 'session.login', user: session.user });
    else if (getToken() === null) sendBack({ type: 'session.loggedOut' });
  };
  const onLoggedIn = () => {
    const session = readStoredSession();
    sendBack(
      session ? { type: 'session.login', user: session.user } : { type: 'session.loggedOut' },
    );
  };
  const onLoggedOut = () => sendBack({ type: 'session.loggedOut' });
  const onStorage = (event: StorageEvent) => {
    if (isSessionStorageEvent(event)) followStorage();
  };
  window.addEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
  window.addEventListener(SESSION_EVENTS.loggedOut, onLoggedOut);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENTS.loggedIn, onLoggedIn);
    window.removeEventListener(SESSION_EVENTS.loggedOut, onLoggedOut);
    window.removeEventListener('storage', onStorage);
  };
});
