import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { StatechartDiagram } from '../../src/features/statecharts/diagram/statechart-diagram';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';
import { describeMachine } from '../../src/features/statecharts/tooling/statechart-model';
import { getSystem } from '../../src/theme/system';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { renderRoute } from '../utils/render-route';

/** Every state node of a machine, read from its definition (machine.root) here in the test. */
function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

/** Per source state and event descriptor, how many transitions the definition has. */
function transitionCounts(machine: AnyStateMachine): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of stateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      counts.set(`${node.id} ${eventType}`, list.length);
    }
    if (node.always) counts.set(`${node.id} always`, node.always.length);
  }
  return counts;
}

function drawn(container: HTMLElement) {
  const boxes = [...container.querySelectorAll('[data-state]')].map((box) =>
    box.getAttribute('data-state'),
  );
  const arrows = new Map<string, Set<string>>();
  for (const arrow of container.querySelectorAll('[data-transition]')) {
    const where = `${arrow.getAttribute('data-source')} ${arrow.getAttribute('data-event')}`;
    const transitions = arrows.get(where) ?? new Set();
    transitions.add(arrow.getAttribute('data-transition') ?? '');
    arrows.set(where, transitions);
  }
  return { boxes, arrows };
}

function draw(machine: AnyStateMachine, activeIds: readonly string[] = []) {
  return render(
    <ChakraProvider value={getSystem()}>
      <StatechartDiagram model={describeMachine(machine)} activeIds={new Set(activeIds)} />
    </ChakraProvider>,
  );
}

/** Nested, parallel, final and history states, an invoked call, a delay and an eventless step. */
const nested = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'pause' } },
  actors: { fetchIt: fromPromise(async () => 'fetched') },
  guards: { ready: () => true },
  actions: { note: () => {} },
}).createMachine({
  id: 'nested',
  initial: 'closed',
  states: {
    closed: { on: { open: { target: 'open', actions: 'note' } } },
    open: {
      initial: 'loading',
      on: { close: 'closed' },
      states: {
        loading: {
          invoke: { src: 'fetchIt', onDone: 'shown', onError: 'failed' },
          after: { 3000: 'failed' },
        },
        shown: {
          type: 'parallel',
          states: {
            media: {
              initial: 'playing',
              states: { playing: { on: { pause: 'paused' } }, paused: {} },
            },
            captions: {
              initial: 'off',
              states: { off: { always: { guard: 'ready', target: 'on' } }, on: {} },
            },
          },
        },
        failed: { type: 'final' },
        remembered: { type: 'history', history: 'deep' },
      },
      onDone: 'closed',
    },
  },
});

describe('the drawn statechart', () => {
  it.each([
    ...MACHINES.map((entry) => [entry.id, entry.machine] as const),
    ['nested', nested] as const,
  ])(
    '%s: a box for every state and an arrow for every transition of its definition',
    (_id, machine) => {
      const { container } = draw(machine);
      const { boxes, arrows } = drawn(container);

      const states = stateNodes(machine.root).map((node) => node.id);
      expect(boxes.toSorted()).toEqual(states.toSorted());

      const expected = transitionCounts(machine);
      expect([...arrows.keys()].toSorted()).toEqual([...expected.keys()].toSorted());
      for (const [where, count] of expected) expect(arrows.get(where)?.size, where).toBe(count);
    },
  );

  it('labels arrows `event [guard] / actions`, delays, invoked calls and the initial states', () => {
    const { container } = draw(nested);
    const text = (selector: string) => container.querySelector(selector)?.textContent;
    expect(text('[data-source="nested.closed"][data-event="open"]')).toBe('open / note');
    expect(text('[data-source="nested.open.loading"][data-event^="xstate.after"]')).toBe(
      'after 3000 ms',
    );
    expect(text('[data-source="nested.open.loading"][data-event^="xstate.done.actor"]')).toBe(
      'fetchIt done',
    );
    expect(text('[data-source="nested.open.loading"][data-event^="xstate.error.actor"]')).toBe(
      'fetchIt error',
    );
    expect(text('[data-source="nested.open.shown.captions.off"][data-event="always"]')).toBe(
      'always [ready]',
    );
    expect(text('[data-state="nested.open.loading"]')).toBe('loadinginvoke fetchIt');
    expect(text('[data-state="nested.open.remembered"]')).toBe('remembered (H*)');
    // The final state has its double border; each compound state its initial dot.
    expect(container.querySelectorAll('[data-state="nested.open.failed"] rect')).toHaveLength(2);
    expect(
      [...container.querySelectorAll('[data-initial]')].map((dot) =>
        dot.getAttribute('data-initial'),
      ),
    ).toEqual(['nested', 'nested.open', 'nested.open.shown.media', 'nested.open.shown.captions']);
  });

  it('highlights the states the machine is in, and names them in its text alternative', () => {
    const { container } = draw(nested, ['nested', 'nested.open', 'nested.open.loading']);
    const active = [...container.querySelectorAll('[data-active="true"]')].map((box) =>
      box.getAttribute('data-state'),
    );
    expect(active).toEqual(['nested', 'nested.open', 'nested.open.loading']);
    expect(screen.getByRole('group', { name: /^Chart of nested/ })).toHaveAccessibleName(
      'Chart of nested: 13 states and 8 transitions, drawn from its definition. The current state is open.loading.',
    );
  });
});

