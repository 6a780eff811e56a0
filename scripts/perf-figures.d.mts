/** Types of scripts/perf-figures.mjs, for the tests that read it. */
export interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { resourceType: string; transferSize: number };
}

export interface PaintPath {
  scripts: number;
  scriptBytes: number;
  scriptsEnd: number;
  restEnd: number;
}

export function paintPath(estimate: {
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}): PaintPath;
