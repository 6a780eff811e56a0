import { isApiError, type FieldErrors, type RegisterRequest } from '../src/api';
import type { Message, Shown } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };

/** The authentication messages of spec §8, word for word in English. */
export const AUTH_MESSAGES = {
  loginSuccess: msg(/*i18n*/ { id: 'auth.message.login-success', message: 'Login successful!' }),
  callFailed: msg(/*i18n*/ { id: 'auth.message.call-failed', message: 'Something went wrong' }),
  networkError: msg(/*i18n*/ { id: 'auth.message.network-error', message: 'Network error' }),
  passwordMismatch: msg(
    /*i18n*/ {
      id: 'auth.message.password-mismatch',
      message: 'Passwords do not match!',
    },
  ),
  registrationSuccess: msg(
    /*i18n*/ {
      id: 'auth.message.registration-success',
      message: 'User registered successfully!',
    },
  ),
  registrationFailed: msg(
    /*i18n*/ {
      id: 'auth.message.registration-failed',
      message: 'Registration failed! Please try again.',
    },
  ),
} as const;

/** What spec §8 logs when the token check fails: a log line, not a text shown to the shopper. */
export const AUTH_CHECK_FAILED = 'Authentication check failed';

/**
 * A failed call's message, as spec §8 words a login failure: the response's error field (the
 * server's own text), else a fixed text; no response at all is a network error. Other calls
 * (cancelling an order) say the same.
 */
export function callFailureMessage(error: unknown): Shown {
  if (isApiError(error) && !error.hasResponse) return AUTH_MESSAGES.networkError;
  return (isApiError(error) ? error.serverMessage : null) ?? AUTH_MESSAGES.callFailed;
}

/** How the registration form labels each field, so server errors read like the form does. */
export const REGISTRATION_FIELD_LABELS: Record<keyof RegisterRequest, Message> = {
  first_name: msg(/*i18n*/ { id: 'auth.register.first-name', message: 'First Name' }),
  last_name: msg(/*i18n*/ { id: 'auth.register.last-name', message: 'Last Name' }),
  email: msg(/*i18n*/ { id: 'auth.register.email', message: 'Email' }),
  phone: msg(/*i18n*/ { id: 'auth.register.phone', message: 'Phone' }),
  password: msg(/*i18n*/ { id: 'auth.register.password', message: 'Password' }),
  con_password: msg(/*i18n*/ { id: 'auth.register.confirm-password', message: 'Confirm Password' }),
};

/** Keys that carry errors about the whole form rather than one field. */
const FORM_LEVEL_KEYS = new Set(['non_field_errors', '__all__', 'detail']);

/**
 * One line of the server's errors: the field it is about, as the form labels it (a field the
 * form does not have reads as its key in words, form-level errors have none), and the text.
 */
export interface FieldErrorLine {
  label: Shown | null;
  text: string;
}

function labelOf(field: string): Shown | null {
  if (FORM_LEVEL_KEYS.has(field)) return null;
  if (Object.hasOwn(REGISTRATION_FIELD_LABELS, field)) {
    return REGISTRATION_FIELD_LABELS[field as keyof RegisterRequest];
  }
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The server's errors field as readable lines, one per message: "Email: This email is taken." */
export function describeFieldErrors(fieldErrors: FieldErrors): FieldErrorLine[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) => {
    const label = labelOf(field);
    return messages.map((text) => ({ label, text }));
  });
}

/** A line of the server's errors, labelled: "{label}: {text}". */
export const FIELD_ERROR_LINE = msg(
  /*i18n*/ {
    id: 'auth.register.field-error',
    message: '{label}: {text}',
  },
);

/** The registration failure banner (spec §8): one of our messages, or the server's errors lines. */
export type RegistrationFailure = Shown | readonly FieldErrorLine[];

/** The registration failure banner (spec §8): the server's errors field when present. */
export function registrationFailureMessage(error: unknown): RegistrationFailure {
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  return fieldErrors ? describeFieldErrors(fieldErrors) : AUTH_MESSAGES.registrationFailed;
}
