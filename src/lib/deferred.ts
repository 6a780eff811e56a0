import { useEffect, useState } from 'react';
import { isAbortError } from './abort';

/**
 * A read that has finished: its data, or a failure that was already logged. Plain data, so a
 * route loader's result can be dehydrated into server-rendered HTML and hydrated again.
 */
export type Settled<T> = { status: 'success'; data: T } | { status: 'error' };

/** What a screen renders: a read still under way, or settled. */
export type Loadable<T> = Settled<T> | { status: 'loading' };

/**
 * A route loader's read: settled already (on the server, and in hydrated data) or still on its
 * way (client navigations, so each block of a screen loads and fails on its own).
 */
export type Deferred<T> = Settled<T> | Promise<Settled<T>>;

export const isServer = typeof document === 'undefined';

/** Settled values of the promises `settle` made, so a revisit renders them without a frame. */
const settledValues = new WeakMap<Promise<unknown>, Settled<unknown>>();

/**
 * Turns a read into a `Deferred`: a failure is logged with the spec's message (§8) and settles
 * as an error; a read cancelled because its screen was left never settles, so nothing is
 * logged and a later visit, which reads again, never shows it as a failure.
 */
export function settle<T>(read: Promise<T>, failureMessage: string): Promise<Settled<T>> {
  const settled = read.then(
    (data): Settled<T> => ({ status: 'success', data }),
    (error: unknown): Settled<T> | Promise<never> => {
      if (isAbortError(error)) return new Promise<never>(() => {});
      console.error(failureMessage, error);
      return { status: 'error' };
    },
  );
  void settled.then((value) => settledValues.set(settled, value));
  return settled;
}

/**
 * Whether a loader's result is worth serving again from the router's cache: no read failed (a
 * later visit tries again, spec §8), and none is still on its way after `cancelled` (its route
 * was left, which aborts the reads in flight; such a read never settles).
 */
export function worthCaching(loaderData: unknown, cancelled: boolean): boolean {
  if (typeof loaderData !== 'object' || loaderData === null) return true;
  return Object.values(loaderData).every((read: unknown) => {
    const value = read instanceof Promise ? settledValues.get(read) : read;
    if (value === undefined) return !cancelled;
    return !(
      typeof value === 'object' &&
      value !== null &&
      'status' in value &&
      value.status === 'error'
    );
  });
}

/**
 * Route loaders return their reads unawaited in the browser, so the screen shows and each block
 * loads on its own; on the server they are awaited, so the rendered HTML holds the content and
 * the dehydrated data is plain.
 */
export async function resolvedOnServer<T extends Record<string, Deferred<unknown>>>(
  reads: T,
): Promise<T> {
  if (!isServer) return reads;
  const entries = await Promise.all(
    Object.entries(reads).map(async ([key, read]) => [key, await read] as const),
  );
  return Object.fromEntries(entries) as T;
}

/**
 * A loader's read as the screen renders it, re-rendering once a pending read settles. With a
 * `key` (the route match's id), a read of the same key that is reloading in the background
 * keeps showing the last settled value instead of going back to loading.
 */
export function useDeferred<T>(read: Deferred<T>, key?: string): Loadable<T> {
  const [latest, setLatest] = useState<{ read: Deferred<T>; value: Settled<T> } | null>(null);
  const [shown, setShown] = useState<{ key: string; value: Settled<T> } | null>(null);
  useEffect(() => {
    if (!(read instanceof Promise)) return;
    let current = true;
    void read.then((value) => {
      if (current) setLatest({ read, value });
    });
    return () => {
      current = false;
    };
  }, [read]);
  const now: Loadable<T> = !(read instanceof Promise)
    ? read
    : latest?.read === read
      ? latest.value
      : ((settledValues.get(read) as Settled<T> | undefined) ?? { status: 'loading' });
  if (
    key !== undefined &&
    now.status !== 'loading' &&
    (shown?.key !== key || shown.value !== now)
  ) {
    setShown({ key, value: now });
  }
  if (now.status === 'loading' && key !== undefined && shown?.key === key) return shown.value;
  return now;
}

/** The data of a read, or an empty list while it loads or after it failed (spec §8). */
export function listOrEmpty<T>(state: Loadable<readonly T[]>): readonly T[] {
  return state.status === 'success' ? state.data : EMPTY;
}

const EMPTY: readonly never[] = [];
