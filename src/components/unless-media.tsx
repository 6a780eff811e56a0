import type { ReactNode } from 'react';
import { useMediaMatch } from './use-wide-screen';

/**
 * Its children, except where the media query is known to match (not while it is unknown: the
 * server's HTML and its hydration, where CSS decides). The query is read here, not by the
 * component that placed the children: when the query becomes known after hydration, React
 * re-renders this gate, and it answers with the same children element, which
 * React leaves as it is. Read by the parent, the same news would render the parent again, with
 * new elements for every child, and a hydration region among them not yet hydrated would have
 * to hydrate there and then, in one long task (issue 27).
 */
export function UnlessMedia({ query, children }: { query: string; children: ReactNode }) {
  return useMediaMatch(query) === true ? null : children;
}
