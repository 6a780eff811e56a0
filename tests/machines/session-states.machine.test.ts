/** The session machine's chart: every state reached by shortest paths. */
import { afterEach, describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { sessionMachine } from '../../machines/session.machine';
import { ApiError } from '../../src/api';
import { demoUser } from '../fixtures/users';
import { forgetStorage, pendingCheck, priya, quietWatcher } from './session-support';

afterEach(forgetStorage);

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
