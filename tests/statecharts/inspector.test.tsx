import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import type { ShopActors } from '../../src/app/shop-actors';
import { InspectorPanel } from '../../src/features/statecharts/inspector/inspector-panel';
import { LiveActors } from '../../src/features/statecharts/inspector/live-actors';
import { loginEntry } from '../../src/features/statecharts/tooling/entries/login';
import { StubbedCalls, stubbedMachine } from '../../src/features/statecharts/tooling/stub-actors';
import { getSystem } from '../../src/theme/system';
import { DEMO_LOGIN } from '../fixtures/users';

/** A login actor as the app runs one, its call held until the test settles it. */
function startLogin(inspect: (event: InspectionEvent) => void) {
  const calls = new StubbedCalls();
  const actor = createActor(stubbedMachine(loginEntry, calls), { inspect });
  actor.start();
  const settle = async () => {
    const [call] = calls.pending();
    if (!call || loginEntry.actors.logIn?.kind !== 'promise') throw new Error('no call');
    calls.settle(call.id, loginEntry.actors.logIn.outcomes[0]);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  };
  return { actor, settle };
}

async function logIn(inspect: (event: InspectionEvent) => void) {
  const { actor, settle } = startLogin(inspect);
  actor.send({ type: 'login.change', field: 'email', value: DEMO_LOGIN.email });
  actor.send({ type: 'login.change', field: 'password', value: DEMO_LOGIN.password });
  actor.send({ type: 'login.submit' });
  await settle();
  return actor;
}

afterEach(() => {
  vi.resetModules();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the live actors the inspector follows', () => {
  it('follows a running actor to its final state and logs its events and transitions, never what was typed', async () => {
    const live = new LiveActors();
    await logIn(live.handle);

    const [login] = live.view().actors;
    expect(login?.machineId).toBe('login');
    expect(login?.snapshot?.value).toBe('loggedIn');
    const lines = live.view().log.map((line) => `${line.machineId}: ${line.text}`);
    expect(lines).toEqual([
      'login: started',
      'login: login.change (field: email, value: …)',
      'login: (login) --login.change / setField--> (stays)',
      'login: login.change (field: password, value: …)',
      'login: (login) --login.change / setField--> (stays)',
      'login: login.submit',
      'login: editing --login.submit / clearError--> submitting',
      'login: logIn done',
      'login: submitting --logIn done / storeSession, announceLogin, reportSuccess--> loggedIn',
    ]);
    expect(lines.join('\n')).not.toContain(DEMO_LOGIN.password);
    expect(live.view().latest).toBe('login');
  });

  it('shows the newest actor of a machine, and marks it stopped when its screen goes away', async () => {
    const live = new LiveActors();
    const first = startLogin(live.handle).actor;
    const second = startLogin(live.handle).actor;
    expect(live.view().actors.map((actor) => actor.sessionId)).toEqual([second.sessionId]);
    second.stop();
    expect(live.view().actors[0]?.stopped).toBe(true);
    first.stop();
  });
});

describe('the inspect hook (src/lib/inspect.ts)', () => {
  it('does nothing unless asked for', async () => {
    const { inspect, inspectorAsked, listenToActors } = await import('../../src/lib/inspect');
    expect(inspectorAsked).toBe(false);
    const { actor } = startLogin((event) => inspect?.(event));
    const seen: string[] = [];
    listenToActors((event) => seen.push(event.type));
    expect(seen).toEqual([]);
    actor.stop();
  });

  it('with ?inspect, remembers it and keeps the first actors for the inspector that loads later', async () => {
    window.history.replaceState(null, '', '/login?inspect');
    const { inspect, inspectorAsked, listenToActors } = await import('../../src/lib/inspect');
    expect(inspectorAsked).toBe(true);
    expect(localStorage.getItem('statecharts.inspect')).toBe('on');

    const { actor } = startLogin((event) => inspect?.(event));
    const live = new LiveActors();
    const stop = listenToActors(live.handle);
    expect(live.view().actors.map((running) => running.machineId)).toEqual(['login']);
    actor.send({ type: 'login.submit' });
    expect(live.view().actors[0]?.snapshot?.value).toBe('submitting');
    stop();
    actor.stop();
  });

  it("with ?inspect, follows the app's cart and wishlist actors from their start", async () => {
    window.history.replaceState(null, '', '/cart?inspect');
    const { listenToActors } = await import('../../src/lib/inspect');
    const { startShopActors } = await import('../../src/app/shop-actors');
    const shop = startShopActors(null, () => {});
    const live = new LiveActors();
    const stop = listenToActors(live.handle);
    expect(live.view().actors.map((actor) => [actor.machineId, actor.snapshot?.value])).toEqual([
      ['cart', 'guest'],
      ['wishlist', 'signedOut'],
    ]);

    shop.cart.send({
      type: 'cart.item.add',
      product: {
        slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9',
        name: 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
        brand: 'boAt',
        image_url: '/img/products/headphones-2.webp',
        price: 6959,
        mrp: 9399,
        discount_percentage: 26,
        in_stock: true,
      },
    });
    expect(live.view().log.map((line) => `${line.machineId}: ${line.text}`)).toEqual([
      'cart: started',
      'wishlist: started',
      'cart: cart.logout',
      'wishlist: wishlist.logout',
      'cart: cart.item.add (product)',
      'cart: guest --cart.item.* / changeGuestCart, storeGuestCart--> (stays)',
    ]);
    expect(live.view().latest).toBe('cart');
    stop();
    shop.stop();
  });

  it('stays on without ?inspect once remembered, until ?inspect=off', async () => {
    localStorage.setItem('statecharts.inspect', 'on');
    window.history.replaceState(null, '', '/products/');
    expect((await import('../../src/lib/inspect')).inspectorAsked).toBe(true);

    vi.resetModules();
    window.history.replaceState(null, '', '/products/?inspect=off');
    expect((await import('../../src/lib/inspect')).inspectorAsked).toBe(false);
    expect(localStorage.getItem('statecharts.inspect')).toBeNull();
  });
});

