import type { InspectionEvent } from 'xstate';

/**
 * The hook the statechart inspector (`?inspect`, src/features/statecharts/inspector) follows the
 * app's actors through: every actor the app creates passes `inspect` from here. In the API build
 * it is undefined (Parcel inlines both variables, so the condition is constant and the rest of
 * this module is dropped); elsewhere it forwards to the inspector once it listens, and before
 * that keeps the events of the page's first actors only if the inspector was asked for.
 */

type Listener = (event: InspectionEvent) => void;

const INSPECTABLE = process.env.NODE_ENV !== 'production' || !process.env.API_BASE_URL;

/** Where `?inspect` is remembered until `?inspect=off` or the panel's "Turn off". */
export const INSPECTOR_STORAGE_KEY = 'statecharts.inspect';

function askedFor(): boolean {
  if (typeof window === 'undefined') return false;
  const asked = new URLSearchParams(window.location.search).get('inspect');
  try {
    if (asked === 'off') window.localStorage.removeItem(INSPECTOR_STORAGE_KEY);
    else if (asked !== null) window.localStorage.setItem(INSPECTOR_STORAGE_KEY, 'on');
    return window.localStorage.getItem(INSPECTOR_STORAGE_KEY) === 'on';
  } catch {
    return asked !== null && asked !== 'off';
  }
}

/** Whether this page opens the inspector: `?inspect` now, or remembered from before. */
export const inspectorAsked: boolean = INSPECTABLE && askedFor();

let listener: Listener | undefined;
let early: InspectionEvent[] | undefined = inspectorAsked ? [] : undefined;

export const inspect: Listener | undefined = INSPECTABLE
  ? (event) => {
      if (listener) listener(event);
      else early?.push(event);
    }
  : undefined;

/** Follows every app actor: first what happened before this call, then as it happens. */
export function listenToActors(next: Listener): () => void {
  const before = early ?? [];
  early = undefined;
  listener = next;
  for (const event of before) next(event);
  return () => {
    if (listener === next) listener = undefined;
  };
}