describe('the walkthrough chart', () => {
  const chart = () => within(screen.getByRole('region', { name: 'Chart' }));
  const box = (id: string) => document.querySelector(`[data-state="${id}"]`);

  it('takes an enabled arrow on click, and the highlight moves to its target', async () => {
    const { user } = await renderRoute('/__statecharts?machine=login');
    await screen.findByRole('heading', { level: 2, name: 'login' });
    expect(box('login.editing')).toHaveAttribute('data-active', 'true');
    expect(
      chart()
        .getAllByRole('button')
        .map((arrow) => arrow.getAttribute('aria-label')),
    ).toEqual([
      `Take the arrow: send login.change (email: ${DEMO_LOGIN.email})`,
      'Take the arrow: send login.submit',
    ]);

    await user.click(chart().getByRole('button', { name: 'Take the arrow: send login.submit' }));
    await waitFor(() => expect(box('login.submitting')).toHaveAttribute('data-active', 'true'));
    expect(box('login.editing')).not.toHaveAttribute('data-active');
    expect(screen.getByText(/^Current state:/)).toHaveTextContent('Current state: submitting');
    // Submitting: the typing arrow and logIn's done and error arrows; no second submit.
    expect(
      chart()
        .getAllByRole('button')
        .map((arrow) => arrow.getAttribute('aria-label')),
    ).toEqual([
      `Take the arrow: send login.change (email: ${DEMO_LOGIN.email})`,
      `Take the arrow: settle logIn with Logged in as ${demoUser.first_name} ${demoUser.last_name}`,
      'Take the arrow: settle logIn with Wrong password (401)',
    ]);
  });

  it('settles a call by its done or error arrow, with the outcome that takes that arrow', async () => {
    const { user } = await renderRoute('/__statecharts?machine=profile');
    await screen.findByRole('heading', { level: 2, name: 'profile' });
    expect(box('profile.loading')).toHaveAttribute('data-active', 'true');
    expect(
      chart()
        .getAllByRole('button')
        .map((arrow) => arrow.getAttribute('aria-label')),
    ).toEqual([
      `Take the arrow: settle loadProfile with Profile of ${demoUser.first_name} ${demoUser.last_name}`,
      'Take the arrow: settle loadProfile with No token stored',
      'Take the arrow: settle loadProfile with Server error (500)',
    ]);
    await user.click(
      chart().getByRole('button', {
        name: 'Take the arrow: settle loadProfile with No token stored',
      }),
    );
    await waitFor(() =>
      expect(box('profile.unauthenticated')).toHaveAttribute('data-active', 'true'),
    );
    const log = within(screen.getByRole('region', { name: 'What happened' }));
    expect(log.getByText('loadProfile settled: success, No token stored')).toBeInTheDocument();
  });

  it('takes an arrow from the keyboard', async () => {
    const { user } = await renderRoute('/__statecharts?machine=login');
    await screen.findByRole('heading', { level: 2, name: 'login' });
    chart().getByRole('button', { name: 'Take the arrow: send login.submit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box('login.submitting')).toHaveAttribute('data-active', 'true'));
  });

  it('keeps the machine and the steps taken in its address, and a shared address walks them again', async () => {
    const first = await renderRoute('/__statecharts?machine=login');
    await screen.findByRole('heading', { level: 2, name: 'login' });
    const events = within(screen.getByRole('region', { name: 'Events it takes now' }));
    const actors = within(screen.getByRole('region', { name: 'Actors (stubbed)' }));
    await first.user.click(events.getByRole('button', { name: 'login.submit' }));
    await first.user.click(
      await actors.findByRole('radio', { name: 'Failure: Wrong password (401)' }),
    );
    await first.user.click(actors.getByRole('button', { name: 'Settle logIn' }));
    await waitFor(() => expect(box('login.editing')).toHaveAttribute('data-active', 'true'));
    await waitFor(() =>
      expect(first.router.state.location.search).toEqual({
        machine: 'login',
        path: 'login.submit,@logIn~1',
      }),
    );
    first.unmount();

    await renderRoute('/__statecharts?machine=login&path=login.submit%2C%40logIn~1');
    await screen.findByRole('heading', { level: 2, name: 'login' });
    const log = within(screen.getByRole('region', { name: 'What happened' }));
    expect(
      await log.findByText('submitting --logIn error / setError--> editing'),
    ).toBeInTheDocument();
    expect(log.getByText('logIn settled: failure, Wrong password (401)')).toBeInTheDocument();
    expect(box('login.editing')).toHaveAttribute('data-active', 'true');
  });

  it('opens the machine a shared address names, and drops steps that do not apply', async () => {
    await renderRoute('/__statecharts?machine=listingSort&path=no.such.event,listing.sort');
    await screen.findByRole('heading', { level: 2, name: 'listingSort' });
    const log = within(screen.getByRole('region', { name: 'What happened' }));
    expect(log.getAllByRole('listitem')).toHaveLength(1);
  });
});
