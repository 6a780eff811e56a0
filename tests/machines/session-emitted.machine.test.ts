/**
 * What the session machine tells the actors that follow it: the session.signedIn and
 * session.signedOut events it emits, and when it emits none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStatus } from '../../machines/session.machine';
import { ApiError } from '../../src/api';
import { demoUser } from '../fixtures/users';
import { expectConsole } from '../utils/console';
import {
  forgetStorage,
  priya,
  settled,
  startSession,
  storeAarav,
  VALIDATED,
  type Session,
} from './session-support';

afterEach(forgetStorage);

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
