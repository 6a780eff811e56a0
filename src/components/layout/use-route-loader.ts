import { startTransition, useEffect, useState } from 'react';
import { LOADER_FIRST_LOAD_MS, LOADER_NAVIGATION_MS } from '../../lib/constants';

/**
 * Whether the route loader shows (spec §2, §9): for 1000 ms after the app starts and for 500 ms
 * after every change of path. A path change while it shows restarts the shorter period.
 */
export function useRouteLoader(pathname: string): boolean {
  const [state, setState] = useState({ pathname, active: true, first: true });

  if (state.pathname !== pathname) {
    // A new path starts its own period during render, so no frame shows the new screen unannounced.
    setState({ pathname, active: true, first: false });
  }

  useEffect(() => {
    if (!state.active) return;
    // The period's end re-renders the shell around the screen: in a transition, so React renders
    // it in slices that yield to the browser (a tap is not kept waiting behind it) instead of in
    // one task, about 65-85 ms on a 4x slowed phone at the first load's end (issue 27).
    const timer = setTimeout(
      () => startTransition(() => setState((current) => ({ ...current, active: false }))),
      state.first ? LOADER_FIRST_LOAD_MS : LOADER_NAVIGATION_MS,
    );
    return () => clearTimeout(timer);
  }, [state.pathname, state.active, state.first]);

  return state.active;
}
