import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '../api/types';
import { SessionHandleContext, type SessionHandle } from '../lib/session-hooks';
import type { RunningSession } from './session-actor';

export { useSessionStatus, useSessionUser } from '../lib/session-hooks';
export type { SessionStatus } from '../lib/session-hooks';

interface LazySession extends SessionHandle {
  /** Loads and starts the session actor; the returned function stops it. */
  start: () => () => void;
}

/**
 * A session handle that reads 'loading' until the statechart (xstate and the session machine,
 * a chunk of their own) has loaded, then follows it. The token check needs the network anyway,
 * so the first render does not wait for the machine; a logout asked for meanwhile is kept.
 */
function createLazySession(): LazySession {
  let running: RunningSession | null = null;
  let failed = false;
  let logoutRequested = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getUser: (): User | null => running?.getUser() ?? null,
    getStatus: () => running?.getStatus() ?? (failed ? 'unauthenticated' : 'loading'),
    logout: () => {
      if (running) running.logout();
      else logoutRequested = true;
    },
    start: () => {
      let stopped = false;
      let session: RunningSession | null = null;
      let unsubscribe = () => {};
      import('./session-actor').then(
        ({ startSession }) => {
          if (stopped) return;
          session = startSession();
          running = session;
          unsubscribe = session.subscribe(notify);
          if (logoutRequested) {
            logoutRequested = false;
            session.logout();
          }
          notify();
        },
        (error: unknown) => {
          console.error('Authentication check failed', error);
          failed = true;
          notify();
        },
      );
      return () => {
        stopped = true;
        unsubscribe();
        session?.stop();
        if (running === session) running = null;
      };
    },
  };
}

/**
 * Provides the one app-wide session (spec §4) to every layer through the session hooks of
 * src/lib. One actor per app: every reader sees the same user and status.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session] = useState(createLazySession);
  useEffect(() => session.start(), [session]);
  return <SessionHandleContext.Provider value={session}>{children}</SessionHandleContext.Provider>;
}
