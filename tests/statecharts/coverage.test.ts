import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';
import {
  describeTransition,
  stateName,
} from '../../src/features/statecharts/tooling/statechart-model';
import { describeRun, isActive, planCoverage, runPath, type Path } from './support';

/**
 * Every registered machine, walked with `xstate/graph`: paths that reach every state and take
 * every transition, each run on a real actor whose actors are the registry's stubs (settled
 * with success or failure as the path says), asserting where every step ends.
 */
async function expectRunsAsPlanned(entry: (typeof MACHINES)[number], path: Path) {
  const runs = await runPath(entry, path);
  expect(runs).toHaveLength(path.steps.length - 1);
  runs.forEach((run, index) => {
    const planned = path.steps[index + 1]!.state;
    expect(run.snapshot.value).toEqual(planned.value);
    expect(run.snapshot.context).toEqual(planned.context);
    expect(run.snapshot.status).toBe(planned.status);
  });
  return runs;
}

describe.each(MACHINES.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  const plan = planCoverage(entry);
  const { model } = entry;

  it('names every guard and action, so its diagram can label them', () => {
    expect(model.unnamed).toEqual([]);
  });

  it('has a stub with a success and a failure for every actor that is called', () => {
    for (const stub of Object.values(entry.actors)) {
      if (stub.kind !== 'promise') continue;
      expect(stub.outcomes.map((outcome) => outcome.result)).toEqual(
        expect.arrayContaining(['success', 'failure']),
      );
    }
  });

  it('reaches every state', () => {
    expect(plan.unreachedStates).toEqual([]);
    const real = model.states.filter(
      (state) => state.parentId !== null && state.type !== 'history',
    );
    expect(plan.statePaths.map(({ state }) => state)).toEqual(real);
  });

  it('takes every transition', () => {
    expect(plan.untakenTransitions).toEqual([]);
    expect(plan.witnesses.length).toBe(model.transitions.length);
  });

  it.each(
    plan.statePaths.map(
      ({ state, path }) => [stateName(state), describeRun(entry, path), state, path] as const,
    ),
  )('state %s: a real actor follows %s', async (_state, _path, state, path) => {
    const runs = await expectRunsAsPlanned(entry, path);
    const last = runs.at(-1)?.snapshot;
    if (last) expect(isActive(last, state)).toBe(true);
  });

  const byKey = new Map(model.transitions.map((transition) => [transition.key, transition]));
  it.each(
    plan.witnesses.map(
      ({ transition, path }) =>
        [
          describeTransition(model, byKey.get(transition)!),
          describeRun(entry, path),
          transition,
          path,
        ] as const,
    ),
  )('transition %s: a real actor takes it on %s', async (_transition, _path, key, path) => {
    const runs = await expectRunsAsPlanned(entry, path);
    expect(runs.at(-1)?.transitions).toContain(key);
  });
});
