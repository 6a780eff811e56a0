import { assign, emit, fromPromise, setup } from 'xstate';
import { login, type LoginRequest, type LoginResponse, type User } from '../src/api';
import type { Shown } from '../src/i18n/message';
import { emitSessionEvent, SESSION_EVENTS } from '../src/lib/session-events';
import { storeSession } from '../src/lib/session-store';
import { callFailureMessage } from './auth-messages';
import { changedField } from './field-change';
import { offlineOr, whenOnline } from './offline';
import { whileActive } from './while-active';

export type LoginField = keyof LoginRequest;

export interface LoginContext extends LoginRequest {
  /** The failure banner (ours, or the server's own text), or null. */
  error: Shown | null;
}

export type LoginEvent =
  { type: 'login.change'; field: LoginField; value: string } | { type: 'login.submit' };

/** Told to the screen once, so it can go to / and say 'Login successful!' (spec §4). */
export type LoginEmitted = { type: 'login.succeeded'; user: User };

/**
 * POST /api/login/ with the fields exactly as typed (spec §5: no client checks); nothing is sent
 * while the browser is offline.
 */
export const logIn = fromPromise<LoginResponse, LoginRequest>(({ input, signal }) =>
  whileActive(
    signal,
    whenOnline(() => login(input, { signal })),
  ),
);

/** The login form (spec §2, §4, §8). */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: { logIn },
  actions: {
    setField: assign((_, params: { field: LoginField; value: string }) => ({
      [params.field]: params.value,
    })),
    clearError: assign({ error: null }),
    setError: assign({
      error: (_, params: { error: unknown }) => offlineOr(params.error, callFailureMessage),
    }),
    storeSession: (_, params: { response: LoginResponse }) =>
      storeSession({
        token: params.response.access_token,
        refreshToken: params.response.refresh_token,
        user: params.response.user,
      }),
    announceLogin: () => emitSessionEvent(SESSION_EVENTS.loggedIn),
    reportSuccess: emit((_, params: { user: User }) => ({
      type: 'login.succeeded' as const,
      user: params.user,
    })),
  },
}).createMachine({
  id: 'login',
  context: { email: '', password: '', error: null },
  initial: 'editing',
  on: {
    'login.change': {
      actions: { type: 'setField', params: changedField },
    },
  },
  states: {
    /** The shopper is filling in the form; a failure banner may be showing. */
    editing: {
      on: {
        'login.submit': { target: 'submitting', actions: 'clearError' },
      },
    },
    /** The login call is running; further submits are ignored, so one submit is one request. */
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ response: event.output }) },
            'announceLogin',
            { type: 'reportSuccess', params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Done: the session is stored and announced; the screen moves on. */
    loggedIn: { type: 'final' },
  },
});
