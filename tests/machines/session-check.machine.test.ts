/**
 * The session machine's token check: what each outcome of the check makes of the session, the
 * default check against the mock backend (checkSession), and what the route guard waits for
 * (checkedStatus).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { checkedStatus, checkSession, sessionStatus } from '../../machines/session.machine';
import { ApiError, login } from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { expectConsole } from '../utils/console';
import {
  forgetStorage,
  priya,
  settled,
  startSession,
  storeAarav,
  VALIDATED,
} from './session-support';

afterEach(forgetStorage);

describe('session machine: the authentication check', () => {
  it('starts loading and unauthenticated', () => {
    const actor = startSession(() => new Promise(() => {}));
    expect(actor.getSnapshot().value).toBe('checking');
    expect(sessionStatus(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.stop();
  });

  it('checking -> authenticated when the token validates, with the user set', async () => {
    storeAarav();
    const actor = startSession(async () => priya);
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual(VALIDATED);
    expect(sessionStatus(snapshot)).toBe('authenticated');
    expect(snapshot.context.user).toEqual(priya);
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('checking -> unauthenticated when nothing is stored, without a log', async () => {
    const errors = vi.spyOn(console, 'error');
    localStorage.setItem('user', JSON.stringify(demoUser));
    const actor = startSession(async () => null);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('unauthenticated');
    expect(sessionStatus(snapshot)).toBe('unauthenticated');
    expect(snapshot.context.user).toBeNull();
    // A user without a token is not a session; the stale name goes with it.
    expect(localStorage.length).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['a 401', new ApiError('http', 'HTTP 401', 401, { error: 'Token is invalid or expired.' })],
    ['a 500', new ApiError('http', 'HTTP 500', 500, { error: 'Internal server error' })],
    ['an answer that does not decode', new ApiError('malformed', 'Malformed', 200, '<html>')],
  ])(
    'checking -> unauthenticated on %s from the server: logs, and removes token, refresh_token and user',
    async (_name, failure) => {
      const errors = expectConsole('error', 'Authentication check failed');
      storeAarav();
      const actor = startSession(() => Promise.reject(failure));
      const snapshot = await settled(actor);
      expect(snapshot.value).toBe('unauthenticated');
      expect(snapshot.context.user).toBeNull();
      expect(errors).toHaveBeenCalledWith('Authentication check failed', failure);
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('refresh_token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    },
  );
});

describe('checkSession (the default check, against the mock backend)', () => {
  it('answers null without a call when nothing is stored', async () => {
    await expect(toPromise(createActor(checkSession).start())).resolves.toBeNull();
  });

  it('answers the validated user for a real token', async () => {
    const response = await login(DEMO_LOGIN);
    storeSession({
      token: response.access_token,
      refreshToken: response.refresh_token,
      user: response.user,
    });
    const user = await toPromise(createActor(checkSession).start());
    expect(user?.first_name).toBe(demoUser.first_name);
  });

  it('rejects for a token the server does not accept', async () => {
    storeAarav('not-a-real-token');
    await expect(toPromise(createActor(checkSession).start())).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('checkedStatus (what the route guard waits for)', () => {
  it('answers the outcome of the token check once it is over', async () => {
    const validated = startSession(async () => demoUser);
    const empty = startSession(async () => null);
    await expect(checkedStatus(validated)).resolves.toBe('authenticated');
    await expect(checkedStatus(empty)).resolves.toBe('unauthenticated');
  });

  it('answers null when the actor is stopped before its check is over, or already was', async () => {
    const stoppedLater = startSession(() => new Promise(() => {}));
    const outcome = checkedStatus(stoppedLater);
    stoppedLater.stop();
    await expect(outcome).resolves.toBeNull();
    await expect(checkedStatus(stoppedLater)).resolves.toBeNull();
  });
});
