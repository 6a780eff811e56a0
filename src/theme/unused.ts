import type { SystemConfig } from '@chakra-ui/react';

/**
 * What the storefront leaves out of Chakra's foundations because no style of it names it.
 * createSystem runs before the first render and its cost grows with every token, condition and
 * style it processes; the ChakraProvider then writes every token's CSS variable and every keyframe
 * into the page. tests/theme/style-audit.test.ts collects, from the code of src, the recipes, the
 * global CSS, the semantic tokens and Chakra's components, every name and token the styles may
 * use and fails when one of them is missing from the system: before using something listed here,
 * take it out.
 */

/**
 * Palettes that no recipe and no screen uses, wholesale. The others (gray, red, orange, green,
 * blue) are the palettes of Chakra's recipes (gray, red for errors) and of the screens'
 * `colorPalette`s.
 */
const UNUSED_PALETTES = new Set(['whiteAlpha', 'yellow', 'teal', 'cyan', 'purple', 'pink']);

/**
 * The colours of the used palettes and groups that nothing names: the palettes' semantic tokens
 * (solid, fg, subtle...) use 50-300 and 500-700 (gray 800 and 900), no recipe reaches a shade
 * through `colorPalette.N`, and no screen writes one out; nor the semantic colours of states the
 * storefront does not show (bg.warning, fg.info...). A palette set as `colorPalette` writes a
 * CSS variable per colour on its element, so these also shorten the CSS of every such element.
 */
const UNUSED_COLORS: Record<string, readonly string[]> = {
  blackAlpha: ['50', '100', '300', '400', '600', '700', '800', '900', '950'],
  gray: ['500', '600', '700', '950'],
  red: ['400', '800', '900', '950'],
  orange: ['400', '800', '900', '950'],
  green: ['400', '800', '900', '950'],
  blue: ['400', '800', '900', '950'],
  bg: ['emphasized', 'inverted', 'error', 'warning', 'success', 'info'],
  fg: ['warning', 'success', 'info'],
  border: ['muted', 'inverted', 'warning', 'success', 'info'],
};

/** Palettes and colours no style uses, out of a colour token tree (tokens or semantic tokens). */
function withoutUnusedColors<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([name]) => !UNUSED_PALETTES.has(name))
      .map(([name, shades]: [string, object]) => [name, without(shades, UNUSED_COLORS[name])]),
  ) as T;
}

/**
 * The tokens of Chakra's other categories that no style names, as the audit finds them
 * (tests/theme/token-references.ts): a value names a token of the category of the style property
 * it is given to (`p="4"` spacing, `w="4"` sizes), and any other literal (a constant, a default
 * parameter) may name one of any category. So most of the spacing scale stays, in both
 * categories; the sizes' fractions, viewport units and the prose, fit and 3xs widths go. Each
 * spacing token is two CSS variables (Chakra adds its negative).
 */
const UNUSED_TOKENS: Record<string, readonly string[]> = {
  sizes: [
    ...'48 80 3xs 0.5 fit prose dvh svh lvh dvw svw lvw vw vh'.split(' '),
    ...'1/2 1/3 2/3 1/4 3/4 1/5 3/5 4/5 1/6 2/6 3/6 4/6 5/6'.split(' '),
    ...'1/12 2/12 3/12 4/12 5/12 6/12 7/12 8/12 9/12 10/12 11/12'.split(' '),
  ],
  spacing: ['28', '48', '52', '56', '72', '80'],
  aspectRatios: ['square', 'landscape', 'portrait', 'ultrawide', 'golden'],
  animations: ['ping', 'pulse', 'bounce'],
  durations: ['fastest', 'fast'],
  easings: ['ease-in', 'ease-in-out'],
  fontSizes: ['8xl', '9xl'],
  fontWeights: ['thin', 'extralight', 'light', 'extrabold', 'black'],
  letterSpacings: ['tighter', 'tight', 'widest'],
  lineHeights: ['shorter', 'moderate', 'taller'],
  zIndex: ['hide', 'docked', 'banner'],
  cursor: ['menuitem'],
  shadows: ['inner', 'inset'],
};

function without<T extends object>(tree: T, names: readonly string[] | undefined): T {
  if (!names) return tree;
  return Object.fromEntries(Object.entries(tree).filter(([name]) => !names.includes(name))) as T;
}

/** Chakra's tokens or semantic tokens, less those no style names. */
export function withoutUnusedTokens<T extends object>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([category, tree]: [string, object]) => [
      category,
      category === 'colors' ? withoutUnusedColors(tree) : without(tree, UNUSED_TOKENS[category]),
    ]),
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
 * circles, marquee and the width collapse, and of the animation tokens left out above): each one
 * is an @keyframes rule in the page's CSS.
 */
const UNUSED_KEYFRAMES = new Set([
  'bg-position',
  'circular-progress',
  'expand-width',
  'collapse-width',
  'marqueeX',
  'marqueeY',
  'ping',
  'pulse',
  'bounce',
]);

export function withoutUnusedKeyframes<T extends object>(keyframes: T): T {
  return Object.fromEntries(
    Object.entries(keyframes).filter(([name]) => !UNUSED_KEYFRAMES.has(name)),
  ) as T;
}

/**
 * The storefront has no dark mode, so each semantic token keeps only its light value and no
 * dark-mode variables are generated.
 */
export function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  const value: unknown = 'value' in node ? node.value : undefined;
  if (typeof value === 'object' && value !== null && '_light' in value) {
    return { ...node, value: value._light };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]: [string, unknown]) => [key, lightOnly(child)]),
  ) as T;
}
