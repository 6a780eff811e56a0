/**
 * The session machine when its token check cannot reach the server (issue 28): the stored
 * session is kept, and checked again once the browser is back online.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { checkSession, sessionMachine, sessionStatus } from '../../machines/session.machine';
import { OfflineError } from '../../machines/offline';
import { server } from '../../mocks/node';
import { ApiError, login } from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { settleQueuedWork } from '../utils/gate';
import { expectConsole } from '../utils/console';
import { forgetStorage, listen, quietWatcher, settled, storeAarav } from './session-support';

afterEach(forgetStorage);

describe('session machine: a check that cannot reach the server keeps the session (issue 28)', () => {
  /** A real token for the demo shopper, stored as a login stores it. */
  async function storeRealSession() {
    const response = await login(DEMO_LOGIN);
    storeSession({
      token: response.access_token,
      refreshToken: response.refresh_token,
      user: response.user,
    });
  }

  /** The check fails without an answer; the check made when back online is the real one. */
  function startOffline(error: unknown = new ApiError('network', 'Failed to fetch', null, null)) {
    const machine = sessionMachine.provide({
      actors: {
        checkSession: fromPromise(() => Promise.reject(error)),
        watchSession: quietWatcher,
      },
    });
    return createActor(machine).start();
  }

  const backOnline = () => window.dispatchEvent(new Event('online'));

  it.each([
    ['a network error', new ApiError('network', 'Network error: Failed to fetch', null, null)],
    ['a timeout', new ApiError('timeout', 'Request timed out', null, null)],
    ['the browser being offline', new OfflineError('Not sent: the browser is offline')],
  ])(
    'checking -> authenticated with the stored user on %s; nothing cleared, nothing logged',
    async (_name, error) => {
      const errors = vi.spyOn(console, 'error');
      storeAarav();
      const actor = startOffline(error);
      const heard: string[] = [];
      actor.on('*', (event) => heard.push(event.type));
      const snapshot = await settled(actor);
      expect(snapshot.value).toEqual({ authenticated: 'unconfirmed' });
      expect(sessionStatus(snapshot)).toBe('authenticated');
      expect(snapshot.context.user).toEqual(demoUser);
      expect(heard).toEqual(['session.signedIn']);
      expect(localStorage.getItem('token')).toBe('stored-token');
      expect(localStorage.getItem('refresh_token')).toBe('stored-refresh');
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(demoUser);
      expect(errors).not.toHaveBeenCalled();
      actor.stop();
    },
  );

  it('checks again only when the browser is back online; a valid token -> validated', async () => {
    await storeRealSession();
    const checks = vi.fn();
    server.events.on('request:start', checks);
    onTestFinished(() => server.events.removeListener('request:start', checks));
    const actor = startOffline();
    await settled(actor);
    await settleQueuedWork();
    expect(checks).not.toHaveBeenCalled();
    backOnline();
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'validated' }));
    expect(checks).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user?.first_name).toBe('Aarav');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it.each([
    ['401', 401, 'Token is invalid or expired.'],
    ['500', 500, 'Internal server error'],
  ])(
    'back online, the server answers %s: logged out as the spec says (storage cleared, userLoggedOut fired, logged)',
    async (_name, status, text) => {
      const errors = expectConsole('error', 'Authentication check failed');
      storeAarav();
      server.use(
        http.get('*/api/validate-token/', () => HttpResponse.json({ error: text }, { status })),
      );
      const loggedOut = listen('userLoggedOut');
      const actor = startOffline();
      const heard: string[] = [];
      actor.on('*', (event) => heard.push(event.type));
      await settled(actor);
      backOnline();
      const snapshot = await waitFor(actor, (current) => current.matches('unauthenticated'));
      expect(snapshot.context.user).toBeNull();
      expect(heard).toEqual(['session.signedIn', 'session.signedOut']);
      expect(localStorage.length).toBe(0);
      expect(loggedOut).toHaveBeenCalledTimes(1);
      expect(errors).toHaveBeenCalledWith(
        'Authentication check failed',
        expect.objectContaining({ status }),
      );
    },
  );

  it('back online but still no answer: kept, and checked again at the next online event', async () => {
    await storeRealSession();
    let dropped = 0;
    server.use(
      http.get(
        '*/api/validate-token/',
        () => {
          dropped += 1;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const actor = startOffline();
    await settled(actor);
    backOnline();
    await vi.waitFor(() => expect(dropped).toBe(1));
    await settleQueuedWork();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'unconfirmed' });
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    backOnline();
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'validated' }));
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('a logout while kept offline ends the session and stops waiting for the network', async () => {
    storeAarav();
    const checks = vi.fn();
    server.events.on('request:start', checks);
    onTestFinished(() => server.events.removeListener('request:start', checks));
    const actor = startOffline();
    await settled(actor);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(localStorage.length).toBe(0);
    backOnline();
    await settleQueuedWork();
    expect(checks).not.toHaveBeenCalled();
  });

  it('the default check sends nothing while the browser says it is offline', async () => {
    storeAarav();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const checks = vi.fn();
    server.events.on('request:start', checks);
    onTestFinished(() => server.events.removeListener('request:start', checks));
    await expect(toPromise(createActor(checkSession).start())).rejects.toMatchObject({
      name: 'OfflineError',
    });
    expect(checks).not.toHaveBeenCalled();
  });
});
