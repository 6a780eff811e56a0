import { useEffect, type ReactNode } from 'react';
import type { Subscription } from 'xstate';
import type * as sessionMachineModule from '../../machines/session.machine';
import type { SessionActor } from '../../machines/session.machine';
import { inspect } from '../lib/inspect';
import { SessionHandleContext, type SessionHandle, type SessionStatus } from '../lib/session-hooks';

/** The session chunk: xstate and the session machine, loaded after the first render. */
type SessionChunk = typeof sessionMachineModule;

interface Running {
  actor: SessionActor;
  chunk: SessionChunk;
}

/** The app-wide session as the router, the providers and the other app-wide actors hold it. */
export interface AppSession extends SessionHandle {
  /** Loads and starts the session actor; the returned function stops it. */
  start: () => () => void;
  /** Resolves once the token check is over: whether the shopper is signed in. */
  settled: () => Promise<Exclude<SessionStatus, 'loading'>>;
  /**
   * The running session actor once its chunk has loaded (null if it could not load), for the
   * app-wide actors that follow the session: its snapshot (status and user) with `subscribe`,
   * and the moments a shopper signs in or out with `on('session.signedIn' | 'session.signedOut')`.
   */
  whenRunning: () => Promise<SessionActor | null>;
}

/** A promise and its resolve, for the session that has not started yet. */
function nextArrival() {
  let resolve: (running: Running | null) => void = () => {};
  const promise = new Promise<Running | null>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * A session that reads 'loading' until the statechart (xstate and the session machine, a chunk
 * of their own) has loaded, then follows its actor. The token check needs the network anyway, so
 * the first render does not wait for the machine; a logout asked for meanwhile is kept.
 * Created with the router (its `context.session`), so route guards and screens share it.
 */
export function createSession(): AppSession {
  let running: Running | null = null;
  let arrival = nextArrival();
  let failed = false;
  let logoutRequested = false;

  const getStatus = (): SessionStatus => {
    if (running) return running.chunk.sessionStatus(running.actor.getSnapshot());
    return failed ? 'unauthenticated' : 'loading';
  };

  /** Follows the running actor's snapshots, and the next actor when it is stopped and restarted. */
  const subscribe = (onChange: () => void) => {
    let subscription: Subscription | undefined;
    let following = true;
    const follow = () => {
      void arrival.promise.then((next) => {
        if (!following) return;
        onChange();
        subscription = next?.actor.subscribe({
          next: onChange,
          complete: () => {
            onChange();
            follow();
          },
        });
      });
    };
    follow();
    return () => {
      following = false;
      subscription?.unsubscribe();
    };
  };

  const settled = async (): Promise<Exclude<SessionStatus, 'loading'>> => {
    const current = await arrival.promise;
    if (!current) return 'unauthenticated';
    try {
      return await current.chunk.checkedStatus(current.actor);
    } catch (error) {
      // Stopped before its check ended (the providers went away): the next one answers, if any.
      if (running !== current) return settled();
      throw error;
    }
  };

  return {
    subscribe,
    getStatus,
    getUser: () => running?.actor.getSnapshot().context.user ?? null,
    settled,
    whenRunning: () => arrival.promise.then((current) => current?.actor ?? null),
    logout: () => {
      if (running) running.actor.send({ type: 'session.logout' });
      else logoutRequested = true;
    },
    updateUser: (changes) => running?.actor.send({ type: 'session.userUpdated', changes }),
    start: () => {
      let stopped = false;
      let started: Running | null = null;
      import('../../machines/session.machine').then(
        (chunk) => {
          if (stopped) return;
          started = { actor: chunk.startSessionActor(inspect), chunk };
          running = started;
          if (logoutRequested) {
            logoutRequested = false;
            started.actor.send({ type: 'session.logout' });
          }
          arrival.resolve(started);
        },
        (error: unknown) => {
          // A session stopped before its chunk arrived has nobody left to tell.
          if (stopped) return;
          console.error('Authentication check failed', error);
          failed = true;
          arrival.resolve(null);
        },
      );
      return () => {
        stopped = true;
        if (!started) return;
        if (running === started) {
          running = null;
          arrival = nextArrival();
        }
        started.actor.stop();
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
