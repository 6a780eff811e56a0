/**
 * What a production build's scripts are, read from Parcel's output: the bundles, what the first
 * load of a page fetches, and which bundles each lazy screen's dynamic import loads. Shared by
 * `npm run size` and the build's list of route chunks for server-rendered pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function readBundles(distDir) {
  const files = new Map();
  for (const name of readdirSync(distDir)) {
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(path.join(distDir, name), 'utf8');
    files.set(name, {
      code,
      raw: Buffer.byteLength(code),
      gzip: gzipSync(code, { level: 9 }).length,
    });
  }
  return files;
}

/** index.html's scripts, then their static imports (`import "./x.js"`, `import {a} from "./x.js"`). */
export function firstLoad(distDir, files) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/<script[^>]*\ssrc=["']?\/?([^"' >]+\.js)/g)].map((m) => m[1]);
  const seen = new Set();
  while (queue.length > 0) {
    const name = path.basename(queue.shift());
    if (seen.has(name)) continue;
    const file = files.get(name);
    if (!file)
      throw new Error(`index.html or a static import names ${name}, which is not in ${distDir}`);
    seen.add(name);
    for (const m of file.code.matchAll(/(?:\bimport|\bfrom)\s*["']\.?\/?([^"']+\.js)["']/g))
      queue.push(m[1]);
  }
  if (seen.size === 0) throw new Error(`No entry script found in ${distDir}/index.html`);
  return [...seen];
}

/**
 * The dynamic imports of the first-load bundles, as Parcel's runtime writes them: a module
 * wrapper that loads one bundle (`a("id")`) or several (`Promise.all([...])`), then requires the
 * imported module; bundle ids map to file names in `Object.assign(x.i??={},{id:"file.js"})`.
 * Each group is named by the exports of the module it imports (e.g. HomeScreen). The id map is
 * read from `mapNames` too: a lazy bundle's own imports are mapped in the entry.
 */
export function dynamicImports(entryNames, files, mapNames = []) {
  const bundleFiles = new Map();
  const groups = [];
  for (const name of [...new Set([...entryNames, ...mapNames])]) {
    const { code } = files.get(name);
    for (const m of code.matchAll(/Object\.assign\(\w+\.i\?\?=\{\},\{([^}]*)\}\)/g)) {
      for (const pair of m[1].matchAll(/"?([\w$]+)"?:"([^"]+\.js)"/g))
        bundleFiles.set(pair[1], pair[2]);
    }
  }
  for (const name of entryNames) {
    const { code } = files.get(name);
    for (const m of code.matchAll(
      /\.exports=((?:Promise\.all\(\[(?:\w+\("[\w$]+"\),?)+\]\))|\w+\("[\w$]+"\))\.then\(\(\)=>\w+\("([\w$]+)"\)\)/g,
    )) {
      groups.push({
        bundleIds: [...m[1].matchAll(/\("([\w$]+)"\)/g)].map((id) => id[1]),
        moduleId: m[2],
      });
    }
  }
  return groups.map(({ bundleIds, moduleId }) => {
    const bundles = bundleIds.map((id) => {
      const file = bundleFiles.get(id);
      if (!file) throw new Error(`Bundle id ${id} has no file name in the Parcel runtime's map`);
      return file;
    });
    return { bundles, exports: [...moduleExports(bundles, moduleId, files)] };
  });
}

/**
 * The export names of module `moduleId` in `bundles`: its export getters, which come first in its
 * body, or those of the module it re-exports whole (a CommonJS index such as react-dom/client's,
 * `e.exports=n("id")`).
 */
function moduleExports(bundles, moduleId, files, depth = 0) {
  const exportsOf = new Set();
  for (const bundle of bundles) {
    const code = files.get(bundle)?.code ?? '';
    const start = code.indexOf(`("${moduleId}",function(`);
    if (start < 0) continue;
    // The module's body up to the next registration.
    const rest = code.slice(start + moduleId.length + 4, start + 4000);
    const next = rest.search(/\("[\w$]+",function\(/);
    const head = next < 0 ? rest : rest.slice(0, next);
    for (const e of head.matchAll(/\.exports,"([\w$]+)"/g)) exportsOf.add(e[1]);
    const whole = /\.exports=\w+\("([\w$]+)"\)\}\)/.exec(head);
    if (exportsOf.size === 0 && whole && depth < 3) {
      for (const name of moduleExports(bundles, whole[1], files, depth + 1)) exportsOf.add(name);
    }
  }
  return exportsOf;
}

/**
 * Each lazy module's bundles by its export names (HomeScreen: [...], hiMessages: [...]), for the
 * modulepreload links of a server-rendered page.
 */
export function screenBundles(distDir, files = readBundles(distDir)) {
  const screens = {};
  for (const group of dynamicImports(firstLoad(distDir, files), files)) {
    for (const name of group.exports) screens[name] = group.bundles;
  }
  return screens;
}

/**
 * What every page's first render needs: the first load (`firstLoad`) and React DOM's chunk,
 * which the entry imports once it has run (`rendererBundles`); pages preload it.
 */
export function firstRender(distDir, files) {
  const entry = firstLoad(distDir, files);
  const renderer = rendererBundles(screenBundles(distDir, files));
  return [...entry, ...renderer.filter((name) => !entry.includes(name))];
}

/** The export of each language's catalogue module (src/i18n/hi-messages.ts), by language. */
const CATALOGUE_EXPORTS = { hi: 'hiMessages' };

/**
 * Each language's catalogue bundles (the chunk main.tsx imports for a page in that language),
 * from `screenBundles`' map, for the modulepreload link of that language's pages. A catalogue
 * missing from the map fails the build: its pages would fetch it only after their first script.
 */
export function catalogueBundles(lazyBundles) {
  return Object.fromEntries(
    Object.entries(CATALOGUE_EXPORTS).map(([locale, name]) => {
      const bundles = lazyBundles[name];
      if (!bundles) throw new Error(`No dynamic import of ${name} (the ${locale} catalogue) found`);
      return [locale, bundles];
    }),
  );
}

/** The export of React DOM's client module, which src/main.tsx imports once the entry has run. */
const RENDERER_EXPORT = 'hydrateRoot';

/**
 * React DOM's client bundles (the chunk main.tsx imports before it renders), from
 * `screenBundles`' map: every page needs them for its first render, so every page preloads them
 * and the first-load budget counts them. Missing from the map fails the build.
 */
export function rendererBundles(lazyBundles) {
  const bundles = lazyBundles[RENDERER_EXPORT];
  if (!bundles) throw new Error(`No dynamic import of ${RENDERER_EXPORT} (React DOM) found`);
  return bundles;
}
