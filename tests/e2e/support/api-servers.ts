import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { configFromEnv, setBaselineConfig } from '../../../mocks/config';
import { createMockHttpServer } from '../../../mocks/http-server';
import { seedUsers } from '../../../mocks/state';
import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE_URL, API_DIR, ensureApiBuild } from './api-build';
import { holdApiBuild } from './api-build-lock';

/**
 * The API build running as a shop deploys it: scripts/preview.mjs serving API_DIR (a child
 * process, on a free port) in front of the HTTP mock API (`npm run mock-api`'s server, in this
 * process, freshly seeded) on API_BASE_URL, the origin the build calls. Browser contexts on
 * `baseUrl` share that one backend, as two shoppers' devices share a real one.
 */
export interface ApiBuildServers {
  /** Where the production server serves the API build. */
  baseUrl: string;
  /** The mock API's origin (API_BASE_URL). */
  apiOrigin: string;
  /** What the production server wrote to stderr so far (a failed render, an exception). */
  serverErrors: () => string;
  /** Stops both servers; safe to call more than once. */
  close: () => Promise<void>;
}

/** A port nothing listens on now (asked of the OS, then released for the child to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startMockApi(): Promise<Server> {
  setBaselineConfig(configFromEnv(process.env));
  await seedUsers();
  const { hostname, port } = new URL(API_BASE_URL);
  const server = createMockHttpServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is taken: the API build in ${API_DIR}/ calls ${API_BASE_URL}, so its ` +
                `backend must listen there. Stop what listens on ${hostname}:${port} and run again.`,
            )
          : error,
      );
    });
    server.listen(Number(port), hostname, () => resolve());
  });
  return server;
}

/** Starts scripts/preview.mjs; `ready` resolves once it prints its listening line. */
function startPreview(
  port: number,
  stderr: string[],
): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['scripts/preview.mjs'], {
    env: {
      ...process.env,
      DIST_DIR: API_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_BASE_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(String(chunk)));
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null, signal: string | null) =>
      reject(
        new Error(
          `scripts/preview.mjs exited (${code ?? signal}) before listening:\n${output}${stderr.join('')}`,
        ),
      );
    child.once('error', reject);
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Preview of ')) {
        child.off('exit', onExit);
        resolve();
      }
    });
  });
  return { child, ready };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections of the browser and the preview server would hold close() open.
    server.closeAllConnections();
  });
}

/**
 * Starts the mock API on API_BASE_URL (failing clearly when its port is taken) and the
 * production server of the API build on a free port. Build it first (ensureApiBuild). On a
 * failure, whatever had started is stopped before the error is thrown.
 */
export async function startApiBuildServers(): Promise<ApiBuildServers> {
  const stderr: string[] = [];
  let api: Server | undefined;
  let preview: ChildProcess | undefined;
  const close = async () => {
    const stopping = [preview && stopChild(preview), api && closeServer(api)];
    preview = undefined;
    api = undefined;
    await Promise.all(stopping);
  };
  try {
    api = await startMockApi();
    const port = await freePort();
    const started = startPreview(port, stderr);
    preview = started.child;
    await started.ready;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      apiOrigin: API_BASE_URL,
      serverErrors: () => stderr.join(''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The API build and its servers for a test file: held for the file (one such file at a time,
 * api-build-lock.ts), built if need be and started before its tests, stopped after them. Call at the top level of the file; the returned function gives the
 * running servers.
 */
export function apiBuildForFile(): () => ApiBuildServers {
  let servers: ApiBuildServers | undefined;
  let release: (() => void) | undefined;
  beforeAll(async () => {
    release = await holdApiBuild();
    ensureApiBuild();
    servers = await startApiBuildServers();
  }, 1_200_000);
  afterAll(async () => {
    try {
      await servers?.close();
    } finally {
      release?.();
    }
  });
  return () => {
    if (!servers) throw new Error('The servers start in beforeAll');
    return servers;
  };
}

/** The password of the shoppers registerShopper makes. */
export const SHOPPER_PASSWORD = 'Monsoon@2024';

/**
 * Registers a shopper (Kavya Nair) on the mock API at `apiOrigin` directly, not through the form
 * (whose journey is tested elsewhere).
 */
export async function registerShopper(
  apiOrigin: string,
  email: string,
): Promise<{ email: string; password: string }> {
  const response = await fetch(`${apiOrigin}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Kavya',
      last_name: 'Nair',
      email,
      phone: '9876501234',
      password: SHOPPER_PASSWORD,
      con_password: SHOPPER_PASSWORD,
    }),
  });
  expect(response.status).toBe(201);
  return { email, password: SHOPPER_PASSWORD };
}
