import * as theme from '@chakra-ui/react/theme';
import {
  lightOnly,
  withoutUnusedKeyframes,
  withoutUnusedLayerStyles,
  withoutUnusedTokens,
} from './unused';

/**
 * Chakra's tokens, semantic tokens, keyframes and layer styles, less what no style of the
 * storefront uses (./unused) and with light values only. Imported as a Parcel macro (like
 * ./chakra-theme), it runs at build time: the bundle carries only what is left, not Chakra's
 * whole set with the filters that drop most of it at every page load (about 3 KB gzip of the
 * first load). Tests run it as a plain call.
 */
export function chakraFoundations() {
  return {
    tokens: withoutUnusedTokens(theme.tokens),
    semanticTokens: lightOnly(withoutUnusedTokens(theme.semanticTokens)),
    keyframes: withoutUnusedKeyframes(theme.keyframes),
    layerStyles: withoutUnusedLayerStyles(theme.layerStyles),
  };
}
