import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** A nested state: the status names its path, and exactly its states are marked current. */
async function expectIn(path: string) {
  await waitFor(() => expect(currentState()).toHaveTextContent(`Current state: ${path}`));
  const states = within(screen.getByRole('region', { name: 'States and transitions' }));
  const current = states
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'true');
  expect(current.map((item) => item.querySelector('p')?.textContent)).toEqual(path.split('.'));
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

  it("keeps a guest's line on the device, in the walk only: storage untouched", async () => {
    const { user } = await openWalkthrough();
    await choose(user, 'cart');
    await expectCurrent('guest');
    expect(
      events()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'cart.login (Aarav Sharma)',
      'cart.item.add (headset)',
      'cart.item.add (out-of-stock headset)',
      'cart.item.decrease (headset)',
      'cart.item.remove (headset)',
    ]);

    await user.click(events().getByRole('button', { name: 'cart.item.add (headset)' }));
    expect(
      await log().findByText('guest --cart.item.* / changeGuestCart, storeGuestCart--> (stays)'),
    ).toBeInTheDocument();
    expect(log().getByText(/^storeGuestCart skipped/)).toBeInTheDocument();
    await expectCurrent('guest');
    expect(localStorage.getItem('bazaar.guestCart')).toBeNull();
  });

  it('merges the guest cart at login, from a shared address', async () => {
    const { user } = await renderRoute('/__statecharts?machine=cart&path=cart.item.add,cart.login');
    await screen.findByRole('heading', { level: 2, name: 'cart' });
    await expectIn('account.merging');
    expect(
      log().getByText('(cart) --cart.login [bringsGuestCart] / enterAccount--> account.merging'),
    ).toBeInTheDocument();
    await user.click(actors().getByRole('button', { name: 'Settle mergeGuestCart' }));
    await expectIn('account.ready.idle');
    expect(
      log().getByText(
        'account.merging --mergeGuestCart done / acceptMerge, storeGuestCart--> account.ready',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('bazaar.guestCart')).toBeNull();
    expect(localStorage.getItem('bazaar.cartQueue')).toBeNull();
  });

  describe("an account's change to the cart, opened from a shared address", () => {
    /** Logged in, the cart loaded, the headset added: its change is on its way. */
    async function openSending() {
      const rendered = await renderRoute(
        '/__statecharts?machine=cart&path=cart.login,@loadCart~0,cart.item.add',
      );
      await screen.findByRole('heading', { level: 2, name: 'cart' });
      await expectIn('account.ready.sending');
      return rendered;
    }

    async function settleWith(user: UserEvent, outcome: string) {
      const outcomes = actors().getByRole('radiogroup', { name: 'Outcome of sendCartChange' });
      await user.click(within(outcomes).getByRole('radio', { name: outcome }));
      await user.click(actors().getByRole('button', { name: 'Settle sendCartChange' }));
    }

    it('is rolled back when refused', async () => {
      const { user } = await openSending();
      await settleWith(user, 'Failure: Refused: out of stock (409)');
      await expectIn('account.ready.idle');
      expect(
        log().getByText(
          'account.ready.sending --sendCartChange error [isRefused] / rollBack, storeQueue--> account.ready.idle',
        ),
      ).toBeInTheDocument();
    });

    it('waits offline, and is sent again when the browser is back online', async () => {
      const { user } = await openSending();
      await settleWith(user, 'Failure: Network error');
      await expectIn('account.ready.offline');
      await user.click(events().getByRole('button', { name: 'cart.online' }));
      await expectIn('account.ready.sending');
      expect(
        log().getByText(
          'account.ready.offline --cart.online / clearMessage--> account.ready.sending',
        ),
      ).toBeInTheDocument();
      await settleWith(user, 'Success: Confirmed: 2 headsets');
      await expectIn('account.ready.idle');
    });

    it('meets a 401: the lines stay as a guest cart and the app is told to end the session', async () => {
      const { user } = await openSending();
      await settleWith(user, 'Failure: Session expired (401)');
      await expectCurrent('guest');
      expect(
        log().getByText(
          'account.ready.sending --sendCartChange error [isExpired] / keepAsGuest, storeGuestCart, announceExpiry--> guest',
        ),
      ).toBeInTheDocument();
      expect(log().getByText(/^announceExpiry skipped/)).toBeInTheDocument();
    });
  });

  it('walks the wishlist: loaded after login, a change that fails rolled back', async () => {
    const { user } = await openWalkthrough();
    await choose(user, 'wishlist');
    await expectCurrent('signedOut');
    await user.click(events().getByRole('button', { name: 'wishlist.login (Aarav Sharma)' }));
    await expectIn('account.loading');
    await user.click(actors().getByRole('button', { name: 'Settle loadWishlist' }));
    await expectIn('account.ready.idle');

    await user.click(events().getByRole('button', { name: 'wishlist.item.add (headset)' }));
    await expectIn('account.ready.sending');
    const outcomes = actors().getByRole('radiogroup', { name: 'Outcome of sendWishlistChange' });
    await user.click(within(outcomes).getByRole('radio', { name: 'Failure: Network error' }));
    await user.click(actors().getByRole('button', { name: 'Settle sendWishlistChange' }));
    await expectIn('account.ready.idle');
    expect(
      log().getByText(
        'account.ready.sending --sendWishlistChange error / rollBack--> account.ready.idle',
      ),
    ).toBeInTheDocument();
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
