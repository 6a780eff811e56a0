import type { DeferredPromiseState } from '@tanstack/react-router';
import { Suspense, use, useDeferredValue, useEffect, useReducer, type ReactNode } from 'react';

/**
 * A route loader's read (src/app/loaders.ts) as a screen gets it: on its way after a client
 * navigation, or already settled on the server and in the data hydrated from its HTML. Null
 * once it failed: the loader has logged the spec's message (§8).
 */
export type LoaderRead<T> = T | null | Promise<T | null>;

/**
 * Where the router's `defer` keeps a promise's state (the loaders defer every read):
 * router-core's TSR_DEFERRED_PROMISE, a registered symbol @tanstack/react-router does not
 * re-export.
 */
const DEFERRED_STATE: unique symbol = Symbol.for('TSR_DEFERRED_PROMISE');

/** The state of a read the router deferred: pending, or settled with its data. */
export function deferredState<T>(promise: Promise<T>): DeferredPromiseState<T> | undefined {
  return (promise as { [DEFERRED_STATE]?: DeferredPromiseState<T> })[DEFERRED_STATE];
}

/** Whether the read's data can be rendered without waiting. */
function isSettled(read: LoaderRead<unknown>): boolean {
  return !(read instanceof Promise) || deferredState(read)?.status === 'success';
}

interface AwaitReadProps<T> {
  read: LoaderRead<T>;
  /** Shown while the read is on its way. */
  pending: ReactNode;
  /** The block for the read's data, or for its failure (null). */
  children: (data: T | null) => ReactNode;
}

/**
 * A promise React's use() reads without suspending: one it has marked settled. React marks the
 * promises it has awaited itself; a read the router has already settled (on the server,
 * hydrated, or in its cache) is marked here the same way, so use() returns its data at once —
 * renderToString on the server cannot wait, and a revisit shows its data in the first frame.
 */
interface UsableThenable<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
}

/**
 * The read's data through React's use(), which is what the router's useAwaited and <Await> do in
 * React 19. use() is called on every render of a read (never conditionally: React requires a
 * component that suspended on use() to call it again when it resumes). One component for settled
 * and pending reads, so a block whose data is replaced by a read on its way (a hydrated listing
 * the router completes) keeps its elements and state.
 */
function Data<T>({ read, children }: Pick<AwaitReadProps<T>, 'read' | 'children'>) {
  if (!(read instanceof Promise)) return children(read);
  const state = deferredState(read);
  const usable: UsableThenable<T | null> = read;
  if (state?.status === 'success' && usable.status === undefined) {
    usable.status = 'fulfilled';
    usable.value = state.data;
  }
  return children(use(read));
}

/**
 * Renders a block from one read, inside its own Suspense boundary so each block of a screen
 * loads on its own. Key it by the route match where a new match should show `pending`.
 */
export function AwaitRead<T>({ read, pending, children }: AwaitReadProps<T>) {
  // The router replaces a read when it loads the same match again (a stale visit, the rest of a
  // hydrated listing): the block keeps showing the data it has until the new read is in.
  const shown = useDeferredValue(read);
  useRevealOnArrival(shown);
  return (
    <Suspense fallback={pending}>
      <Data read={shown}>{children}</Data>
    </Suspense>
  );
}

/**
 * React reveals a boundary whose promise settled in a retry of its own: time-sliced, and held
 * until 300 ms after the last fallback showed, to batch reveals. Re-rendering the boundary's
 * parent once the read is in (an ordinary update, in which use() returns the settled data at
 * once) shows each block as its data arrives, as spec §2 has the home blocks do.
 */
function useRevealOnArrival(read: LoaderRead<unknown>): void {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!(read instanceof Promise) || isSettled(read)) return;
    let current = true;
    void read.then(() => {
      if (current) arrived();
    });
    return () => {
      current = false;
    };
  }, [read]);
}

const EMPTY: readonly never[] = [];

/**
 * A list from one read: empty while it loads and after it failed (spec §8: logged only, the
 * list stays empty). The empty list shows at once and the loaded one replaces it in place (a
 * deferred render, in which the read may suspend), so what the list is part of keeps its
 * elements: a breadcrumb, a filter panel, a bar a shopper may already be using.
 */
export function AwaitList<T>({
  read,
  children,
}: {
  read: LoaderRead<readonly T[]>;
  children: (list: readonly T[]) => ReactNode;
}) {
  const shown = useDeferredValue(read, isSettled(read) ? read : EMPTY);
  return (
    <Suspense fallback={children(EMPTY)}>
      <Data read={shown}>{(list) => children(list ?? EMPTY)}</Data>
    </Suspense>
  );
}
