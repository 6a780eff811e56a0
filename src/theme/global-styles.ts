import type { SystemContext } from '@chakra-ui/react';
import { css, type SerializedStyles } from '@emotion/react';

/** Ends the name of the theme's global CSS, so a page can find the server's copy of it. */
const SUFFIX = '-theme';
/** How Emotion marks a global block in the page (its cache's key is 'css'). */
const GLOBAL_MARK = 'css-global ';

/**
 * The theme's global CSS (Chakra's reset, the storefront's global CSS, every token's CSS
 * variable and the keyframes: a system's `_global`) as Emotion's serialised styles, under a name
 * that tells it apart from Chakra's other global block (the layer order).
 */
export function themeGlobalStyles(global: SystemContext['_global']): SerializedStyles {
  const serialized = css(global);
  return { ...serialized, name: `${serialized.name}${SUFFIX}` };
}

/**
 * Whether this page already holds the theme's global CSS: a server-rendered or prerendered page
 * does; the client shell and a test's DOM do not. Such a page keeps the server's block as it is:
 * the browser neither builds that CSS again from the theme (Chakra's reset and global CSS at the
 * system's creation, then the serialisation of all of it at the first render) nor hands the block
 * to Emotion, which would move it within the head, and every move of a style element makes the
 * browser recompute the style of every element in the page.
 */
export function pageHasThemeGlobalStyles(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`style[data-emotion^="${GLOBAL_MARK}"][data-emotion$="${SUFFIX}"]`) !==
      null
  );
}
