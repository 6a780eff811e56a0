/** Types of scripts/trace-analysis.mjs, for the tests that read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

export interface TimedEvent extends TraceEvent {
  /** Milliseconds from the page's navigation. */
  start: number;
  duration: number;
}

export interface MainThread {
  fcp: number;
  events: TimedEvent[];
}

export interface LongTask {
  event: TimedEvent;
  start: number;
  duration: number;
}

export function mainThreadOf(events: readonly TraceEvent[]): MainThread;
export function longTasksAfter(main: MainThread, thresholdMs?: number): LongTask[];
export function attribute(task: LongTask, main: MainThread): { kinds: Record<string, number> };
export function topCosts(main: MainThread): [string, number][];
