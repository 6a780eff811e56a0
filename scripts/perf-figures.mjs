/**
 * `npm run perf`'s figures of one Lighthouse run beyond its scores and metrics: where the main
 * thread's time went (`breakdown`) and what the simulated paints waited for (`simulatedPaths`).
 *
 * The second is read from Lighthouse's own simulation (Lantern) of the run. The simulation
 * replays the unthrottled load's requests on a slow 4G connection, keeping for a paint every
 * request that finished before the unthrottled paint and that it cannot rule out (a classic
 * script whose evaluation came after the paint is ruled out; a module script's evaluation is a
 * different trace event, so it never is: GoogleChrome/lighthouse#17163). For each paint this
 * reports how many scripts it kept, their bytes, when the last of them ends, and when the last
 * of the paint's other requests and tasks (the page, the picture, the first layout) ends: where
 * the scripts end later, they set the figure.
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * The main thread's work by kind (script parse, compile and evaluation; style and layout;
 * everything else), the longest task, and the largest picture's load and render delays.
 */
export function breakdown(audits) {
  const groups = new Map(
    (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.group,
      item.duration,
    ]),
  );
  const total = [...groups.values()].reduce((sum, value) => sum + value, 0);
  const script = (groups.get('scriptEvaluation') ?? 0) + (groups.get('scriptParseCompile') ?? 0);
  const styleLayout = groups.get('styleLayout') ?? 0;
  const tasks = audits['long-tasks']?.details?.items ?? [];
  const phases = new Map();
  for (const table of audits['largest-contentful-paint-element']?.details?.items ?? []) {
    for (const row of table.items ?? []) if (row.phase) phases.set(row.phase, row.timing);
  }
  return {
    script,
    styleLayout,
    otherMain: total - script - styleLayout,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    lcpLoadDelay: phases.get('Load Delay') ?? 0,
    lcpRenderDelay: phases.get('Render Delay') ?? 0,
  };
}

/**
 * What one estimate's graph held (Lantern's `nodeTimings`: each request or task with its
 * simulated times, ms from the navigation): its scripts, their transfer bytes, when the last of
 * them ends, and when the last of everything else ends.
 */
export function paintPath(estimate) {
  let scripts = 0;
  let scriptBytes = 0;
  let scriptsEnd = 0;
  let restEnd = 0;
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type === 'network' && node.request.resourceType === 'Script') {
      scripts += 1;
      scriptBytes += node.request.transferSize;
      scriptsEnd = Math.max(scriptsEnd, timing.endTime);
    } else {
      restEnd = Math.max(restEnd, timing.endTime);
    }
  }
  return { scripts, scriptBytes, scriptsEnd, restEnd };
}

/** Lighthouse's weighting of a metric's two estimates (Lantern's coefficients for FCP and LCP). */
const weighted = (optimistic, pessimistic) => 0.5 * optimistic + 0.5 * pessimistic;

/**
 * The figures of a Lighthouse run made with simulated throttling (`lighthouse()`'s result: its
 * report and the artifacts it gathered):
 * - `fcpScripts`, `lcpScripts`, `lcpScriptBytes`: the scripts the simulation kept on each
 *   paint's path (its optimistic graph, the smaller one) and the latter's transfer bytes;
 * - `lcpScriptsEnd`: when the last of the largest paint's scripts ends, weighted across the two
 *   estimates as Lighthouse weights the figure;
 * - `lcpOwn`: when the last of the paints' other requests and tasks ends, weighted the same way:
 *   at most what the simulated LCP would be if no script held a paint back (without the
 *   scripts' bytes the rest would download no later).
 */
export async function simulatedPaths({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const [fcp, lcp] = await Promise.all(
    [LanternFirstContentfulPaint, LanternLargestContentfulPaint].map(async (metric) => {
      const result = await metric.request(data, context);
      return {
        optimistic: paintPath(result.optimisticEstimate),
        pessimistic: paintPath(result.pessimisticEstimate),
      };
    }),
  );
  return {
    fcpScripts: fcp.optimistic.scripts,
    lcpScripts: lcp.optimistic.scripts,
    lcpScriptBytes: lcp.optimistic.scriptBytes,
    lcpScriptsEnd: weighted(lcp.optimistic.scriptsEnd, lcp.pessimistic.scriptsEnd),
    lcpOwn: Math.max(
      weighted(fcp.optimistic.restEnd, fcp.pessimistic.restEnd),
      weighted(lcp.optimistic.restEnd, lcp.pessimistic.restEnd),
    ),
  };
}
