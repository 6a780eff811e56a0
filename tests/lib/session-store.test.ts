import { describe, expect, it } from 'vitest';
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
    expect(getStoredSession()).toEqual({ token: 'a', refreshToken: 'r', user });
    clearSession();
    expect(localStorage.length).toBe(0);
  });

  it('treats unreadable or half-written storage as logged out', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'a');
    expect(getStoredSession()).toBeNull();

    localStorage.setItem('user', JSON.stringify(user));
    localStorage.removeItem('token');
    expect(getStoredSession()).toBeNull();

    localStorage.setItem('token', '   ');
    expect(getToken()).toBeNull();
    expect(getStoredSession()).toBeNull();
  });

  it('hands the stored user back as written, for the session machine to decode', () => {
    localStorage.setItem('token', 'a');
    localStorage.setItem('user', JSON.stringify({ name: 'no first name' }));
    expect(getStoredSession()).toEqual({
      token: 'a',
      refreshToken: null,
      user: { name: 'no first name' },
    });
  });
});
