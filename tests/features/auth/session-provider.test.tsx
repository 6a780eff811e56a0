import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createSession, SessionProvider, type AppSession } from '../../../src/app/session';
import { useSessionStatus, useSessionUser } from '../../../src/lib/session-hooks';
import { demoUser } from '../../fixtures/users';
import { createGate } from '../../utils/gate';
import { logInDemoShopper } from '../../utils/render-route';

function SessionProbe() {
  const status = useSessionStatus();
  const user = useSessionUser();
  return <p>{`${status}: ${user?.first_name ?? 'nobody'}`}</p>;
}

/** Runs a session the way the app providers do, stopped when the test ends. */
function run(session: AppSession) {
  onTestFinished(session.start());
}

function listen(eventName: string) {
  const listener = vi.fn();
  window.addEventListener(eventName, listener);
  onTestFinished(() => window.removeEventListener(eventName, listener));
  return listener;
}

describe('SessionProvider', () => {
  it('survives StrictMode: the restarted session validates once more instead of failing', async () => {
    const errors = vi.spyOn(console, 'error');
    await logInDemoShopper();
    render(
      <StrictMode>
        <SessionProvider session={createSession()}>
          <SessionProbe />
        </SessionProvider>
      </StrictMode>,
    );
    expect(screen.getByText('loading: nobody')).toBeInTheDocument();
    expect(await screen.findByText(`authenticated: ${demoUser.first_name}`)).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalledWith('Authentication check failed', expect.anything());
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('refuses to be used without the provider', () => {
    expect(() => render(<SessionProbe />)).toThrow(/SessionProvider/);
  });
});

describe('the app session (what the router and the app-wide actors hold)', () => {
  it('settles once the stored token is checked: authenticated, with the user', async () => {
    await logInDemoShopper();
    const session = createSession();
    expect(session.getStatus()).toBe('loading');
    run(session);
    await expect(session.settled()).resolves.toBe('authenticated');
    expect(session.getStatus()).toBe('authenticated');
    expect(session.getUser()?.first_name).toBe('Aarav');
  });

  it('settles unauthenticated when nothing is stored', async () => {
    const session = createSession();
    run(session);
    await expect(session.settled()).resolves.toBe('unauthenticated');
    expect(session.getUser()).toBeNull();
  });

  it('keeps a logout asked for before the machine has loaded', async () => {
    await logInDemoShopper();
    const loggedOut = listen('userLoggedOut');
    const session = createSession();
    session.logout();
    run(session);
    await expect(session.settled()).resolves.toBe('unauthenticated');
    expect(localStorage.length).toBe(0);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('hands the running actor to another app-wide actor, which hears the shopper sign out', async () => {
    await logInDemoShopper();
    const session = createSession();
    run(session);
    const actor = await session.whenRunning();
    if (!actor) throw new Error('The session chunk did not load');
    await session.settled();
    const heard: string[] = [];
    actor.on('*', (event) => heard.push(event.type));
    const statuses: string[] = [];
    onTestFinished(session.subscribe(() => statuses.push(session.getStatus())));
    await vi.waitFor(() => expect(statuses).toEqual(['authenticated']));

    session.logout();
    expect(heard).toEqual(['session.signedOut']);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(new Set(statuses)).toEqual(new Set(['authenticated', 'unauthenticated']));
  });

  it('follows a session stopped and started again: readers and a waiting guard get the new one', async () => {
    await logInDemoShopper();
    const checks = createGate();
    server.use(
      http.get('*/api/validate-token/', async () => {
        await checks.opened;
        return undefined;
      }),
    );
    const session = createSession();
    const stopFirst = session.start();
    const first = await session.whenRunning();
    const statuses: string[] = [];
    onTestFinished(session.subscribe(() => statuses.push(session.getStatus())));
    const outcome = session.settled();
    await vi.waitFor(() => expect(statuses).toEqual(['loading']));

    stopFirst();
    run(session);
    const second = await session.whenRunning();
    expect(second).not.toBe(first);
    checks.open();
    await expect(outcome).resolves.toBe('authenticated');
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('authenticated'));
    expect(session.getUser()?.first_name).toBe('Aarav');
  });
});
