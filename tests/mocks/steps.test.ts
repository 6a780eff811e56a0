// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSteps, runStepsInTasks, type Steps } from '../../mocks/lib/steps';

/** Three pieces of work, each logged as it runs, then their sum. */
function* work(log: string[]): Steps<number> {
  let total = 0;
  for (const value of [1, 2, 3]) {
    log.push(`piece ${value}`);
    total += value;
    yield;
  }
  return total;
}

/** Lets every promise callback already queued run. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

/** A clock that moves `stepMs` each time it is read. */
function tickingClock(stepMs: number) {
  let time = 0;
  return () => (time += stepMs);
}

describe('work in steps (mocks/lib/steps.ts)', () => {
  it('runs every step at once and gives the result', () => {
    const log: string[] = [];
    expect(runSteps(work(log))).toBe(6);
    expect(log).toEqual(['piece 1', 'piece 2', 'piece 3']);
  });

  it('pauses whenever a task has used its slice, and resumes where it stopped', async () => {
    const log: string[] = [];
    const pause = vi.fn(() => {
      log.push('pause');
      return Promise.resolve();
    });
    // Every reading of this clock is 5 ms later: an 8 ms slice holds two steps, then pauses.
    const result = await runStepsInTasks(work(log), { sliceMs: 8, now: tickingClock(5), pause });
    expect(result).toBe(6);
    expect(log).toEqual(['piece 1', 'piece 2', 'pause', 'piece 3']);
  });

  it('does not pause while the slice lasts', async () => {
    const log: string[] = [];
    const pause = vi.fn(() => Promise.resolve());
    await expect(
      runStepsInTasks(work(log), { sliceMs: 100, now: tickingClock(1), pause }),
    ).resolves.toBe(6);
    expect(pause).not.toHaveBeenCalled();
  });

  it('waits for each pause before the next step', async () => {
    const log: string[] = [];
    let resume: () => void = () => {};
    const pause = () =>
      new Promise<void>((resolve) => {
        resume = resolve;
      });
    const running = runStepsInTasks(work(log), { sliceMs: 1, now: tickingClock(5), pause });
    await settle();
    expect(log).toEqual(['piece 1']);
    resume();
    await settle();
    expect(log).toEqual(['piece 1', 'piece 2']);
    resume();
    await settle();
    expect(log).toHaveLength(3);
    resume();
    await expect(running).resolves.toBe(6);
  });
});

describe('the catalogue built in short tasks (prepareCatalog)', () => {
  // A module of its own for each test: the test setup's mock backend may have built one.
  beforeEach(() => {
    vi.resetModules();
  });

  it('is the catalogue built at once, in many tasks, and the one getCatalog then answers from', async () => {
    const { buildCatalog, getCatalog, prepareCatalog } = await import('../../mocks/catalog');
    const pause = vi.fn(() => Promise.resolve());
    const prepared = await prepareCatalog({ sliceMs: 8, now: tickingClock(1), pause });
    // 600 products made and 600 indexed, one clock reading each: well over a hundred tasks.
    expect(pause.mock.calls.length).toBeGreaterThan(100);
    expect(getCatalog()).toBe(prepared);

    const atOnce = buildCatalog(600);
    expect(prepared.productCount).toBe(600);
    expect(prepared.brands).toEqual(atOnce.brands);
    expect(prepared.categories).toEqual(atOnce.categories);
    expect(prepared.findProducts({ terms: [] })).toEqual(atOnce.findProducts({ terms: [] }));
    expect(prepared.findProducts({ terms: ['shoe'], categorySlug: 'mens-footwear' })).toEqual(
      atOnce.findProducts({ terms: ['shoe'], categorySlug: 'mens-footwear' }),
    );
  });

  it('answers at once with a catalogue already built', async () => {
    const { getCatalog, prepareCatalog } = await import('../../mocks/catalog');
    const built = getCatalog();
    const pause = vi.fn(() => Promise.resolve());
    await expect(prepareCatalog({ now: tickingClock(100), pause })).resolves.toBe(built);
    expect(pause).not.toHaveBeenCalled();
  });
});
