// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bypass } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { precompressDir } from '../../scripts/precompress.mjs';
// @ts-expect-error -- a plain ESM script without type declarations
import { sendFile } from '../../scripts/static-files.mjs';

const SCRIPT = 'export const answer = 42; '.repeat(40);
const PAGE = `<!doctype html>${'<p>A page of the shop</p>'.repeat(40)}`;
let dir = '';
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'bazaar-precompress-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

/** Serves one file the way the production server does; fetches it with `encoding` accepted. */
async function fetchServed(file: string, encoding: string): Promise<Response> {
  const started = createServer((request, response) =>
    (sendFile as (res: unknown, file: string, headers: object, req: unknown) => void)(
      response,
      file,
      {},
      request,
    ),
  );
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  const { port } = started.address() as AddressInfo;
  // Over real HTTP: bypass() keeps the test's msw server from answering instead.
  return fetch(
    bypass(new Request(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': encoding } })),
  );
}

describe('compressing the build once, at build time', () => {
  it('writes brotli and gzip copies of the text files that decode to them, none of pictures', () => {
    const built = folder({ 'main.js': SCRIPT, 'index.html': PAGE, 'a.webp': 'RIFF' });
    expect((precompressDir as (dir: string) => number)(built)).toBe(2);
    expect(readdirSync(built).sort()).toEqual([
      'a.webp',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'main.js',
      'main.js.br',
      'main.js.gz',
    ]);
    expect(brotliDecompressSync(readFileSync(path.join(built, 'main.js.br'))).toString()).toBe(
      SCRIPT,
    );
    expect(gunzipSync(readFileSync(path.join(built, 'main.js.gz'))).toString()).toBe(SCRIPT);
    // Pages are compressed at a lower brotli quality than scripts: still the same page.
    expect(brotliDecompressSync(readFileSync(path.join(built, 'index.html.br'))).toString()).toBe(
      PAGE,
    );
    expect(gunzipSync(readFileSync(path.join(built, 'index.html.gz'))).toString()).toBe(PAGE);
  });

  it("sends the build's copy as it is, and ignores a copy older than its file", async () => {
    // A copy whose content differs from the file's, so the body says which one was sent.
    const built = folder({
      'main.js': SCRIPT,
      'main.js.br': brotliCompressSync('the build copy'),
    });
    const file = path.join(built, 'main.js');
    const fromCopy = await fetchServed(file, 'br');
    expect(fromCopy.headers.get('content-encoding')).toBe('br');
    expect(await fromCopy.text()).toBe('the build copy');

    // The file changed after the build: its copy is stale, and the server compresses the file.
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const fromFile = await fetchServed(file, 'br');
    expect(fromFile.headers.get('content-encoding')).toBe('br');
    expect(await fromFile.text()).toBe(SCRIPT);
  });
});
