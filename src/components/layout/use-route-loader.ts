import { useEffect, useState } from 'react';
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
    const timer = setTimeout(
      () => setState((current) => ({ ...current, active: false })),
      state.first ? LOADER_FIRST_LOAD_MS : LOADER_NAVIGATION_MS,
    );
    return () => clearTimeout(timer);
  }, [state.pathname, state.active, state.first]);

  return state.active;
}
