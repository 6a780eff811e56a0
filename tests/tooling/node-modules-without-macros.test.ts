// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The mock backend (`npm run mock-api`, the contract tests over HTTP) runs our modules under Node
 * through tsx, and Node refuses an import with `{ type: 'macro' }` (Parcel's build-time macros,
 * src/i18n/msg.ts): no module the mock backend reaches may hold one. Vitest runs macros as plain
 * calls, so only this walk of the import graph can see it.
 */
const MACRO_IMPORT = /with\s*\{\s*type:\s*'macro'\s*\}/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function reachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || reached.has(file)) continue;
    reached.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = specifier && resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return reached;
}

describe("the mock backend's modules", () => {
  it('reach our shared modules, none of which imports a build-time macro', () => {
    const reached = [...reachedFrom(filesUnder('mocks'))].map((file) =>
      path.relative(process.cwd(), file),
    );
    expect(reached).toContain(path.join('src', 'lib', 'address.ts'));
    expect(reached.filter((file) => MACRO_IMPORT.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
