import { Suspense, type ReactNode } from 'react';

/**
 * A region React hydrates as a unit of its own (selective hydration): after the shell, each
 * region hydrates in its own pass, the browser getting its turn between them, and a tap on a
 * region not yet hydrated hydrates that region first, not the whole page. Nothing in these
 * regions suspends while the server renders them, so the server's HTML always holds their
 * content and the empty fallback is never shown; after hydration a suspending screen keeps the
 * route's own pending state (navigations run in transitions, which keep the shown content).
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
