import { assign, fromPromise, setup } from 'xstate';
import {
  isApiError,
  register,
  type FieldErrors,
  type RegisterRequest,
  type RegisterResponse,
} from '../src/api';
import type { Message } from '../src/i18n/message';
import {
  AUTH_MESSAGES,
  registrationFailureMessage,
  type RegistrationFailure,
} from './auth-messages';
import { changedField } from './field-change';
import { isOfflineFailure, offlineOr, whenOnline } from './offline';
import { whileActive } from './while-active';

export type RegistrationField = keyof RegisterRequest;

export interface RegistrationContext {
  /** The six fields as typed. */
  values: RegisterRequest;
  /** The success banner, or null. */
  success: Message | null;
  /** The failure banner, or null; a line per message when the server named fields. */
  error: RegistrationFailure | null;
  /** The server's errors per field, shown next to each field, or null. */
  fieldErrors: FieldErrors | null;
}

export type RegistrationEvent =
  | { type: 'registration.change'; field: RegistrationField; value: string }
  | { type: 'registration.submit' };

export const EMPTY_REGISTRATION: RegisterRequest = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  con_password: '',
};

/** POST /api/register/ with the six fields; nothing is sent while the browser is offline. */
export const registerUser = fromPromise<RegisterResponse, RegisterRequest>(({ input, signal }) =>
  whileActive(
    signal,
    whenOnline(() => register(input, { signal })),
  ),
);

/** The registration form (spec §2, §4, §5, §8). */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: { registerUser },
  actions: {
    setField: assign({
      values: ({ context }, params: { field: RegistrationField; value: string }) => ({
        ...context.values,
        [params.field]: params.value,
      }),
    }),
    rejectMismatch: assign({
      error: AUTH_MESSAGES.passwordMismatch,
      success: null,
      fieldErrors: null,
    }),
    clearMessages: assign({ error: null, success: null, fieldErrors: null }),
    acceptRegistration: assign({
      values: EMPTY_REGISTRATION,
      success: AUTH_MESSAGES.registrationSuccess,
      error: null,
      fieldErrors: null,
    }),
    rejectRegistration: assign((_, params: { error: unknown }) => ({
      success: null,
      error: offlineOr(params.error, registrationFailureMessage),
      fieldErrors:
        isApiError(params.error) && !isOfflineFailure(params.error)
          ? params.error.fieldErrors
          : null,
    })),
    logResponse: (_, params: { response: RegisterResponse }) => {
      console.info('Registration response', params.response);
    },
  },
  guards: {
    passwordsDiffer: ({ context }) => context.values.password !== context.values.con_password,
  },
}).createMachine({
  id: 'registration',
  context: { values: EMPTY_REGISTRATION, success: null, error: null, fieldErrors: null },
  initial: 'editing',
  on: {
    'registration.change': {
      actions: { type: 'setField', params: changedField },
    },
  },
  states: {
    /**
     * The shopper is filling in the form; the banners of the last attempt may be showing.
     * Differing passwords stop a submit here, before anything is sent.
     */
    editing: {
      on: {
        'registration.submit': [
          { guard: 'passwordsDiffer', actions: 'rejectMismatch' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
      },
    },
    /** The registration call is running; further submits are ignored. */
    submitting: {
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ context }) => context.values,
        onDone: {
          target: 'editing',
          actions: [
            { type: 'logResponse', params: ({ event }) => ({ response: event.output }) },
            'acceptRegistration',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'rejectRegistration', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
