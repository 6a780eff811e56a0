import * as theme from '@chakra-ui/react/theme';

/**
 * A part of Chakra's theme (tokens, keyframes, a recipe...), as data. Imported as a Parcel macro
 * (`import { chakraTheme } from '…/theme/chakra-theme' with { type: 'macro' }`), it runs at build
 * time and leaves the part's object in the chunk that uses it, so no chunk imports
 * '@chakra-ui/react/theme' itself. That module re-exports all of Chakra's recipes, and a bundle
 * that imported it kept about 11 KB of them (the top-level expressions of recipes no one uses);
 * a lazy chunk that imported a recipe from it put every recipe in the first load. Every part is
 * plain data, so the copy is exact. Tests run it as a plain call.
 */
export function chakraTheme<K extends keyof typeof theme>(name: K): (typeof theme)[K] {
  return theme[name];
}
