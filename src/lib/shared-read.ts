import { settle, type Settled } from './deferred';

/**
 * A read that several parts of the page share while it is fresh: the first reader starts it,
 * later ones get the same answer until `freshMs` has passed, so each list is requested once
 * however many parts show it. A failure is logged once with the spec's message (§8) and then
 * forgotten, so the next reader tries again. One per router (see createAppRouter): on the
 * server each request has its own, and what it holds is plain data a loader can dehydrate.
 */
export interface SharedRead<T> {
  read(): Promise<Settled<T>>;
}

export function createSharedRead<T>(
  load: () => Promise<T>,
  failureMessage: string,
  freshMs: number,
): SharedRead<T> {
  let last: { settled: Promise<Settled<T>>; startedAt: number } | null = null;
  return {
    read() {
      const now = Date.now();
      if (last && now - last.startedAt < freshMs) return last.settled;
      const current = { settled: settle(load(), failureMessage), startedAt: now };
      last = current;
      void current.settled.then((result) => {
        if (result.status === 'error' && last === current) last = null;
      });
      return current.settled;
    },
  };
}
