// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  attribute,
  longTasksAfter,
  mainThreadOf,
  topCosts,
} from '../../scripts/trace-analysis.mjs';

/** A trace event on the page's main thread (pid 1, tid 1), times in microseconds. */
function event(name: string, ts: number, dur?: number, args: Record<string, unknown> = {}) {
  return { name, ph: dur === undefined ? 'I' : 'X', pid: 1, tid: 1, ts, dur, args };
}

const PAGE = { data: { navigationId: 'page' } };

/**
 * A load as Chrome traces it: the page's navigation at 1,000,000 µs, an SVG picture's own
 * navigation later (each SVG image is a document of its own), the first paint 500 ms in, a task
 * of 80 ms straddling it, a module evaluation of 300 ms, a short task and a long style task.
 */
const TRACE = [
  event('navigationStart', 1_000_000, undefined, PAGE),
  event('navigationStart', 1_400_000, undefined, { data: { navigationId: 'svg' } }),
  event('firstContentfulPaint', 1_500_000, undefined, PAGE),
  event('RunTask', 1_460_000, 80_000),
  event('Layout', 1_470_000, 60_000),
  event('RunTask', 1_600_000, 300_000),
  event('v8.evaluateModule', 1_600_000, 280_000),
  event('FunctionCall', 1_700_000, 100_000, { data: { url: 'http://x/main.abc.js' } }),
  event('UpdateLayoutTree', 1_880_000, 20_000),
  event('RunTask', 2_000_000, 30_000),
  event('FunctionCall', 2_000_000, 30_000, { data: { url: 'http://x/main.abc.js' } }),
  event('RunTask', 2_100_000, 70_000),
  event('UpdateLayoutTree', 2_100_000, 70_000),
  { ...event('RunTask', 1_000, 900_000), pid: 2 },
];

describe('reading a Chrome trace (npm run trace)', () => {
  const main = mainThreadOf(TRACE);

  it("times the first paint from the page's own navigation, not an SVG picture's", () => {
    expect(main.fcp).toBe(500);
  });

  it('lists the tasks over 50 ms after the first paint, a straddling one counted from it', () => {
    expect(longTasksAfter(main).map(({ start, duration }) => [start, duration])).toEqual([
      [600, 300],
      [1100, 70],
    ]);
  });

  it("splits a task's time by its events' self time", () => {
    const [evaluation] = longTasksAfter(main);
    expect(attribute(evaluation!, main).kinds).toEqual({
      'script v8.evaluateModule': 180,
      'script main.abc.js': 100,
      style: 20,
    });
  });

  it('adds up the costs of every task after the first paint, largest first', () => {
    expect(topCosts(main)).toEqual([
      ['script v8.evaluateModule', 180],
      ['script main.abc.js', 130],
      ['style', 90],
      ['layout', 60],
      ['other', 20],
    ]);
  });
});
