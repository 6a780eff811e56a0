/**
 * Marks every script of a build for eager compilation: V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` on a script's first line, makes the browser compile all
 * of the script's functions while it streams the script in, on a background thread. Without it,
 * each function is compiled on the main thread the first time it runs, and on a page's start
 * that is most of them: in a Chrome trace of `/cat/mens-footwear` at 4× CPU slowdown, lazy
 * compilation (`V8.CompileCode`, `V8.ParseFunction`) was most of the long tasks after the first
 * paint: 89 ms of the entry's evaluation (136 ms), 71 of the listing's chunks (73 ms) (issue 27).
 * Browsers without the hint read a comment. Each script's source map moves down one line with
 * it, so developer tools and the size report still map every position to its source.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Adds the hint to one script (once) and shifts its source map by the line it adds. */
export function addCompileHint(file) {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return false;
  writeFileSync(file, `${COMPILE_HINT}\n${code}`);
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    // A source map's mappings hold one group per generated line, separated by ';': an empty
    // group first stands for the new, unmapped first line.
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
  return true;
}

/** Adds the hint to every script Parcel wrote to `distDir`; returns how many it marked. */
export function addCompileHints(distDir) {
  let count = 0;
  for (const name of readdirSync(distDir)) {
    if (name.endsWith('.js') && addCompileHint(path.join(distDir, name))) count += 1;
  }
  return count;
}
