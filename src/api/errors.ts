import type { ApiErrorBody, FieldErrors } from './types';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

/**
 * The single failure type of the client. Screens choose the spec's messages from it:
 * `hasResponse` separates "the error field of the response, else Something went wrong" from
 * "Network error" (spec §8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** The parsed response body when there was one (JSON or text), else null. */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status: number | null, body: unknown) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  /** True when the request never got an HTTP response (offline, DNS, CORS, timeout). */
  get isNetworkError(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  get hasResponse(): boolean {
    return this.status !== null;
  }

  /** The `error` field of a JSON error body, when it is a non-empty string. */
  get serverMessage(): string | null {
    const body = this.body as ApiErrorBody | null;
    return body && typeof body === 'object' && typeof body.error === 'string' && body.error !== ''
      ? body.error
      : null;
  }

  /** The `errors` field (field -> messages) of a JSON error body, when well formed. */
  get fieldErrors(): FieldErrors | null {
    return readFieldErrors(this.body);
  }
}

function readFieldErrors(body: unknown): FieldErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as ApiErrorBody).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof messages === 'string') result[field] = [messages];
    else if (Array.isArray(messages)) {
      const texts = messages.filter((m): m is string => typeof m === 'string');
      if (texts.length > 0) result[field] = texts;
    }
  }
  return Object.keys(result).length > 0 ? result : null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export { isAbortError } from '../lib/abort';
