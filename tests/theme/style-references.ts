import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultBaseConfig, type SystemContext } from '@chakra-ui/react';

/**
 * What the storefront's styles name of the Chakra system, collected mechanically: conditions
 * (`_hover`), colour shades (`gray.600`, `{colors.red.600}`), the colours recipes reach through a
 * colour palette (`colorPalette.solid`, `colorPalette.500`), the palettes set
 * (`colorPalette="brand"`), text, layer and animation styles and keyframes. The sources are every
 * style object the system holds (recipes, including the lazily registered ones, the global CSS,
 * text/layer/animation styles and the semantic tokens), the code of src (JSX style props and
 * style objects) and the code of Chakra's components (the styles some of them set without a
 * recipe). It over-counts (a word in a comment counts), never under-counts a name written out; a
 * name built at run time it cannot see, and the app builds none (colour palettes, conditions and
 * shades are written out in full). The tokens a style may name: ./token-references.
 */
export interface StyleReferences {
  conditions: Set<string>;
  colors: Set<string>;
  /** What styles name of the palette set on them: `solid` of `colorPalette.solid`, `500`. */
  paletteKeys: Set<string>;
  palettes: Set<string>;
  textStyles: Set<string>;
  layerStyles: Set<string>;
  animationStyles: Set<string>;
  keyframes: Set<string>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const chakraEsm = join(dirname(require.resolve('@chakra-ui/react')), '../esm');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(folder, file));
}

export interface CodeFile {
  path: string;
  text: string;
}

/**
 * The files read as code: src except the theme (whose objects are walked instead), Chakra's
 * components.
 */
export function codeFiles(): CodeFile[] {
  return [
    ...filesUnder(join(root, 'src'), /\.tsx?$/).filter((file) => !file.includes('/src/theme/')),
    ...filesUnder(chakraEsm, /\.js$/).filter((file) => !file.includes('/theme/')),
  ].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

const CONDITIONS = new Set(Object.keys(defaultBaseConfig.conditions ?? {}));
const PALETTES = 'whiteAlpha|blackAlpha|gray|red|orange|green|blue|yellow|teal|cyan|purple|pink';

function collectFromText(text: string, into: StyleReferences, system: SystemContext): void {
  for (const [, name] of text.matchAll(/\b_([a-z][A-Za-z]+)\b/g)) {
    if (CONDITIONS.has(name!)) into.conditions.add(name!);
  }
  for (const [, palette, shade] of text.matchAll(new RegExp(`\\b(${PALETTES})\\.(\\d+)\\b`, 'g'))) {
    into.colors.add(`${palette}.${shade}`);
  }
  for (const [, key] of text.matchAll(/\bcolorPalette\.(\w+)/g)) into.paletteKeys.add(key!);
  for (const [, palette] of text.matchAll(/\bcolorPalette["']?\s*[=:]\s*\{?\s*["'](\w+)["']/g)) {
    into.palettes.add(palette!);
  }
  const compositions = [
    ['textStyle', into.textStyles],
    ['layerStyle', into.layerStyles],
    ['animationStyle', into.animationStyles],
  ] as const;
  for (const [prop, set] of compositions) {
    for (const [, name] of text.matchAll(
      new RegExp(`\\b${prop}["']?\\s*[=:]\\s*\\{?\\s*["']([\\w.-]+)["']`, 'g'),
    )) {
      set.add(name!);
    }
  }
  for (const name of Object.keys(system._config.theme?.keyframes ?? {})) {
    if (new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(text)) into.keyframes.add(name);
  }
}

/** Style objects as text: their keys and values, one JSON document. */
function objectText(value: unknown): string {
  return (
    JSON.stringify(value, (_key, child: unknown) =>
      typeof child === 'function' ? String(child) : child,
    ) ?? ''
  );
}

export function collectStyleReferences(
  system: SystemContext,
  recipes: readonly unknown[],
  files: readonly CodeFile[],
): StyleReferences {
  const found: StyleReferences = {
    conditions: new Set(),
    colors: new Set(),
    paletteKeys: new Set(),
    palettes: new Set(),
    textStyles: new Set(),
    layerStyles: new Set(),
    animationStyles: new Set(),
    keyframes: new Set(),
  };
  const { theme = {}, globalCss } = system._config;
  const objects = [
    ...recipes,
    globalCss,
    theme.semanticTokens,
    theme.textStyles,
    theme.layerStyles,
    theme.animationStyles,
    theme.tokens?.animations,
  ];
  for (const text of [...objects.map(objectText), ...files.map((file) => file.text)]) {
    collectFromText(text, found, system);
  }
  return found;
}
