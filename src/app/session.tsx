import { useEffect, type ReactNode } from 'react';
import type { User } from '../api/types';
import { SessionHandleContext, type SessionHandle, type UserChanges } from '../lib/session-hooks';
import type { RunningSession } from './session-actor';

export { useSessionStatus, useSessionUser } from '../lib/session-hooks';
export type { SessionStatus } from '../lib/session-hooks';

/** The app-wide session as the router and the providers hold it. */
export interface AppSession extends SessionHandle {
  /** Loads and starts the session actor; the returned function stops it. */
  start: () => () => void;
  /** Resolves once the token check is over: whether the shopper is signed in. */
  settled: () => Promise<'authenticated' | 'unauthenticated'>;
}

/**
 * A session handle that reads 'loading' until the statechart (xstate and the session machine,
 * a chunk of their own) has loaded, then follows it. The token check needs the network anyway,
 * so the first render does not wait for the machine; a logout asked for meanwhile is kept.
 * Created with the router (its `context.session`), so route guards and screens share it.
 */
export function createSession(): AppSession {
  let running: RunningSession | null = null;
  let failed = false;
  let logoutRequested = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  const getStatus = () => running?.getStatus() ?? (failed ? 'unauthenticated' : 'loading');

  return {
    subscribe,
    getUser: (): User | null => running?.getUser() ?? null,
    getStatus,
    settled: () =>
      new Promise((resolve) => {
        const check = () => {
          const status = getStatus();
          if (status === 'loading') return false;
          resolve(status);
          return true;
        };
        if (check()) return;
        const unsubscribe = subscribe(() => {
          if (check()) unsubscribe();
        });
      }),
    logout: () => {
      if (running) running.logout();
      else logoutRequested = true;
    },
    updateUser: (changes: UserChanges) => running?.updateUser(changes),
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
 * src/lib, and runs it while mounted. One actor per app: every reader sees the same user and
 * status.
 */
export function SessionProvider({
  session,
  children,
}: {
  session: AppSession;
  children: ReactNode;
}) {
  useEffect(() => session.start(), [session]);
  return <SessionHandleContext.Provider value={session}>{children}</SessionHandleContext.Provider>;
}
