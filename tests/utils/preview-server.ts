import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, vi } from 'vitest';

/** The page and the one script every served build has. */
const SHELL = {
  'index.html':
    '<!doctype html><div id=root></div><script type=module src=/main.0123abcd.js></script>',
  'main.0123abcd.js': 'export {};',
};

/**
 * `npm run preview`'s server (scripts/preview.mjs) over real HTTP for a test file, serving a
 * folder of `files` (a shell page and its script, plus these; paths may name folders) for a build
 * calling `apiOrigin`, with `serverFiles` as the build's server folder when given: started
 * before the file's tests, stopped and its folders removed after them. The returned function
 * fetches a path from it.
 */
export function previewForFile(
  apiOrigin: string,
  files: Record<string, string> = {},
  serverFiles?: Record<string, string>,
): (url: string, init?: RequestInit) => Promise<Response> {
  let dist = '';
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'bazaar-preview-'));
    const write = (folder: string, name: string, text: string) => {
      mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), text);
    };
    for (const [name, text] of Object.entries({ ...SHELL, ...files })) write(dist, name, text);
    // Beside the build, as scripts/build.mjs puts it (scripts/ssr.mjs: serverDirOf).
    for (const [name, text] of Object.entries(serverFiles ?? {}))
      write(`${dist}-server`, name, text);
    vi.stubEnv('DIST_DIR', dist);
    vi.stubEnv('API_BASE_URL', apiOrigin);
    // The server reads DIST_DIR when its module loads: a module of this file's own, not the one
    // another test file loaded with its folder.
    vi.resetModules();
    // @ts-expect-error -- a plain ESM script without type declarations
    const { createPreviewServer } = (await import('../../scripts/preview.mjs')) as {
      createPreviewServer: () => Promise<Server>;
    };
    const started = await createPreviewServer();
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-server`, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });
  // Over real HTTP: bypass() keeps the test's msw server from answering instead of the preview.
  return (url, init = {}) => fetch(bypass(new Request(`${base}${url}`, init)));
}

/** An answer of the preview as a page test reads it: its status, its content type, its HTML. */
export async function pageOf(
  response: Response,
): Promise<{ status: number; type: string | null; html: string }> {
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
}
