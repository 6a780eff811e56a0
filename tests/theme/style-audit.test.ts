// @vitest-environment node
import { readdirSync } from 'node:fs';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { getSystem } from '../../src/theme/system';
import { codeFiles, collectStyleReferences, type StyleReferences } from './style-references';
import {
  collectTokenReferences,
  isReferenced,
  type TokenEntry,
  type TokenReferences,
} from './token-references';

/**
 * The system leaves out what no style uses (src/theme/unused.ts). Every name the storefront's
 * styles use, collected from the code and the recipes (./style-references), must still be in it:
 * a missing condition, shade or style would resolve to nothing and leave an element unstyled.
 */
async function allRecipes(system: SystemContext): Promise<unknown[]> {
  const folder = new URL('../../src/theme/recipes/', import.meta.url);
  const lazy = await Promise.all(
    readdirSync(folder).map(
      async (file) => Object.values(await import(new URL(file, folder).href)) as unknown[],
    ),
  );
  return [...Object.values(system._config.theme?.recipes ?? {}), ...lazy.flat()];
}

/** The token CSS as the page gets it: Emotion's text of the system's token styles. */
function tokenCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  const styles = serializeStyles([system.getTokenCss()], cache.registered);
  return cache.insert('', styles, cache.sheet, false) ?? '';
}

let system: SystemContext;
let used: StyleReferences;
let usedTokens: TokenReferences;

beforeAll(async () => {
  system = getSystem();
  const recipes = await allRecipes(system);
  const files = codeFiles();
  used = collectStyleReferences(system, recipes, files);
  const { theme = {}, globalCss, utilities } = system._config;
  const styles = [globalCss, theme.textStyles, theme.layerStyles, theme.animationStyles];
  usedTokens = collectTokenReferences(
    [...recipes, ...styles, theme.keyframes, utilities],
    [theme.tokens, theme.semanticTokens],
    files,
  );
});

/**
 * Every token of Chakra's foundations (tokens and semantic tokens, as a system of Chakra's whole
 * theme has them) a style may name: by its value, reference or variable (./token-references), or,
 * for a palette's semantic colour, through `colorPalette` on an element given that palette.
 */
function namedTokens(): string[] {
  const everything = createSystem(defaultConfig).tokens.allTokens as unknown as (TokenEntry & {
    extensions: { negative?: boolean; isVirtual?: boolean };
  })[];
  const names = everything
    .filter((token) => {
      const { category, negative, isVirtual } = token.extensions;
      if (negative || isVirtual || category === 'breakpoints') return false;
      const [palette, ...key] = token.name.split('.').slice(1);
      const throughPalette =
        category === 'colors' && used.palettes.has(palette!) && used.paletteKeys.has(key.join('.'));
      return throughPalette || isReferenced(token, usedTokens);
    })
    .map(({ name }) => name);
  // A semantic token is listed once per condition (light, dark).
  return [...new Set(names)];
}

describe('the Chakra system', () => {
  it('holds every condition the styles use', () => {
    expect(used.conditions).toContain('hover');
    const missing = [...used.conditions].filter(
      (name) => !system.conditions.keys().includes(`_${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds every colour shade the styles and semantic tokens name', () => {
    expect(used.colors).toContain('red.600');
    const missing = [...used.colors].filter((name) => !system.tokens.getByName(`colors.${name}`));
    expect(missing).toEqual([]);
  });

  it('holds every colour palette the styles set, with the colours styles name through it', () => {
    expect([...used.palettes]).toEqual(expect.arrayContaining(['brand', 'gray', 'orange']));
    expect([...used.paletteKeys]).toEqual(expect.arrayContaining(['solid', 'contrast', 'fg']));
    // What a palette may hold (the text also names other things after `colorPalette.`).
    const paletteKeys = [...used.paletteKeys].filter((key) =>
      createSystem(defaultConfig).tokens.allTokens.some(({ name }) => name.endsWith(`.${key}`)),
    );
    const missing = [...used.palettes].flatMap((palette) =>
      paletteKeys
        .map((key) => `colors.${palette}.${key}`)
        .filter((name) => !system.tokens.getByName(name)),
    );
    expect(missing).toEqual([]);
  });

  it('holds every token the styles may name, of every category', () => {
    const named = namedTokens();
    // `p="4"`, `mt="-2"`, `maxW="7xl"`, `w="full"`, `rounded="l2"`, `{radii.xs}`.
    expect(named).toEqual(
      expect.arrayContaining([
        'spacing.4',
        'spacing.2',
        'sizes.7xl',
        'sizes.full',
        'radii.l2',
        'radii.xs',
        'colors.bg.muted',
      ]),
    );
    expect(named.filter((name) => !system.tokens.getByName(name))).toEqual([]);
  });

  it('writes no variable for a token nothing names', () => {
    const css = tokenCss(system);
    expect(css).toContain('--chakra-sizes-full:100%;');
    for (const name of ['sizes-1\\/2', 'sizes-prose', 'spacing-80', 'colors-bg-warning']) {
      expect(css).not.toContain(`--chakra-${name}:`);
    }
  });

  it('holds every text style, layer style, animation style and keyframes the styles name', () => {
    const theme = system._config.theme ?? {};
    const missing = [
      ...[...used.textStyles].filter((name) => !theme.textStyles?.[name]),
      ...[...used.layerStyles].filter((name) => !theme.layerStyles?.[name]),
      ...[...used.animationStyles].filter((name) => !theme.animationStyles?.[name]),
      ...[...used.keyframes].filter((name) => !theme.keyframes?.[name]),
    ];
    expect(used.textStyles).toContain('sm');
    expect(used.keyframes).toContain('spin');
    expect(missing).toEqual([]);
  });

  it('writes every token variable with a resolved value', () => {
    const css = tokenCss(system);
    expect(css).not.toMatch(/\{(colors|spacing|sizes|radii|shadows)\./);
    expect(css).not.toMatch(/:\s*;/);
  });

  it("keeps the storefront's colours and Chakra's shades in the variables", () => {
    const css = tokenCss(system);
    const declarations = [
      // The spec's brand blue, and the semantic colours built on it.
      '--chakra-colors-brand-500:#226be0;',
      '--chakra-colors-brand-solid:var(--chakra-colors-brand-500);',
      '--chakra-colors-focus-ring:var(--chakra-colors-brand-700);',
      '--chakra-colors-saffron-500:#ff9f00;',
      '--chakra-colors-bg-canvas:#f1f3f6;',
      '--chakra-colors-fg-muted:#5f6368;',
      '--chakra-colors-fg-error:var(--chakra-colors-red-600);',
      '--chakra-colors-red-600:#dc2626;',
      '--chakra-colors-orange-solid:var(--chakra-colors-orange-700);',
      '--chakra-colors-navbar-hover:var(--chakra-colors-black-alpha-200);',
      '--chakra-colors-gray-200:#e4e4e7;',
      '--chakra-spacing-4:1rem;',
      '--chakra-sizes-full:100%;',
    ];
    for (const declaration of declarations) expect(css).toContain(declaration);
  });
});
