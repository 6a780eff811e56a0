import { isApiError, type FieldErrors, type RegisterRequest } from '../src/api';

/** The authentication messages of spec §8, word for word. */
export const AUTH_MESSAGES = {
  checkFailed: 'Authentication check failed',
  loginSuccess: 'Login successful!',
  callFailed: 'Something went wrong',
  networkError: 'Network error',
  passwordMismatch: 'Passwords do not match!',
  registrationSuccess: 'User registered successfully!',
  registrationFailed: 'Registration failed! Please try again.',
} as const;

/**
 * A failed call's message, as spec §8 words a login failure: the response's error field, else a
 * fixed text; no response at all is a network error. Other calls (cancelling an order) say the same.
 */
export function callFailureMessage(error: unknown): string {
  if (isApiError(error) && !error.hasResponse) return AUTH_MESSAGES.networkError;
  return (isApiError(error) ? error.serverMessage : null) ?? AUTH_MESSAGES.callFailed;
}

/** How the registration form labels each field, so server errors read like the form does. */
export const REGISTRATION_FIELD_LABELS: Record<keyof RegisterRequest, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  con_password: 'Confirm Password',
};

/** Keys that carry errors about the whole form rather than one field. */
const FORM_LEVEL_KEYS = new Set(['non_field_errors', '__all__', 'detail']);

function labelOf(field: string): string | null {
  if (FORM_LEVEL_KEYS.has(field)) return null;
  if (field in REGISTRATION_FIELD_LABELS) {
    return REGISTRATION_FIELD_LABELS[field as keyof RegisterRequest];
  }
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The server's errors field as readable lines, one per message: "Email: This email is taken." */
export function describeFieldErrors(fieldErrors: FieldErrors): string[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) => {
    const label = labelOf(field);
    return messages.map((message) => (label ? `${label}: ${message}` : message));
  });
}

/** The registration failure banner (spec §8): the server's errors field when present. */
export function registrationFailureMessage(error: unknown): string {
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  return fieldErrors
    ? describeFieldErrors(fieldErrors).join('\n')
    : AUTH_MESSAGES.registrationFailed;
}
