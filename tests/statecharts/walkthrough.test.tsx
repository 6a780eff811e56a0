import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { renderRoute } from '../utils/render-route';

async function openWalkthrough() {
  const rendered = await renderRoute('/__statecharts');
  await screen.findByRole('heading', { level: 1, name: 'Statechart walkthrough' });
  return rendered;
}

async function choose(user: Awaited<ReturnType<typeof openWalkthrough>>['user'], id: string) {
  const machines = screen.getByRole('navigation', { name: 'Machines' });
  await user.click(within(machines).getByRole('button', { name: id }));
  await screen.findByRole('heading', { level: 2, name: id });
}

const currentState = () => screen.getByText(/^(Current state|Finished in):?/);

async function expectCurrent(name: string) {
  await waitFor(() => expect(currentState()).toHaveTextContent(name));
  const states = within(screen.getByRole('region', { name: 'States and transitions' }));
  const current = states
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'true');
  expect(current.map((item) => item.querySelector('p')?.textContent)).toContain(name);
}

const events = () => within(screen.getByRole('region', { name: 'Events it takes now' }));
const actors = () => within(screen.getByRole('region', { name: 'Actors (stubbed)' }));
const log = () => within(screen.getByRole('region', { name: 'What happened' }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('/__statecharts', () => {
  it('lists every machine with what it is for, the first one chosen', async () => {
    await openWalkthrough();
    const machines = within(screen.getByRole('navigation', { name: 'Machines' }));
    for (const entry of MACHINES) {
      expect(machines.getByRole('button', { name: entry.id })).toHaveAccessibleDescription(
        entry.purpose,
      );
    }
    expect(machines.getByRole('button', { name: MACHINES[0]!.id })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.title).toMatch(/^Statecharts/);
  });

  it('shows the states and transitions of the chosen machine, the current one highlighted', async () => {
    const { user } = await openWalkthrough();
    await choose(user, 'login');
    await expectCurrent('editing');
    const states = screen.getByRole('region', { name: 'States and transitions' });
    for (const name of ['editing', 'submitting', 'loggedIn']) {
      expect(within(states).getByText(name)).toBeInTheDocument();
    }
    expect(
      within(states).getByRole('list', { name: 'Transitions from editing' }),
    ).toHaveTextContent('login.submit / clearError → submitting');
    expect(
      within(states).getByRole('list', { name: 'Transitions from any state' }),
    ).toHaveTextContent('login.change / setField → stays');
  });

  it('offers the events enabled now, and a call waits until it is settled with the chosen outcome', async () => {
    const { user } = await openWalkthrough();
    await choose(user, 'login');
    expect(
      events()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      `login.change (email: ${DEMO_LOGIN.email})`,
      `login.change (password: ${DEMO_LOGIN.password})`,
      'login.submit',
    ]);
    expect(actors().getByText('logIn is not running now.')).toBeInTheDocument();

    await user.click(events().getByRole('button', { name: 'login.submit' }));
    await expectCurrent('submitting');
    expect(events().queryByRole('button', { name: 'login.submit' })).not.toBeInTheDocument();

    await user.click(actors().getByRole('radio', { name: 'Failure: Wrong password (401)' }));
    await user.click(actors().getByRole('button', { name: 'Settle logIn' }));
    await expectCurrent('editing');
    expect(log().getByText('submitting --logIn error / setError--> editing')).toBeInTheDocument();
  });

  it('walks to a final state with the side effects skipped: no storage, no window event, no call', async () => {
    const announced = vi.fn();
    window.addEventListener('userLoggedIn', announced);
    onTestFinished(() => window.removeEventListener('userLoggedIn', announced));
    const { user } = await openWalkthrough();
    await choose(user, 'login');
    await user.click(events().getByRole('button', { name: 'login.submit' }));
    await user.click(await actors().findByRole('button', { name: 'Settle logIn' }));

    await waitFor(() => expect(currentState()).toHaveTextContent('Finished in loggedIn'));
    expect(events().getByText('None in this state.')).toBeInTheDocument();
    expect(log().getByText(/^storeSession skipped/)).toBeInTheDocument();
    expect(log().getByText(/^announceLogin skipped/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(announced).not.toHaveBeenCalled();
  });

  it('takes each branch of a guarded transition, and Reset starts over', async () => {
    const { user } = await openWalkthrough();
    await choose(user, 'registration');
    await user.click(
      events().getByRole('button', { name: 'registration.change (password: Demo@1234)' }),
    );
    await user.click(events().getByRole('button', { name: 'registration.submit' }));
    expect(
      await log().findByText(
        'editing --registration.submit [passwordsDiffer] / rejectMismatch--> (stays)',
      ),
    ).toBeInTheDocument();
    await expectCurrent('editing');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(log().getAllByRole('listitem')).toHaveLength(1));
    await user.click(events().getByRole('button', { name: 'registration.submit' }));
    await expectCurrent('submitting');
  });

  it("walks the session without touching the app's own session", async () => {
    const { user } = await openWalkthrough();
    await expectCurrent('checking');
    await user.click(actors().getByRole('radio', { name: 'Success: Nothing stored' }));
    await user.click(actors().getByRole('button', { name: 'Settle checkSession' }));
    await expectCurrent('unauthenticated');
    expect(log().getByText(/^clearStoredSession skipped/)).toBeInTheDocument();
    await user.click(
      events().getByRole('button', {
        name: `session.login (${demoUser.first_name} ${demoUser.last_name})`,
      }),
    );
    await expectCurrent('authenticated');
    // The navigation bar follows the app's session, which nobody logged in to.
    expect(screen.getByRole('button', { name: /^Account$/ })).toBeInTheDocument();
  });

  it('works from the keyboard alone', async () => {
    const { user } = await openWalkthrough();
    const machines = within(screen.getByRole('navigation', { name: 'Machines' }));
    machines.getByRole('button', { name: 'profile' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'profile' });
    await expectCurrent('loading');

    const outcome = actors().getByRole('radio', {
      name: `Success: Profile of ${demoUser.first_name} ${demoUser.last_name}`,
    });
    outcome.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(actors().getByRole('radio', { name: 'Success: No token stored' })).toBeChecked(),
    );
    await user.keyboard('{ArrowUp}');
    actors().getByRole('button', { name: 'Settle loadProfile' }).focus();
    await user.keyboard('{Enter}');
    await expectCurrent('viewing');

    events().getByRole('button', { name: 'profile.edit' }).focus();
    await user.keyboard(' ');
    await expectCurrent('editing');
    const [first, second] = events().getAllByRole('button');
    first!.focus();
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await log().findByText(/--profile\.(change|gender|image)/)).toBeInTheDocument();
  });
});

describe('the production route tree', () => {
  it('has /__statecharts in the demo build and not in the API build', async () => {
    const paths = async () => {
      vi.resetModules();
      const { routeTree } = await import('../../src/app/route-tree');
      const children = routeTree.children as unknown as { options: { path?: string } }[];
      return children.map((route) => route.options.path);
    };
    expect(await paths()).toContain('/__statecharts');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('API_BASE_URL', '');
    expect(await paths()).toContain('/__statecharts');
    vi.stubEnv('API_BASE_URL', 'https://api.example.in');
    const api = await paths();
    expect(api).not.toContain('/__statecharts');
    expect(api).toContain('/login');
  });
});