describe('the inspector panel', () => {
  function renderPanel(live: LiveActors, onTurnOff = vi.fn()) {
    render(
      <ChakraProvider value={getSystem()}>
        <InspectorPanel live={live} onTurnOff={onTurnOff} />
      </ChakraProvider>,
    );
    return within(screen.getByRole('complementary', { name: 'Statechart inspector' }));
  }

  it('draws the running actor with its current state, and logs as it goes', async () => {
    const live = new LiveActors();
    const panel = renderPanel(live);
    expect(panel.getByText('Waiting for a statechart to start')).toBeInTheDocument();

    await act(() => logIn(live.handle));
    expect(panel.getByRole('button', { name: 'login: loggedIn (stopped)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      panel
        .getByRole('group', { name: /^Chart of login/ })
        .querySelector('[data-active="true"][data-state="login.loggedIn"]'),
    ).not.toBeNull();
    const log = panel.getByRole('log', { name: 'Events and transitions' });
    expect(log).toHaveTextContent('editing --login.submit / clearError--> submitting');
    expect(log).toHaveTextContent(
      'submitting --logIn done / storeSession, announceLogin, reportSuccess--> loggedIn',
    );
  });

  it("lists the app's cart and wishlist, and draws the one that last took an event", async () => {
    window.history.replaceState(null, '', '/wishlist?inspect');
    const { listenToActors } = await import('../../src/lib/inspect');
    const { startShopActors } = await import('../../src/app/shop-actors');
    const live = new LiveActors();
    const stop = listenToActors(live.handle);
    const panel = renderPanel(live);
    let shop: ShopActors | undefined;
    act(() => {
      shop = startShopActors(null, () => {});
    });
    const running = within(panel.getByRole('navigation', { name: 'Running statecharts' }));
    expect(running.getByRole('button', { name: 'cart: guest' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(running.getByRole('button', { name: 'wishlist: signedOut' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    act(() => shop?.cart.send({ type: 'cart.item.remove', slug: 'not-in-the-cart' }));
    expect(running.getByRole('button', { name: 'cart: guest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      panel
        .getByRole('group', { name: /^Chart of cart/ })
        .querySelector('[data-active="true"][data-state="cart.guest"]'),
    ).not.toBeNull();
    expect(panel.getByRole('log', { name: 'Events and transitions' })).toHaveTextContent(
      'guest --cart.item.* / changeGuestCart, storeGuestCart--> (stays)',
    );
    stop();
    act(() => shop?.stop());
  });

  it('collapses, expands and turns off', async () => {
    const user = userEvent.setup();
    const onTurnOff = vi.fn();
    const panel = renderPanel(new LiveActors(), onTurnOff);
    const collapse = panel.getByRole('button', { name: 'Collapse' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    expect(panel.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel.queryByRole('log')).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Expand' }));
    expect(panel.getByRole('log')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Turn off' }));
    expect(onTurnOff).toHaveBeenCalledOnce();
  });

  it('turned off, it forgets ?inspect and leaves the page', async () => {
    window.history.replaceState(null, '', '/login?inspect&x=1');
    localStorage.setItem('statecharts.inspect', 'on');
    const { mountInspector } =
      await import('../../src/features/statecharts/inspector/mount-inspector');
    act(() => mountInspector(getSystem()));
    const user = userEvent.setup();
    const panel = await screen.findByRole('complementary', { name: 'Statechart inspector' });
    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    expect(screen.queryByRole('complementary', { name: 'Statechart inspector' })).toBeNull();
    expect(localStorage.getItem('statecharts.inspect')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?x=1');
  });
});
