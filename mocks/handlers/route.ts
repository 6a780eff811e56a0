import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { ApiErrorBody } from '../../src/api/types';
import { getMockConfig } from '../config';
import type { UserRecord } from '../db';
import { authenticate } from '../lib/sessions';

/** What our resolvers see: the request and the path parameters, nothing msw-specific. */
export type ApiResolver<Params extends PathParams> = (info: {
  request: Request;
  params: Params;
}) => Response | Promise<Response>;

/**
 * '/api/products/' -> '*\/api/products'. The leading '*' matches any origin (jsdom's
 * localhost:3000, Node's localhost, an absolute API base); without the trailing slash msw's
 * non-strict matching answers both '/api/products' and '/api/products/'.
 */
export function apiPattern(path: string): string {
  return `*${path.replace(/\/+$/, '')}`;
}

export function jsonError(status: number, body: ApiErrorBody, headers?: HeadersInit): Response {
  return HttpResponse.json(body, { status, headers });
}

async function simulateLatency(): Promise<void> {
  const { minMs, maxMs } = getMockConfig().latency;
  if (maxMs <= 0) return;
  await delay(Math.round(minMs + Math.random() * (maxMs - minMs)));
}

/**
 * Every handler runs inside this: simulated latency first (browser only), and a fault in the
 * handler becomes a JSON 500 like a real server's, never an HTML page or a hung request.
 */
export function withErrorBoundary<Params extends PathParams>(
  resolver: ApiResolver<Params>,
): HttpResponseResolver<Params> {
  return async ({ request, params }) => {
    await simulateLatency();
    try {
      return await resolver({ request, params });
    } catch (error) {
      console.error(`[mock api] ${request.method} ${request.url} failed:`, error);
      return jsonError(500, { error: 'Internal server error' });
    }
  };
}

/**
 * A resolver of the signed-in shopper's own data: 401 without a valid access token, as the
 * profile call answers; the resolver sees the token's account, never one named by the request.
 */
export function forAccount<Params extends PathParams>(
  resolver: (info: {
    request: Request;
    params: Params;
    user: UserRecord;
  }) => Response | Promise<Response>,
): ApiResolver<Params> {
  return async ({ request, params }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return jsonError(401, { error: auth.error });
    return resolver({ request, params, user: auth.user });
  };
}

/** Handlers for API paths (types.ts API_PATHS), wrapped and slash-tolerant. */
export const route = {
  get: <Params extends PathParams>(path: string, resolver: ApiResolver<Params>): HttpHandler =>
    http.get<Params, DefaultBodyType, DefaultBodyType>(
      apiPattern(path),
      withErrorBoundary(resolver),
    ),
  post: <Params extends PathParams>(path: string, resolver: ApiResolver<Params>): HttpHandler =>
    http.post<Params, DefaultBodyType, DefaultBodyType>(
      apiPattern(path),
      withErrorBoundary(resolver),
    ),
  put: <Params extends PathParams>(path: string, resolver: ApiResolver<Params>): HttpHandler =>
    http.put<Params, DefaultBodyType, DefaultBodyType>(
      apiPattern(path),
      withErrorBoundary(resolver),
    ),
  patch: <Params extends PathParams>(path: string, resolver: ApiResolver<Params>): HttpHandler =>
    http.patch<Params, DefaultBodyType, DefaultBodyType>(
      apiPattern(path),
      withErrorBoundary(resolver),
    ),
  delete: <Params extends PathParams>(path: string, resolver: ApiResolver<Params>): HttpHandler =>
    http.delete<Params, DefaultBodyType, DefaultBodyType>(
      apiPattern(path),
      withErrorBoundary(resolver),
    ),
};

export type JsonObjectResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** A JSON object body, or the 400 to answer. Parsed from text: the Content-Type is not trusted. */
export async function readJsonObject(request: Request): Promise<JsonObjectResult> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return { ok: false, response: jsonError(400, { error: 'Request body must be valid JSON.' }) };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      response: jsonError(400, { error: 'Request body must be a JSON object.' }),
    };
  }
  return { ok: true, body: body as Record<string, unknown> };
}
