import { useSyncExternalStore } from 'react';
import { CAROUSEL_BREAKPOINT_PX } from '../lib/constants';

const WIDE_QUERY = `(min-width: ${CAROUSEL_BREAKPOINT_PX}px)`;

/**
 * Whether a media query matches, kept in step with resizes; null while it cannot be known: on
 * the server and while hydrating its HTML, where a part that depends on the width renders for
 * both widths and CSS media queries decide (so the hydrated page matches the server's HTML),
 * and the next render keeps only the part in view.
 */
export function useMediaMatch(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** At or above the spec's 768 px breakpoint (spec §9); null while unknown (see useMediaMatch). */
export function useWideScreen(): boolean | null {
  return useMediaMatch(WIDE_QUERY);
}
