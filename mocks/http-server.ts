import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { configFromEnv, setBaselineConfig } from './config';
import { handlers as defaultHandlers } from './handlers';
import { seedUsers } from './state';

/**
 * The mock backend as a real HTTP server (`npm run mock-api`): each request becomes a Fetch
 * Request answered by the same msw handlers, so a build with API_BASE_URL can run against it.
 */

/** Bodies above this are refused before they are buffered (a 2 MB image plus form overhead fits). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Dev servers on any port of this machine may call the API; other origins get no CORS grant. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

class BodyTooLargeError extends Error {}

/** A request target or Host header no URL can be made of (`//`, `http://[`, spaces). */
class BadTargetError extends Error {}

/**
 * The request's URL: the target appended to the origin, never resolved against it, so a target
 * such as `//evil/` stays a path of this server instead of naming another host.
 */
function requestUrl(req: IncomingMessage): URL {
  // Handlers match any origin, so an HTTP/1.0 client without a Host header still gets answers.
  const target = req.url ?? '/';
  try {
    return new URL(
      `http://${req.headers.host ?? 'localhost'}${target.startsWith('/') ? '' : '/'}${target}`,
    );
  } catch {
    throw new BadTargetError();
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = requestUrl(req);
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index];
    const value = req.rawHeaders[index + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  const method = req.method ?? 'GET';
  // Buffered rather than streamed: bodies are small and a buffer needs no duplex:'half'.
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  return new Request(url, { method, headers, body });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: readonly RequestHandler[],
): Promise<void> {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  if (req.method === 'GET' && req.url?.split('?')[0] === '/api/openapi.json') {
    // The API's own description, for backend tools (docs/api/openapi.json, `npm run openapi`).
    const document = readFileSync(new URL('../docs/api/openapi.json', import.meta.url), 'utf8');
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(document);
    return;
  }
  let request: Request;
  try {
    request = await toFetchRequest(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { error: 'Request body too large.' }, { ...cors, Connection: 'close' });
      return;
    }
    if (error instanceof BadTargetError) {
      sendJson(res, 400, { error: 'Bad request target.' }, cors);
      return;
    }
    throw error;
  }
  const response = await getResponse([...handlers], request);
  if (!response) {
    sendJson(res, 404, { error: 'Not found' }, cors);
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    // The body is sent whole below, with its own length.
    if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  const sent: Record<string, string> = { ...headers, ...cors };
  // Compressed like a production API answers: the product list is ~200 KB of JSON.
  if (body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    sent['Content-Encoding'] = 'gzip';
    sent.Vary = cors.Vary ? `${cors.Vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(response.status, { ...sent, 'Content-Length': String(body.length) });
  res.end(body);
}

export interface MockHttpServerOptions {
  /** Defaults to the mock backend's handlers; tests may pass their own. */
  handlers?: readonly RequestHandler[];
}

/** A node:http server answering with the msw handlers; call listen() on it (port 0 in tests). */
export function createMockHttpServer(options: MockHttpServerOptions = {}): Server {
  const handlers = options.handlers ?? defaultHandlers;
  return createServer((req, res) => {
    handle(req, res, handlers).catch((error: unknown) => {
      console.error('[mock api] request failed:', error);
      if (!res.headersSent)
        sendJson(res, 500, { error: 'Internal server error' }, corsHeaders(req.headers.origin));
      else res.destroy();
    });
  });
}

async function main(): Promise<void> {
  setBaselineConfig(configFromEnv(process.env));
  await seedUsers();
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const port = Number(process.env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError('PORT must be a port number');
  const server = createMockHttpServer();
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = address && typeof address === 'object' ? address.port : port;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    console.info(
      `Mock API listening on http://${shownHost}:${actualPort}/api/ (demo login demo@bazaar.in / Demo@1234)`,
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
