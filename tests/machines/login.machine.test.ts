import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { callFailureMessage } from '../../machines/auth-messages';
import { createAppI18n } from '../../src/i18n/i18n-context';
import { loginMachine } from '../../machines/login.machine';
import { ApiError, type LoginRequest, type LoginResponse } from '../../src/api';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';

/** The machine's messages as an English page shows them. */
const { t } = createAppI18n('en');

const response: LoginResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: demoUser,
};

function startLogin(call: (input: LoginRequest) => Promise<LoginResponse>) {
  const calls: LoginRequest[] = [];
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise<LoginResponse, LoginRequest>(({ input }) => {
        calls.push(input);
        return call(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

type Login = ReturnType<typeof startLogin>['actor'];

function fill(actor: Login, email: string, password: string) {
  actor.send({ type: 'login.change', field: 'email', value: email });
  actor.send({ type: 'login.change', field: 'password', value: password });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('login machine', () => {
  it('starts editing with empty fields and no error', () => {
    const { actor } = startLogin(async () => response);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ email: '', password: '', error: null });
  });

  it('login.change keeps what is typed, in every state', async () => {
    const { actor } = startLogin(() => new Promise(() => {}));
    fill(actor, ' Demo@Bazaar.in ', 'pass word ');
    expect(actor.getSnapshot().context).toMatchObject({
      email: ' Demo@Bazaar.in ',
      password: 'pass word ',
    });
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.change', field: 'email', value: 'x' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.email).toBe('x');
  });

  it('editing -> submitting on login.submit, sending email and password as typed (no client checks)', () => {
    const { actor, calls } = startLogin(() => new Promise(() => {}));
    fill(actor, ' not an email ', '');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([{ email: ' not an email ', password: '' }]);
  });

  it('a double submit sends one request', () => {
    const { actor, calls } = startLogin(() => new Promise(() => {}));
    fill(actor, DEMO_LOGIN.email, DEMO_LOGIN.password);
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.submit' });
    expect(calls).toHaveLength(1);
  });

  it('submitting -> loggedIn on success: stores the session, fires userLoggedIn, reports success', async () => {
    const loggedIn = vi.fn(() => {
      // The session is stored before the event fires, so listeners can read it.
      expect(localStorage.getItem('token')).toBe('access-1');
    });
    window.addEventListener('userLoggedIn', loggedIn);
    onTestFinished(() => window.removeEventListener('userLoggedIn', loggedIn));
    const { actor } = startLogin(async () => response);
    const succeeded = vi.fn();
    actor.on('login.succeeded', succeeded);
    fill(actor, DEMO_LOGIN.email, DEMO_LOGIN.password);
    actor.send({ type: 'login.submit' });
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(snapshot.value).toBe('loggedIn');
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(demoUser);
    expect(Object.keys(localStorage).sort()).toEqual(['refresh_token', 'token', 'user']);
    expect(loggedIn).toHaveBeenCalledTimes(1);
    expect(succeeded).toHaveBeenCalledTimes(1);
    expect(succeeded).toHaveBeenCalledWith({ type: 'login.succeeded', user: demoUser });
  });

  it.each([
    [
      'the error field of the response',
      new ApiError('http', 'HTTP 401', 401, { error: 'Invalid email or password' }),
      'Invalid email or password',
    ],
    [
      'Something went wrong when the response has no error field',
      new ApiError('http', 'HTTP 500', 500, 'Internal Server Error'),
      'Something went wrong',
    ],
    [
      'Something went wrong for a malformed success',
      new ApiError('malformed', 'bad body', 200, {}),
      'Something went wrong',
    ],
    [
      'Network error without a response',
      new ApiError('network', 'offline', null, null),
      'Network error',
    ],
    ['Network error on a timeout', new ApiError('timeout', 'slow', null, null), 'Network error'],
    ['Something went wrong for anything else', new TypeError('bug'), 'Something went wrong'],
  ])('submitting -> editing on failure: %s', async (_name, failure, message) => {
    const { actor } = startLogin(() => Promise.reject(failure));
    fill(actor, DEMO_LOGIN.email, 'wrong');
    actor.send({ type: 'login.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches('editing'));
    expect(snapshot.context.error && t(snapshot.context.error)).toBe(message);
    expect(snapshot.context.email).toBe(DEMO_LOGIN.email);
    expect(localStorage.length).toBe(0);
  });

  it('a new submit clears the last error', async () => {
    let attempt = 0;
    const { actor } = startLogin(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new ApiError('network', 'offline', null, null))
        : new Promise(() => {});
    });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (state) => state.context.error !== null);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('callFailureMessage maps the failures of spec §8', () => {
    expect(t(callFailureMessage(new ApiError('http', '', 400, { error: '' })))).toBe(
      'Something went wrong',
    );
    expect(t(callFailureMessage(new ApiError('http', '', 403, { error: 'Blocked' })))).toBe(
      'Blocked',
    );
  });
});

describe('login machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof loginMachine>;
  type Snapshot = SnapshotFrom<typeof loginMachine>;
  const events = [
    { type: 'login.change', field: 'email', value: DEMO_LOGIN.email },
    { type: 'login.submit' },
    { type: 'xstate.done.actor.logIn', output: response },
    {
      type: 'xstate.error.actor.logIn',
      error: new ApiError('http', 'HTTP 401', 401, { error: 'Invalid email or password' }),
    },
    // The login call's outcomes are events too; the traversal sends them like any other.
  ] as unknown as Event[];
  const machine = loginMachine.provide({
    actors: { logIn: fromPromise<LoginResponse, LoginRequest>(() => new Promise(() => {})) },
    actions: { storeSession: () => {}, announceLogin: () => {} },
  });
  const paths = getShortestPaths(machine, {
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const states = getStateNodes(loginMachine.root).map((node) => JSON.stringify(node.key));
    expect([...reached].sort()).toEqual(states.sort());
  });
});
