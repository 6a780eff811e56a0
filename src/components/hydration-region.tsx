import {
  createContext,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * Changes once in a region marked `first`: React treats a server-rendered region below a
 * changed context as updated, so the regions nested in it come first too.
 */
const Asked = createContext(false);

/**
 * A region React hydrates as a unit of its own (selective hydration): after the shell, each
 * region hydrates in its own pass, the browser getting its turn between them, and a tap on a
 * region not yet hydrated hydrates that region first, not the whole page. Nothing in these
 * regions suspends while the server renders them, so the server's HTML always holds their
 * content and the empty fallback is never shown; after hydration a suspending screen keeps the
 * route's own pending state (navigations run in transitions, which keep the shown content).
 *
 * React hydrates regions when the browser is otherwise idle, in the order it meets them. A
 * region marked `first` holds what a shopper taps first (the navigation bar, the screen): once
 * the region around it is hydrated it asks to be hydrated next, with every region inside it
 * (ours, and a library's: the route's own boundary around a screen), at a transition's
 * priority, which still yields to the browser between components. The footer and the like
 * follow when the browser is idle. It asks by rendering itself again with a new context value:
 * React hydrates a server-rendered region that receives new props, or sits below a changed
 * context, before applying the change, at the update's priority (issue 27).
 */
export function HydrationRegion({
  children,
  first = false,
}: {
  children: ReactNode;
  /** Hydrated, with the regions inside it, before the page's idle regions. */
  first?: boolean;
}) {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (first) startTransition(() => setAsked(true));
  }, [first]);
  return (
    <Asked.Provider value={asked}>
      <Suspense fallback={null}>{children}</Suspense>
    </Asked.Provider>
  );
}
