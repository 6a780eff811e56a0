import {
  assign,
  createActor,
  emit,
  fromCallback,
  fromPromise,
  setup,
  waitFor,
  type Actor,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { validateToken, type User } from '../src/api';
import { safeParse, userSchema } from '../src/api/schemas';
import type { SessionStatus, UserChanges } from '../src/lib/session-hooks';
import { emitSessionEvent, SESSION_EVENTS } from '../src/lib/session-events';
import {
  clearSession,
  getStoredSession,
  getToken,
  isSessionStorageEvent,
  storeUser,
  type StoredSession,
} from '../src/lib/session-store';
import { nextOnline } from '../src/lib/network-status';
import { AUTH_MESSAGES } from './auth-messages';
import { isUnreachable, whenOnline } from './offline';
import { whileActive } from './while-active';

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

export interface SessionContext {
  /** The signed-in shopper, or null; what the navigation bar shows. */
  user: User | null;
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

/**
 * What the session tells the app-wide actors that follow it (the cart), with `actor.on(...)`:
 * a shopper signed in (the stored token validated, or a login here or in another tab; another
 * account replacing the one signed in signs out, then in), or the signed-in session ended (a
 * logout here or elsewhere). A saved profile renames the user without either. The user is in
 * the snapshot, which is already the new one when a listener runs.
 */
export type SessionEmitted = { type: 'session.signedIn' } | { type: 'session.signedOut' };

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

/** The one app-wide session (spec §4 authentication check and logout, §6 roles). */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: { checkSession, recheckSession, watchSession },
  actions: {
    setUser: assign({ user: (_, params: { user: User | null }) => params.user }),
    keepStoredUser: assign({ user: () => readStoredSession()?.user ?? null }),
    clearUser: assign({ user: null }),
    updateUser: assign({
      user: ({ context }, params: { changes: UserChanges }) =>
        context.user && { ...context.user, ...params.changes },
    }),
    storeUser: ({ context }) => {
      if (context.user) storeUser(context.user);
    },
    clearStoredSession: () => clearSession(),
    announceLogout: () => emitSessionEvent(SESSION_EVENTS.loggedOut),
    reportSignedIn: emit({ type: 'session.signedIn' as const }),
    reportSignedOut: emit({ type: 'session.signedOut' as const }),
    logCheckFailure: (_, params: { error: unknown }) => {
      console.error(AUTH_MESSAGES.checkFailed, params.error);
    },
  },
  guards: {
    isValidated: (_, params: { user: User | null }) => params.user !== null,
    isSameAccount: ({ context }, params: { user: User }) => context.user?.id === params.user.id,
    // Only an answer from the server ends a session; no answer keeps the one stored.
    isUnreachable: (_, params: { error: unknown }) => isUnreachable(params.error),
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'checking',
  on: {
    'session.login': {
      target: '.authenticated',
      actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
    },
    'session.loggedOut': { target: '.unauthenticated', actions: 'clearUser' },
  },
  states: {
    /**
     * Loading: the stored token is being validated. Guarded routes show 'Loading...' and the
     * navigation bar shows 'Account' until this settles.
     */
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'isValidated', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          // Nothing usable stored: whatever half of a session is left is dropped, so no stale
          // token or name outlives it.
          { target: 'unauthenticated', actions: 'clearStoredSession' },
        ],
        onError: [
          {
            guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
            target: 'authenticated.unconfirmed',
            actions: 'keepStoredUser',
          },
          {
            target: 'unauthenticated',
            actions: [
              { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
              'clearStoredSession',
            ],
          },
        ],
      },
      on: {
        'session.logout': {
          target: 'unauthenticated',
          actions: ['clearStoredSession', 'clearUser', 'announceLogout'],
        },
      },
    },
    /**
     * Signed in: the user is known and guarded routes show their content. Validated, or kept
     * from storage while the server cannot be reached (issue 28: offline, the shopper stays
     * logged in).
     */
    authenticated: {
      entry: 'reportSignedIn',
      exit: 'reportSignedOut',
      initial: 'validated',
      states: {
        /** The server accepted the token (or a login just issued it). */
        validated: {},
        /**
         * The check got no answer (offline, a timeout): the stored session is kept and checked
         * again when the browser is back online; only the server's refusal ends it then.
         */
        unconfirmed: {
          invoke: {
            id: 'recheckSession',
            src: 'recheckSession',
            onDone: [
              {
                guard: { type: 'isValidated', params: ({ event }) => ({ user: event.output }) },
                target: 'validated',
                actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
              },
              {
                target: '#session.unauthenticated',
                actions: ['clearStoredSession', 'clearUser', 'announceLogout'],
              },
            ],
            onError: [
              {
                guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
                target: 'unconfirmed',
                reenter: true,
              },
              {
                target: '#session.unauthenticated',
                actions: [
                  { type: 'logCheckFailure', params: ({ event }) => ({ error: event.error }) },
                  'clearStoredSession',
                  'clearUser',
                  'announceLogout',
                ],
              },
            ],
          },
        },
      },
      on: {
        // The same shopper stored again (a profile saved in another tab): renamed, still signed
        // in. Another account falls through to the machine's own session.login.
        'session.login': {
          guard: { type: 'isSameAccount', params: ({ event }) => ({ user: event.user }) },
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
        // Stored as well, so a reload and the other tabs (through their storage event) agree.
        'session.userUpdated': {
          actions: [
            { type: 'updateUser', params: ({ event }) => ({ changes: event.changes }) },
            'storeUser',
          ],
        },
        'session.logout': {
          target: 'unauthenticated',
          actions: ['clearStoredSession', 'clearUser', 'announceLogout'],
        },
      },
    },
    /**
     * Anonymous: guarded routes redirect to /login. Logging out again only makes sure storage is
     * empty; nobody was signed in, so there is no logout to announce.
     */
    unauthenticated: {
      on: {
        'session.logout': { actions: 'clearStoredSession' },
      },
    },
  },
});

/** The session as the UI reads it: checking shows as loading. */
export function sessionStatus(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('unauthenticated')) return 'unauthenticated';
  return 'loading';
}

/** The app's one running session (src/app/session.tsx starts it after the first render). */
export type SessionActor = Actor<typeof sessionMachine>;

export function startSessionActor(inspect?: (event: InspectionEvent) => void): SessionActor {
  return createActor(sessionMachine, { inspect }).start();
}

/**
 * Resolves once the token check is over, with its outcome (XState's waitFor), or with null when
 * the actor is stopped first.
 */
export async function checkedStatus(
  actor: SessionActor,
): Promise<Exclude<SessionStatus, 'loading'> | null> {
  // A stopped actor never answers a subscriber.
  if (actor.getSnapshot().status === 'stopped') return null;
  try {
    const snapshot = await waitFor(actor, (current) => !current.matches('checking'));
    return snapshot.matches('authenticated') ? 'authenticated' : 'unauthenticated';
  } catch (error) {
    if (actor.getSnapshot().status === 'stopped') return null;
    throw error;
  }
}
