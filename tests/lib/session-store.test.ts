import { describe, expect, it } from 'vitest';
import { readStoredSession } from '../../machines/session.machine';
import {
  clearSession,
  getStoredSession,
  getToken,
  storeSession,
} from '../../src/lib/session-store';
import { createUser } from '../fixtures/users';

const user = createUser();

describe('session storage', () => {
  it('stores the session under exactly token, refresh_token and user', () => {
    storeSession({ token: 'a', refreshToken: 'r', user });
    expect(Object.keys(localStorage).sort()).toEqual(['refresh_token', 'token', 'user']);
    expect(readStoredSession()).toEqual({ token: 'a', refreshToken: 'r', user });
    clearSession();
    expect(localStorage.length).toBe(0);
  });

  it('treats half-written storage as logged out', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.removeItem('token');
    expect(getStoredSession()).toBeNull();

    localStorage.setItem('token', '   ');
    expect(getToken()).toBeNull();
    expect(getStoredSession()).toBeNull();
  });

  it('hands the stored user back as the text written, for the session machine to decode', () => {
    localStorage.setItem('token', 'a');
    localStorage.setItem('user', '{"name":"no first name"}');
    expect(getStoredSession()).toEqual({
      token: 'a',
      refreshToken: null,
      user: '{"name":"no first name"}',
    });
  });
});
