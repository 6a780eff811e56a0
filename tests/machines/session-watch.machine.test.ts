/**
 * The session machine following the page and other tabs (its watchSession actor): the page's
 * userLoggedIn and userLoggedOut events and the storage events of other tabs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { demoUser } from '../fixtures/users';
import { forgetStorage, pendingCheck, priya, storeAarav, VALIDATED } from './session-support';

afterEach(forgetStorage);

describe('session machine: following the page and other tabs (watchSession)', () => {
  function startWatched() {
    const machine = sessionMachine.provide({ actors: { checkSession: pendingCheck } });
    return createActor(machine).start();
  }

  function storageEvent(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
  }

  it('follows userLoggedIn by reading the stored session', () => {
    const actor = startWatched();
    storeAarav();
    window.dispatchEvent(new Event('userLoggedIn'));
    expect(actor.getSnapshot().value).toEqual(VALIDATED);
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    actor.stop();
  });

  it('treats userLoggedIn with nothing usable stored as logged out', () => {
    const actor = startWatched();
    localStorage.setItem('token', 'token-without-user');
    window.dispatchEvent(new Event('userLoggedIn'));
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    actor.stop();
  });

  it('follows userLoggedOut', () => {
    const actor = startWatched();
    actor.send({ type: 'session.login', user: demoUser });
    window.dispatchEvent(new Event('userLoggedOut'));
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.stop();
  });

  it('logs out when another tab removes the token', () => {
    const actor = startWatched();
    actor.send({ type: 'session.login', user: demoUser });
    storageEvent('token');
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    actor.stop();
  });

  it('logs out when another tab clears the whole storage', () => {
    const actor = startWatched();
    actor.send({ type: 'session.login', user: demoUser });
    storageEvent(null);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    actor.stop();
  });

  it('follows a login in another tab once its session is fully written', () => {
    const actor = startWatched();
    actor.send({ type: 'session.loggedOut' });
    localStorage.setItem('token', 'other-tab-token');
    storageEvent('token');
    // Half written (no user yet): wait rather than flip.
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    localStorage.setItem('user', JSON.stringify(priya));
    storageEvent('user');
    expect(actor.getSnapshot().value).toEqual(VALIDATED);
    expect(actor.getSnapshot().context.user).toEqual(priya);
    actor.stop();
  });

  it('does not follow a login whose stored user does not decode', () => {
    const actor = startWatched();
    actor.send({ type: 'session.loggedOut' });
    localStorage.setItem('token', 'other-tab-token');
    localStorage.setItem('user', JSON.stringify({ id: 'two', first_name: 'Priya' }));
    storageEvent('user');
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    window.dispatchEvent(new Event('userLoggedIn'));
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.stop();
  });

  it('ignores other keys and sessionStorage', () => {
    const actor = startWatched();
    actor.send({ type: 'session.login', user: demoUser });
    storageEvent('cart');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', storageArea: window.sessionStorage }),
    );
    expect(actor.getSnapshot().value).toEqual(VALIDATED);
    actor.stop();
  });

  it('stops listening when the session stops', () => {
    const actor = startWatched();
    actor.send({ type: 'session.login', user: demoUser });
    actor.stop();
    window.dispatchEvent(new Event('userLoggedOut'));
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
  });

  it('is the default watcher of the machine', () => {
    const actor = createActor(
      sessionMachine.provide({ actors: { checkSession: pendingCheck } }),
    ).start();
    expect(actor.getSnapshot().children.watchSession).toBeDefined();
    actor.stop();
  });
});
