import type { SystemConfig } from '@chakra-ui/react';

/**
 * What the storefront leaves out of Chakra's foundations because no style of it names it.
 * createSystem runs before the first render and its cost grows with every token, condition and
 * style it processes; the ChakraProvider then writes every token's CSS variable and every keyframe
 * into the page. tests/theme/style-audit.test.ts collects, from the code of src, the recipes, the
 * global CSS, the semantic tokens and Chakra's components, every name the styles use and fails
 * when one of them is missing from the system: before using something listed here, take it out.
 */

/**
 * Palettes that no recipe and no screen uses, wholesale. The others (gray, red, orange, green,
 * blue) are the palettes of Chakra's recipes (gray, red for errors) and of the screens'
 * `colorPalette`s.
 */
const UNUSED_PALETTES = new Set(['whiteAlpha', 'yellow', 'teal', 'cyan', 'purple', 'pink']);

/**
 * The shades of the used palettes that nothing names: the palettes' semantic tokens (solid, fg,
 * subtle...) use 50-300 and 500-700 (gray 800 and 900), no recipe reaches a shade through
 * `colorPalette.N`, and no screen writes one out. A palette set as `colorPalette` writes a CSS
 * variable per shade on its element, so these also shorten the CSS of every such element.
 */
const UNUSED_SHADES: Record<string, readonly string[]> = {
  blackAlpha: ['50', '100', '300', '400', '600', '700', '800', '900', '950'],
  gray: ['500', '600', '700', '950'],
  red: ['400', '800', '900', '950'],
  orange: ['400', '800', '900', '950'],
  green: ['400', '800', '900', '950'],
  blue: ['400', '800', '900', '950'],
};

/** Palettes and shades no style uses, out of a colour token tree (tokens or semantic tokens). */
export function withoutUnusedColors<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([name]) => !UNUSED_PALETTES.has(name))
      .map(([name, shades]: [string, object]) => {
        const unused = UNUSED_SHADES[name];
        if (!unused) return [name, shades];
        return [
          name,
          Object.fromEntries(Object.entries(shades).filter(([shade]) => !unused.includes(shade))),
        ];
      }),
  ) as T;
}

/**
 * The conditions (`_hover`, `_open`...) the storefront's styles use, of Chakra's 129. Each
 * condition the system holds makes every style path it resolves cost more (Chakra looks each
 * path's key up in the list of condition names), at creation (a path per CSS variable) and at
 * every render after it; the other 109 (the peer and group states, dark mode, print, the
 * scrollbar parts...) are named by no style of the app, its recipes or Chakra's components.
 */
const USED_CONDITIONS = new Set([
  'before',
  'checked',
  'closed',
  'disabled',
  'empty',
  'expanded',
  'focus',
  'focusVisible',
  'hover',
  'icon',
  'invalid',
  'marker',
  'motionReduce',
  'only',
  'open',
  'placeholder',
  'rtl',
  'selected',
]);

export function withoutUnusedConditions(
  conditions: SystemConfig['conditions'],
): SystemConfig['conditions'] {
  return Object.fromEntries(
    Object.entries(conditions ?? {}).filter(([name]) => USED_CONDITIONS.has(name)),
  );
}

/**
 * Of Chakra's layer styles only `disabled` is used (by its recipes); the others (fill.*,
 * outline.*, indicator.*) are named by no recipe and no screen. No animation style is used:
 * the recipes that animate name their keyframes themselves.
 */
const USED_LAYER_STYLES = new Set(['disabled']);

export function withoutUnusedLayerStyles<T extends object>(layerStyles: T): T {
  return Object.fromEntries(
    Object.entries(layerStyles).filter(([name]) => USED_LAYER_STYLES.has(name)),
  ) as T;
}

/**
 * Keyframes no recipe, animation token or screen names (those of Chakra's progress bars and
 * circles, marquee and the width collapse): each one is an @keyframes rule in the page's CSS.
 */
const UNUSED_KEYFRAMES = new Set([
  'bg-position',
  'circular-progress',
  'expand-width',
  'collapse-width',
  'marqueeX',
  'marqueeY',
]);

export function withoutUnusedKeyframes<T extends object>(keyframes: T): T {
  return Object.fromEntries(
    Object.entries(keyframes).filter(([name]) => !UNUSED_KEYFRAMES.has(name)),
  ) as T;
}
