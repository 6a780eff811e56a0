// @vitest-environment node
import { readdirSync } from 'node:fs';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemContext } from '@chakra-ui/react';
import { getSystem } from '../../src/theme/system';
import { codeTexts, collectStyleReferences, type StyleReferences } from './style-references';

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

beforeAll(async () => {
  system = getSystem();
  used = collectStyleReferences(system, await allRecipes(system), codeTexts());
});

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

  it('holds every colour palette the styles set, with its semantic colours and named shades', () => {
    expect([...used.palettes]).toEqual(expect.arrayContaining(['brand', 'gray', 'orange']));
    const keys = [
      'solid',
      'contrast',
      'fg',
      'muted',
      'subtle',
      'emphasized',
      'focusRing',
      'border',
    ];
    const missing = [...used.palettes].flatMap((palette) =>
      [...keys, ...used.paletteShades]
        .map((key) => `colors.${palette}.${key}`)
        .filter((name) => !system.tokens.getByName(name)),
    );
    expect(missing).toEqual([]);
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
