import { describe, expect, it } from 'vitest';
import { assign, fromPromise, not, raise, setup } from 'xstate';
import { defineEntry } from '../../src/features/statecharts/tooling/machine-entry';
import { describeMachine } from '../../src/features/statecharts/tooling/statechart-model';
import { toMermaid } from '../../scripts/statecharts-lib';
import { planCoverage, runPath } from './support';

/**
 * A machine with every feature the generator and the coverage planner must read: nested and
 * parallel states, a final state with onDone, an invoked call, a delay, an eventless
 * transition, a higher-order guard, parameterised and built-in actions, and a transition no
 * path can take.
 */
const kitchenSink = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'go' } | { type: 'bump'; by: number } | { type: 'never' },
  },
  actors: { fetchIt: fromPromise<string>(async () => 'fetched') },
  actions: {
    bump: assign({ count: ({ context }, params: { by: number }) => context.count + params.by }),
    note: () => {},
  },
  guards: {
    isBig: ({ context }) => context.count >= 2,
    isNegative: ({ context }) => context.count < 0,
  },
}).createMachine({
  id: 'sink',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        go: 'working',
        bump: { actions: { type: 'bump', params: { by: 1 } } },
        never: { guard: 'isNegative', target: 'working' },
      },
      always: { guard: 'isBig', target: 'working' },
    },
    working: {
      type: 'parallel',
      entry: 'note',
      onDone: { target: 'finished', actions: 'note' },
      states: {
        fetch: {
          initial: 'loading',
          states: {
            loading: {
              invoke: { src: 'fetchIt', onDone: 'loaded', onError: 'loaded' },
            },
            loaded: { type: 'final' },
            recall: { type: 'history', history: 'deep' },
          },
        },
        timer: {
          initial: 'waiting',
          states: {
            waiting: {
              entry: raise({ type: 'never' }),
              after: { 500: { target: 'elapsed', guard: not('isNegative') } },
            },
            elapsed: { type: 'final' },
          },
        },
      },
    },
    finished: { type: 'final' },
  },
});

const entry = defineEntry({
  machine: kitchenSink,
  purpose: 'A test machine.',
  source: 'tests/statecharts/model.test.ts',
  usedBy: 'tests',
  actors: {
    fetchIt: {
      kind: 'promise',
      outcomes: [
        { label: 'ok', result: 'success', output: 'data' },
        { label: 'down', result: 'failure', error: new Error('down') },
      ],
    },
  },
  samples: { bump: [{ label: 'bump by 1', event: { type: 'bump', by: 1 } }] },
  sideEffects: { note: 'does nothing' },
  gestures: {
    go: { kind: 'gesture', where: 'nowhere', gesture: 'press Go' },
    bump: { kind: 'gesture', where: 'nowhere', gesture: 'press Bump' },
    never: { kind: 'trigger', where: 'nowhere', trigger: 'raised on entry' },
  },
});

