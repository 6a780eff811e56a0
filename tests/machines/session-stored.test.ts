/**
 * The stored session as the session machine reads it (readStoredSession): its user decoded with
 * the contract, and a stored user that does not decode counted as logged out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { readStoredSession, sessionMachine } from '../../machines/session.machine';
import { storeSession } from '../../src/lib/session-store';
import { forgetStorage, priya, quietWatcher, settled } from './session-support';

afterEach(forgetStorage);

describe('the stored session, its user decoded with the contract (readStoredSession)', () => {
  it('reads a stored user that decodes', () => {
    storeSession({ token: 'stored-token', refreshToken: 'stored-refresh', user: priya });
    expect(readStoredSession()).toEqual({
      token: 'stored-token',
      refreshToken: 'stored-refresh',
      user: {
        id: 2,
        first_name: 'Priya',
        last_name: 'Sharma',
        email: 'priya@bazaar.in',
        phone: '9876543210',
        username: 'aarav',
        gender: 'male',
        image_url: null,
      },
    });
  });

  it('reads the texts a user may lack as empty, as the API answers them', () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('user', JSON.stringify({ id: 7, first_name: 'Meera' }));
    expect(readStoredSession()?.user).toEqual({
      id: 7,
      first_name: 'Meera',
      last_name: '',
      email: '',
      phone: '',
      username: '',
      gender: null,
      image_url: null,
    });
  });

  it.each([
    ['without an id', { first_name: 'Priya' }],
    ['with its id as text', { id: '2', first_name: 'Priya' }],
    ['with a first name that is not text', { id: 2, first_name: 42 }],
    ['with a gender outside the contract', { id: 2, first_name: 'Priya', gender: 'x' }],
    ['that is a list', ['Priya']],
  ])('counts a stored user %s as logged out', (_name, stored) => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('user', JSON.stringify(stored));
    expect(readStoredSession()).toBeNull();
  });

  it('counts a stored user that is not JSON as logged out', () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('user', '{"id": 2, "first_name": "Priya"');
    expect(readStoredSession()).toBeNull();
  });

  it('sends no token check for a stored user that does not decode, and drops what is stored', async () => {
    const errors = vi.spyOn(console, 'error');
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('refresh_token', 'stored-refresh');
    localStorage.setItem('user', JSON.stringify({ first_name: 'Priya' }));
    // The real check: had it asked the mock backend, 'stored-token' would have been refused and logged.
    const actor = createActor(
      sessionMachine.provide({ actors: { watchSession: quietWatcher } }),
    ).start();
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('unauthenticated');
    expect(localStorage.length).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
