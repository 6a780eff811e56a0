/**
 * The session machine's login, logout, loggedOut and userUpdated events, from each state, and a
 * logout during the token check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { User } from '../../src/api';
import { demoUser } from '../fixtures/users';
import {
  forgetStorage,
  listen,
  priya,
  quietWatcher,
  settled,
  startSession,
  storeAarav,
  VALIDATED,
} from './session-support';

afterEach(forgetStorage);

describe('session machine: login and logout events', () => {
  async function inState(state: 'checking' | 'authenticated' | 'unauthenticated') {
    if (state === 'checking') return startSession(() => new Promise(() => {}));
    const actor = startSession(async () => (state === 'authenticated' ? demoUser : null));
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual(state === 'authenticated' ? VALIDATED : state);
    return actor;
  }

  it.each(['checking', 'authenticated', 'unauthenticated'] as const)(
    'session.login: %s -> authenticated with the new user',
    async (state) => {
      const actor = await inState(state);
      actor.send({ type: 'session.login', user: priya });
      expect(actor.getSnapshot().value).toEqual(VALIDATED);
      expect(actor.getSnapshot().context.user).toEqual(priya);
    },
  );

  it.each(['checking', 'authenticated', 'unauthenticated'] as const)(
    'session.loggedOut: %s -> unauthenticated, the user cleared, storage left to whoever logged out',
    async (state) => {
      const actor = await inState(state);
      storeAarav();
      const loggedOut = listen('userLoggedOut');
      actor.send({ type: 'session.loggedOut' });
      expect(actor.getSnapshot().value).toBe('unauthenticated');
      expect(actor.getSnapshot().context.user).toBeNull();
      expect(localStorage.getItem('token')).toBe('stored-token');
      expect(loggedOut).not.toHaveBeenCalled();
    },
  );

  it.each(['checking', 'authenticated'] as const)(
    'session.logout: %s -> unauthenticated; storage cleared, user cleared, userLoggedOut fired',
    async (state) => {
      const actor = await inState(state);
      storeAarav();
      const loggedOut = listen('userLoggedOut');
      actor.send({ type: 'session.logout' });
      expect(actor.getSnapshot().value).toBe('unauthenticated');
      expect(actor.getSnapshot().context.user).toBeNull();
      expect(localStorage.length).toBe(0);
      expect(loggedOut).toHaveBeenCalledTimes(1);
    },
  );

  it('session.userUpdated when authenticated: the user and the stored user take the saved names', async () => {
    storeAarav();
    const actor = await inState('authenticated');
    const loggedIn = listen('userLoggedIn');
    actor.send({
      type: 'session.userUpdated',
      changes: { first_name: 'Vihaan', last_name: 'Mehta', gender: 'male', image_url: null },
    });
    expect(actor.getSnapshot().value).toEqual(VALIDATED);
    expect(actor.getSnapshot().context.user).toEqual({
      ...demoUser,
      first_name: 'Vihaan',
      last_name: 'Mehta',
      gender: 'male',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      email: demoUser.email,
      first_name: 'Vihaan',
      last_name: 'Mehta',
    });
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(loggedIn).not.toHaveBeenCalled();
  });

  it.each(['checking', 'unauthenticated'] as const)(
    'session.userUpdated when %s: ignored, nothing stored',
    async (state) => {
      const actor = await inState(state);
      actor.send({
        type: 'session.userUpdated',
        changes: { first_name: 'Vihaan', last_name: 'Mehta', gender: 'male', image_url: null },
      });
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().context.user).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    },
  );

  it('session.logout when already logged out: storage made empty, nothing announced', async () => {
    const actor = await inState('unauthenticated');
    localStorage.setItem('token', 'orphan');
    const loggedOut = listen('userLoggedOut');
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(localStorage.length).toBe(0);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('a logout during the check cancels the check (its request is aborted)', () => {
    storeAarav();
    const abort = vi.fn();
    const machine = sessionMachine.provide({
      actors: {
        checkSession: fromPromise<User | null>(({ signal }) => {
          signal.addEventListener('abort', abort);
          return new Promise(() => {});
        }),
        watchSession: quietWatcher,
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'session.logout' });
    expect(abort).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
  });
});
