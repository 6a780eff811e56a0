import { startTransition, useEffect, useState } from 'react';
import { CAROUSEL_BREAKPOINT_PX } from '../lib/constants';

/** The spec's wide screens (768 px and up), as a media query. */
export const WIDE_QUERY = `(min-width: ${CAROUSEL_BREAKPOINT_PX}px)`;

/**
 * Whether a media query matches, kept in step with resizes; null while it is not known yet: on
 * the server, while hydrating its HTML and in a component's first render, where a part that
 * depends on the width renders for both widths and CSS media queries decide (so the hydrated
 * page matches the server's HTML), and the next render keeps only the part in view.
 *
 * The answer arrives in a transition, after the first render's effects: React renders the parts
 * that follow it at a priority that yields to the browser between components. Read through
 * useSyncExternalStore, the answer differed from the server's (null) right after hydration, and
 * React then rendered every reader again synchronously, in one task a tap waited for (the home
 * page's carousels: 200-600 ms at 4x CPU; issue 27).
 */
export function useMediaMatch(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

/** At or above the spec's 768 px breakpoint (spec §9); null while unknown (see useMediaMatch). */
export function useWideScreen(): boolean | null {
  return useMediaMatch(WIDE_QUERY);
}
