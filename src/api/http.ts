import { abortReason } from '../lib/abort';
import { getToken } from '../lib/session-store';
import type { GenericSchema } from 'valibot';
import { ApiError } from './errors';
import type * as schemaModule from './schemas';

type Schemas = typeof schemaModule;

/**
 * The schemas and valibot load with the first call, in parallel with it, not with the page: a
 * server-rendered page hydrates from data the server already decoded.
 */
let decoding: Promise<Schemas> | null = null;
function loadDecoding() {
  decoding ??= import('./schemas');
  return decoding;
}

/**
 * The backend base address, fixed at build time (spec §7: "a fixed backend base address").
 * Empty means same origin, which is where the in-browser mock backend answers.
 */
export const API_BASE_URL: string = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');

/** How long a call may take before it fails as a network error (kind 'timeout'). */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  /** Aborts the request, e.g. when the shopper navigates away. */
  signal?: AbortSignal;
  /** Overrides REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

interface Call<T> extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Picks the response's schema from ./schemas (loaded lazily, see loadDecoding). */
  schema: (schemas: Schemas) => GenericSchema<unknown, T>;
  query?: URLSearchParams;
  json?: unknown;
  form?: FormData;
  /** Sends `Authorization: Bearer <stored token>` (the calls of the shopper's own data). */
  auth?: boolean;
}

/** An id or pincode as one path segment, with the trailing slash of the documented paths. */
export const itemPath = (base: string, id: string) => `${base}${encodeURIComponent(id)}/`;

function url(path: string, query?: URLSearchParams): string {
  const search = query && query.size > 0 ? `?${query.toString()}` : '';
  return `${API_BASE_URL}${path}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

let requestGate: (() => Promise<void>) | null = null;

/**
 * Holds every request until the backend that `start` brings up is ready: the demo build's
 * in-browser mock backend, whose start (its catalogue built, its worker registered) is a long
 * task on a slow phone, so it waits for the page's start-up to end (issue 27). `start` runs once,
 * at the first request or when the returned function is called, whichever comes first; a start
 * that fails lets the requests go (they fail as requests do).
 */
export function holdRequestsFor(start: () => Promise<unknown>): () => Promise<void> {
  let started: Promise<void> | undefined;
  const startOnce = () =>
    (started ??= start().then(
      () => undefined,
      () => undefined,
    ));
  requestGate = startOnce;
  return startOnce;
}

/**
 * One request: builds the URL and headers, enforces the timeout, maps every failure to ApiError
 * and decodes the body. A caller's abort is re-thrown as the AbortError it is, not as a failure.
 */
export async function request<T>(call: Call<T>): Promise<T> {
  const timeout = AbortSignal.timeout(call.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(call.json);
  } else if (call.form) {
    body = call.form;
  }
  if (call.auth) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  const decoder = loadDecoding();
  if (requestGate) await requestGate();
  if (call.signal?.aborted) throw abortReason(call.signal);
  let response: Response;
  try {
    response = await fetch(url(call.path, call.query), {
      method: call.method,
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (call.signal?.aborted) throw abortReason(call.signal);
    if (timeout.aborted) {
      throw new ApiError('timeout', `Request timed out: ${call.method} ${call.path}`, null, null);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError('network', `Network error: ${reason}`, null, null);
  }

  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch (error) {
    if (call.signal?.aborted) throw abortReason(call.signal);
    const kind = timeout.aborted ? 'timeout' : 'network';
    throw new ApiError(kind, `Response interrupted: ${String(error)}`, response.status, null);
  }

  if (!response.ok) {
    throw new ApiError(
      'http',
      `HTTP ${response.status}: ${call.method} ${call.path}`,
      response.status,
      payload,
    );
  }
  const schemas = await decoder;
  const decoded = schemas.safeParse(call.schema(schemas), payload);
  if (!decoded.success) {
    const [issue] = decoded.issues;
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new ApiError(
      'malformed',
      `Malformed response: ${where ? `${where}: ` : ''}${issue.message}`,
      response.status,
      payload,
    );
  }
  return decoded.output;
}
