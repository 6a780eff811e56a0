import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the server's block of component styles, naming the ids of the styles it holds
 * (src/entry-server.tsx). Not Emotion's own `data-emotion="css …"`: Emotion moves a block it
 * finds under that name to the end of the head, and every move of a style element makes the
 * browser recompute the style of every element in the page (60 ms and more on a 4x slowed phone
 * CPU, after the first paint).
 */
export const SERVER_STYLES = 'data-server-styles';

/**
 * Emotion's cache for a server-rendered page: the server's styles count as inserted, so the
 * hydration inserts none of them again, and their block stays where the server put it. Styles
 * first used in the browser go into blocks of their own after it, as with Emotion's own cache.
 */
export function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const served = document.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES}]`);
  if (!served) return cache;
  for (const id of served.getAttribute(SERVER_STYLES)?.split(' ') ?? []) {
    if (id) cache.inserted[id] = true;
  }
  // The sheet's first block, as Emotion's own hydration makes it (without moving it): new
  // blocks go after it, and Chakra's layer order (a <Global>) goes before it.
  cache.sheet.tags.push(served);
  return cache;
}
