import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The API build (API_BASE_URL set at build time: the client calls that origin, no mock code in
 * the bundle, pages rendered per request by scripts/preview.mjs), for the browser tests that
 * need it. Shared with `npm run size`, which builds it in the same folder against the same origin.
 */
export const API_DIR = process.env.API_DIST_DIR ?? 'dist-size-api';
/** The origin the API build calls (inlined by Parcel): its backend must listen there. */
export const API_BASE_URL = 'http://127.0.0.1:4010';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const newestSource = () =>
  Math.max(
    ...['src', 'machines', 'scripts'].flatMap(filesUnder).map((file) => statSync(file).mtimeMs),
  );

/** Whether the client in `dir` calls API_BASE_URL (a demo build, or one for another origin, does not). */
function callsApiBaseUrl(dir: string): boolean {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(dir, name), 'utf8').includes(`"${API_BASE_URL}"`));
}

/**
 * Builds the API build into API_DIR unless an up-to-date one for API_BASE_URL is there (about a
 * minute: Parcel, two targets). Call it in a beforeAll with a long timeout, holding the API
 * build's lock (holdApiBuild in api-build-lock.ts): browser-test files run two at a time, and
 * two builds into one folder, or a build under a running server, would break each other.
 */
export function ensureApiBuild(): void {
  const index = join(API_DIR, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs > newestSource() && callsApiBaseUrl(API_DIR))
    return;
  try {
    execFileSync('node', ['scripts/build.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DIST_DIR: API_DIR, API_BASE_URL },
    });
  } catch (error) {
    throw new Error(
      `Building the API build into ${API_DIR}/ (API_BASE_URL=${API_BASE_URL}) failed: see the build's output above`,
      { cause: error },
    );
  }
}
