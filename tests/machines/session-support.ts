import { onTestFinished, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import type { User } from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { createUser, demoUser } from '../fixtures/users';

/**
 * What the session machine's tests (session-*.machine.test.ts) share: a second shopper, the
 * stored session of the demo shopper, and the machine started with stub actors.
 */

export const priya = createUser({ id: 2, first_name: 'Priya', email: 'priya@bazaar.in' });

/** Signed in with a token the server accepted. */
export const VALIDATED = { authenticated: 'validated' };

/** A watcher that listens to nothing, so a test drives the session only through its events. */
export const quietWatcher = fromCallback<SessionEvent>(() => () => {});
/** A check that never settles: the session stays 'checking' until a test says otherwise. */
export const pendingCheck = fromPromise<User | null>(() => new Promise<User | null>(() => {}));

export function storeAarav(token = 'stored-token') {
  storeSession({ token, refreshToken: 'stored-refresh', user: demoUser });
}

export function startSession(check: () => Promise<User | null>) {
  const machine = sessionMachine.provide({
    actors: { checkSession: fromPromise(check), watchSession: quietWatcher },
  });
  return createActor(machine).start();
}

export type Session = ReturnType<typeof startSession>;

export function settled(actor: Session) {
  return waitFor(actor, (snapshot) => !snapshot.matches('checking'));
}

export function listen(eventName: string) {
  const listener = vi.fn();
  window.addEventListener(eventName, listener);
  onTestFinished(() => window.removeEventListener(eventName, listener));
  return listener;
}

/** After each test of these files: nothing stored (`afterEach(forgetStorage)`). */
export function forgetStorage() {
  window.localStorage.clear();
}
