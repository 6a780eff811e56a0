import { useEffect, type ReactNode } from 'react';
import type { Subscription } from 'xstate';
import type * as sessionMachineModule from '../../machines/session.machine';
import type { SessionActor } from '../../machines/session.machine';
import { inspect } from '../lib/inspect';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { SessionHandleContext, type SessionHandle, type SessionStatus } from '../lib/session-hooks';

/** The session chunk: xstate and the session machine, loaded after the first render. */
type SessionChunk = typeof sessionMachineModule;

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

/**
 * A session that reads 'loading' until the statechart (xstate and the session machine, a chunk
 * of their own) has loaded, then follows its actor. The token check needs the network anyway, so
 * the first render does not wait for the machine; a logout asked for meanwhile is kept.
 * Created with the router (its `context.session`), so route guards and screens share it.
 */
export function createSession(): AppSession {
  let chunk: SessionChunk | null = null;
  let running: SessionActor | null = null;
  let failed = false;
  let arrive: (actor: SessionActor | null) => void = () => {};
  /** The next actor to run (null if its chunk could not load); renewed when one stops. */
  const nextArrival = () =>
    new Promise<SessionActor | null>((resolve) => {
      arrive = resolve;
    });
  let arrival = nextArrival();

  const settled = async (): Promise<Exclude<SessionStatus, 'loading'>> => {
    const actor = await arrival;
    if (!actor || !chunk) return 'unauthenticated';
    // null: stopped before its check ended (the providers went away); the next one answers.
    return (await chunk.checkedStatus(actor)) ?? settled();
  };

  return {
    getStatus: () => {
      if (running && chunk) return chunk.sessionStatus(running.getSnapshot());
      return failed ? 'unauthenticated' : 'loading';
    },
    getUser: () => running?.getSnapshot().context.user ?? null,
    // Each reader follows the running actor, and the next one when it is stopped and restarted.
    subscribe: (onChange) => {
      let subscription: Subscription | undefined;
      let following = true;
      const follow = () => {
        void arrival.then((actor) => {
          if (!following) return;
          onChange();
          subscription = actor?.subscribe({ next: onChange, complete: follow });
        });
      };
      follow();
      return () => {
        following = false;
        subscription?.unsubscribe();
      };
    },
    settled,
    whenRunning: () => arrival,
    // Asked before the machine has loaded: sent as soon as it runs.
    logout: () => {
      if (running) running.send({ type: 'session.logout' });
      else void arrival.then((actor) => actor?.send({ type: 'session.logout' }));
    },
    updateUser: (changes) => running?.send({ type: 'session.userUpdated', changes }),
    start: () => {
      let stopped = false;
      let started: SessionActor | null = null;
      // Three steps, each a task of its own on a slow phone: the chunk's evaluation, the actor's
      // start (its first state and token check), and the re-render of the session's readers.
      import('../../machines/session.machine').then(
        async (loaded) => {
          await yieldToBrowser();
          if (stopped) return;
          chunk = loaded;
          const actor = loaded.startSessionActor(inspect);
          started = running = actor;
          await yieldToBrowser();
          if (!stopped) arrive(actor);
        },
        (error: unknown) => {
          // A session stopped before its chunk arrived has nobody left to tell.
          if (stopped) return;
          console.error('Authentication check failed', error);
          failed = true;
          arrive(null);
        },
      );
      return () => {
        stopped = true;
        if (!started) return;
        if (running === started) {
          running = null;
          arrival = nextArrival();
        }
        started.stop();
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
