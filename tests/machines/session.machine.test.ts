import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  toPromise,
  waitFor,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  checkedStatus,
  checkSession,
  readStoredSession,
  sessionMachine,
  sessionStatus,
  type SessionEvent,
} from '../../machines/session.machine';
import { OfflineError } from '../../machines/offline';
import { whileActive } from '../../machines/while-active';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { ApiError, login, type User } from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { createUser, DEMO_LOGIN, demoUser } from '../fixtures/users';
import { settleQueuedWork } from '../utils/gate';
import { expectConsole } from '../utils/console';

const priya = createUser({ id: 2, first_name: 'Priya', email: 'priya@bazaar.in' });

/** Signed in with a token the server accepted. */
const VALIDATED = { authenticated: 'validated' };

/** A watcher that listens to nothing, so a test drives the session only through its events. */
const quietWatcher = fromCallback<SessionEvent>(() => () => {});
/** A check that never settles: the session stays 'checking' until a test says otherwise. */
const pendingCheck = fromPromise<User | null>(() => new Promise<User | null>(() => {}));

function storeAarav(token = 'stored-token') {
  storeSession({ token, refreshToken: 'stored-refresh', user: demoUser });
}

function startSession(check: () => Promise<User | null>) {
  const machine = sessionMachine.provide({
    actors: { checkSession: fromPromise(check), watchSession: quietWatcher },
  });
  return createActor(machine).start();
}

type Session = ReturnType<typeof startSession>;

function settled(actor: Session) {
  return waitFor(actor, (snapshot) => !snapshot.matches('checking'));
}

function listen(eventName: string) {
  const listener = vi.fn();
  window.addEventListener(eventName, listener);
  onTestFinished(() => window.removeEventListener(eventName, listener));
  return listener;
}

afterEach(() => {
  window.localStorage.clear();
});

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

describe('session machine: what it tells the actors that follow it (emitted)', () => {
  /** The emitted events in order, each with the status the snapshot shows when it is heard. */
  function hear(actor: Session) {
    const heard: string[] = [];
    actor.on('*', (event) => {
      const snapshot = actor.getSnapshot();
      const user = snapshot.context.user?.first_name ?? 'nobody';
      heard.push(`${event.type} (${sessionStatus(snapshot)}, ${user})`);
    });
    return heard;
  }

  it('session.signedIn when the stored token validates', async () => {
    storeAarav();
    const actor = startSession(async () => demoUser);
    const heard = hear(actor);
    await settled(actor);
    expect(heard).toEqual(['session.signedIn (authenticated, Aarav)']);
  });

  it('nothing when the check finds no session or the server refuses the token', async () => {
    expectConsole('error', 'Authentication check failed');
    const empty = startSession(async () => null);
    const failed = startSession(() =>
      Promise.reject(new ApiError('http', 'HTTP 401', 401, { error: 'Token is invalid.' })),
    );
    const heard = [...hear(empty), ...hear(failed)];
    await settled(empty);
    await settled(failed);
    expect(heard).toEqual([]);
  });

  it('session.signedIn at a login, session.signedOut at the logout', async () => {
    const actor = startSession(async () => null);
    await settled(actor);
    const heard = hear(actor);
    actor.send({ type: 'session.login', user: priya });
    actor.send({ type: 'session.logout' });
    expect(heard).toEqual([
      'session.signedIn (authenticated, Priya)',
      'session.signedOut (unauthenticated, nobody)',
    ]);
  });

  it('session.signedOut when the session ends elsewhere (another tab, userLoggedOut)', async () => {
    const actor = startSession(async () => demoUser);
    await settled(actor);
    const heard = hear(actor);
    actor.send({ type: 'session.loggedOut' });
    expect(heard).toEqual(['session.signedOut (unauthenticated, nobody)']);
  });

  it('nothing when the same shopper is stored again (a profile saved in another tab): renamed only', async () => {
    const actor = startSession(async () => demoUser);
    await settled(actor);
    const heard = hear(actor);
    actor.send({ type: 'session.login', user: { ...demoUser, first_name: 'Vihaan' } });
    expect(heard).toEqual([]);
    expect(actor.getSnapshot().value).toEqual(VALIDATED);
    expect(actor.getSnapshot().context.user?.first_name).toBe('Vihaan');
  });

  it('signed out, then in, when another account replaces the one signed in', async () => {
    const actor = startSession(async () => demoUser);
    await settled(actor);
    const heard = hear(actor);
    actor.send({ type: 'session.login', user: priya });
    expect(heard).toEqual([
      'session.signedOut (authenticated, Priya)',
      'session.signedIn (authenticated, Priya)',
    ]);
  });

  it('nothing for a logout when nobody was signed in', async () => {
    const checking = startSession(() => new Promise(() => {}));
    const anonymous = startSession(async () => null);
    await settled(anonymous);
    const heard = [...hear(checking), ...hear(anonymous)];
    checking.send({ type: 'session.logout' });
    anonymous.send({ type: 'session.logout' });
    expect(heard).toEqual([]);
  });
});

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

describe('whileActive', () => {
  it('passes results and real failures through', async () => {
    const signal = new AbortController().signal;
    await expect(whileActive(signal, Promise.resolve(1))).resolves.toBe(1);
    await expect(whileActive(signal, Promise.reject(new Error('401')))).rejects.toThrow('401');
  });

  it('never settles for a call its own actor aborted', async () => {
    const controller = new AbortController();
    const settled = vi.fn();
    const call = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
    );
    whileActive(controller.signal, call).then(settled, settled);
    controller.abort();
    await settleQueuedWork();
    expect(settled).not.toHaveBeenCalled();
  });
});

describe('session machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof sessionMachine>;
  type Snapshot = SnapshotFrom<typeof sessionMachine>;
  const offline = new ApiError('network', 'offline', null, null);
  const refused = new ApiError('http', 'HTTP 401', 401, null);
  const events = [
    { type: 'xstate.done.actor.checkSession', output: demoUser },
    { type: 'xstate.done.actor.checkSession', output: null },
    { type: 'xstate.error.actor.checkSession', error: offline },
    { type: 'xstate.error.actor.checkSession', error: refused },
    { type: 'xstate.done.actor.recheckSession', output: demoUser },
    { type: 'xstate.error.actor.recheckSession', error: refused },
    { type: 'session.login', user: priya },
    { type: 'session.logout' },
    { type: 'session.loggedOut' },
    // The check's outcomes are events too; the traversal sends them like any other.
  ] as unknown as Event[];
  const machine = sessionMachine.provide({
    actors: {
      checkSession: pendingCheck,
      recheckSession: pendingCheck,
      watchSession: quietWatcher,
    },
  });
  const paths = getShortestPaths(machine, {
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, user: snapshot.context.user?.first_name ?? null }),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"checking"',
        '"unauthenticated"',
        '{"authenticated":"validated"}',
        '{"authenticated":"unconfirmed"}',
      ].sort(),
    );
    const atomic = getStateNodes(sessionMachine.root).filter((node) => node.type === 'atomic');
    expect(atomic).toHaveLength(4);
  });
});
