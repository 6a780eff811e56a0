import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** An import of one of Parcel's build-time macros (src/i18n/msg.ts), which Node refuses. */
export const MACRO_IMPORT = /with\s*\{\s*type:\s*'macro'\s*\}/;

/** The TypeScript files under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
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

/** Every file of ours the entries import, statically or not, through relative imports. */
export function reachedFrom(entries: string[]): Set<string> {
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

/** The files among `files` that import a build-time macro, relative to the working directory. */
export function withMacroImports(files: Iterable<string>): string[] {
  return [...files]
    .filter((file) => MACRO_IMPORT.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(process.cwd(), file));
}