describe('describeMachine', () => {
  const model = describeMachine(kitchenSink);

  it('lists every state node in document order, with its kind and parent', () => {
    expect(model.states.map((state) => [state.path.join('.'), state.type, state.parentId])).toEqual(
      [
        ['', 'compound', null],
        ['idle', 'atomic', 'sink'],
        ['working', 'parallel', 'sink'],
        ['working.fetch', 'compound', 'sink.working'],
        ['working.fetch.loading', 'atomic', 'sink.working.fetch'],
        ['working.fetch.loaded', 'final', 'sink.working.fetch'],
        ['working.fetch.recall', 'history', 'sink.working.fetch'],
        ['working.timer', 'compound', 'sink.working'],
        ['working.timer.waiting', 'atomic', 'sink.working.timer'],
        ['working.timer.elapsed', 'final', 'sink.working.timer'],
        ['finished', 'final', 'sink'],
      ],
    );
  });

  it('labels every kind of trigger, guard and action', () => {
    expect(
      model.transitions.map(({ sourceId, kind, trigger, guard, actions, targetIds }) => ({
        sourceId,
        kind,
        trigger,
        guard,
        actions,
        targetIds,
      })),
    ).toEqual([
      {
        sourceId: 'sink.idle',
        kind: 'event',
        trigger: 'go',
        guard: null,
        actions: [],
        targetIds: ['sink.working'],
      },
      {
        sourceId: 'sink.idle',
        kind: 'event',
        trigger: 'bump',
        guard: null,
        actions: ['bump(by=1)'],
        targetIds: [],
      },
      {
        sourceId: 'sink.idle',
        kind: 'event',
        trigger: 'never',
        guard: 'isNegative',
        actions: [],
        targetIds: ['sink.working'],
      },
      {
        sourceId: 'sink.idle',
        kind: 'always',
        trigger: 'always',
        guard: 'isBig',
        actions: [],
        targetIds: ['sink.working'],
      },
      {
        sourceId: 'sink.working',
        kind: 'stateDone',
        trigger: 'done',
        guard: null,
        actions: ['note'],
        targetIds: ['sink.finished'],
      },
      {
        sourceId: 'sink.working.fetch.loading',
        kind: 'done',
        trigger: 'fetchIt done',
        guard: null,
        actions: [],
        targetIds: ['sink.working.fetch.loaded'],
      },
      {
        sourceId: 'sink.working.fetch.loading',
        kind: 'error',
        trigger: 'fetchIt error',
        guard: null,
        actions: [],
        targetIds: ['sink.working.fetch.loaded'],
      },
      {
        sourceId: 'sink.working.timer.waiting',
        kind: 'after',
        trigger: 'after 500 ms',
        guard: 'not(isNegative)',
        actions: [],
        targetIds: ['sink.working.timer.elapsed'],
      },
    ]);
  });

  it("keeps entry actions but not XState's bookkeeping for delays", () => {
    const waiting = model.states.find((state) => state.key === 'waiting');
    expect(waiting?.entry).toEqual(['raise(never)']);
    expect(waiting?.exit).toEqual([]);
  });

  it('reports guards and actions written inline', () => {
    const inline = setup({}).createMachine({
      initial: 'a',
      states: { a: { on: { x: { guard: () => true, actions: () => {} } } } },
    });
    expect(describeMachine(inline).unnamed).toEqual([
      'guard on x of (machine).a',
      'action on x of (machine).a',
    ]);
  });
});

describe('toMermaid', () => {
  const diagram = toMermaid(entry.model);

  it('draws nested and parallel states, initial and final markers, and every transition', () => {
    expect(diagram.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> idle',
      '  state working {',
      '    state "fetch" as working_fetch {',
      '      [*] --> working_fetch_loading',
      '      state "loading" as working_fetch_loading',
      '      working_fetch_loading : invoke fetchIt',
      '      state "loaded" as working_fetch_loaded',
      '      working_fetch_loaded --> [*]',
      '      state "H*" as working_fetch_recall',
      '      working_fetch_loading --> working_fetch_loaded : fetchIt done',
      '      working_fetch_loading --> working_fetch_loaded : fetchIt error',
      '    }',
      '    --',
      '    state "timer" as working_timer {',
      '      [*] --> working_timer_waiting',
      '      state "waiting" as working_timer_waiting',
      '      working_timer_waiting : entry / raise(never)',
      '      state "elapsed" as working_timer_elapsed',
      '      working_timer_elapsed --> [*]',
      '      working_timer_waiting --> working_timer_elapsed : after 500 ms [not(isNegative)]',
      '    }',
      '  }',
      '  note right of working',
      '    entry / note',
      '  end note',
      '  finished --> [*]',
      '  idle --> working : go',
      '  idle --> idle : bump / bump(by=1)',
      '  idle --> working : never [isNegative]',
      '  idle --> working : always [isBig]',
      '  working --> finished : done / note',
    ]);
  });
});

describe('planCoverage', () => {
  const plan = planCoverage(entry);

  it('reaches every state, through the call, the delay and the eventless transition', () => {
    expect(plan.unreachedStates).toEqual([]);
  });

  it('finds a transition no path takes', () => {
    expect(plan.untakenTransitions).toEqual(['sink.idle|never|0']);
  });

  it('runs a path through a settled call and a delay on a simulated clock', async () => {
    const done = plan.witnesses.find(
      ({ transition }) => transition === 'sink.working|xstate.done.state.sink.working|0',
    );
    expect(done).toBeDefined();
    const runs = await runPath(entry, done!.path);
    expect(runs.at(-1)?.snapshot.value).toBe('finished');
    expect(runs.at(-1)?.transitions).toContain('sink.working|xstate.done.state.sink.working|0');
  });

  it('takes the eventless transition once the guard allows', async () => {
    const always = plan.witnesses.find(({ transition }) => transition === 'sink.idle|always|0');
    const runs = await runPath(entry, always!.path);
    expect(runs.map((run) => run.event.type)).toEqual(['bump', 'bump']);
    expect(runs.at(-1)?.snapshot.matches('working')).toBe(true);
  });
});
