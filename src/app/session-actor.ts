import { createActor } from 'xstate';
import { sessionMachine, sessionStatus } from '../../machines/session.machine';
import { inspect } from '../lib/inspect';
import type { SessionHandle } from '../lib/session-hooks';

export interface RunningSession extends SessionHandle {
  stop: () => void;
}

/** Starts the one app-wide session actor (spec §4): token check, then login and logout. */
export function startSession(): RunningSession {
  const actor = createActor(sessionMachine, { inspect });
  actor.start();
  return {
    subscribe: (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    getUser: () => actor.getSnapshot().context.user,
    getStatus: () => sessionStatus(actor.getSnapshot()),
    logout: () => actor.send({ type: 'session.logout' }),
    updateUser: (changes) => actor.send({ type: 'session.userUpdated', changes }),
    stop: () => actor.stop(),
  };
}
