import {
  assign,
  createActor,
  emit,
  setup,
  waitFor,
  type Actor,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import type { User } from '../src/api';
import type { SessionStatus, UserChanges } from '../src/lib/session-hooks';
import { emitSessionEvent, SESSION_EVENTS } from '../src/lib/session-events';
import { clearSession, storeUser } from '../src/lib/session-store';
import { AUTH_CHECK_FAILED } from './auth-messages';
import { isUnreachable } from './offline';
import {
  checkSession,
  readStoredSession,
  recheckSession,
  watchSession,
  type SessionEvent,
} from './session-actors';

export {
  checkSession,
  readStoredSession,
  recheckSession,
  watchSession,
  type SessionEvent,
} from './session-actors';

export interface SessionContext {
  /** The signed-in shopper, or null; what the navigation bar shows. */
  user: User | null;
}

/**
 * What the session tells the app-wide actors that follow it (the cart), with `actor.on(...)`:
 * a shopper signed in (the stored token validated, or a login here or in another tab; another
 * account replacing the one signed in signs out, then in), or the signed-in session ended (a
 * logout here or elsewhere). A saved profile renames the user without either. The user is in
 * the snapshot, which is already the new one when a listener runs.
 */
export type SessionEmitted = { type: 'session.signedIn' } | { type: 'session.signedOut' };

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
      console.error(AUTH_CHECK_FAILED, params.error);
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
