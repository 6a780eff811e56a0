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
 * The server's copy of the theme's global CSS in this page, if it has one (a server-rendered or
 * prerendered page; not the client shell, not a test's DOM). Emotion's <Global> given these
 * styles finds that block by its name and adopts it as it stands, so the browser neither builds
 * the CSS again from the theme (Chakra's reset and global CSS at the system's creation, then the
 * serialisation of all of it at the first render: together the largest part of the start-up's
 * longest task after the bundle's evaluation) nor inserts it twice.
 */
export function renderedGlobalStyles(): SerializedStyles | undefined {
  if (typeof document === 'undefined') return undefined;
  const node = document.querySelector<HTMLStyleElement>(
    `style[data-emotion^="${GLOBAL_MARK}"][data-emotion$="${SUFFIX}"]`,
  );
  const mark = node?.dataset.emotion;
  if (!node || mark === undefined) return undefined;
  return { name: mark.slice(GLOBAL_MARK.length), styles: node.textContent ?? '' };
}
