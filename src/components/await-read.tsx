import { Await } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';

/**
 * A route loader's read (src/app/loaders.ts) as a screen gets it: on its way after a client
 * navigation, or already settled on the server and in the data hydrated from its HTML. Null
 * once it failed: the loader has logged the spec's message (§8).
 */
export type LoaderRead<T> = T | null | Promise<T | null>;

interface AwaitReadProps<T> {
  read: LoaderRead<T>;
  /** Shown while the read is on its way. */
  pending: ReactNode;
  /** The block for the read's data, or for its failure (null). */
  children: (data: T | null) => ReactNode;
}

/**
 * Renders a block from one read, inside its own Suspense boundary so each block of a screen
 * loads on its own. A promise goes through the router's <Await>; settled data renders at once,
 * since <Await> suspends even on a settled promise it has not seen, and renderToString on the
 * server cannot wait for it. The boundary is there in both cases, so a read that goes from
 * settled to on its way (a hydrated listing completed by the router) keeps showing what it had
 * until the new data comes: the router's loads are transitions. Key it by the route match where
 * a new match should show `pending` instead.
 */
export function AwaitRead<T>({ read, pending, children }: AwaitReadProps<T>) {
  return (
    <Suspense fallback={pending}>
      {read instanceof Promise ? <Await promise={read}>{children}</Await> : children(read)}
    </Suspense>
  );
}

const EMPTY: readonly never[] = [];

/**
 * A list from one read: empty while it loads and after it failed (spec §8: logged only, the
 * list stays empty). Nested, two lists still arrive independently: the outer one's pending
 * rendering holds the inner one.
 */
export function AwaitList<T>({
  read,
  children,
}: {
  read: LoaderRead<readonly T[]>;
  children: (list: readonly T[]) => ReactNode;
}) {
  return (
    <AwaitRead read={read} pending={children(EMPTY)}>
      {(list) => children(list ?? EMPTY)}
    </AwaitRead>
  );
}
