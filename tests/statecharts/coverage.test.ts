import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';
import { planCoverage } from './support';

/**
 * Every registered machine, walked with `xstate/graph`: paths that reach every state and take
 * every transition exist (reachability, computed from the definition). What the machines do on
 * those paths is asserted by hand, from the spec, in tests/machines.
 */
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
});
