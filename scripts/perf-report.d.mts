/** Types of scripts/perf-report.mjs, for the tests that read it. */
export function markdown(report: Record<string, unknown>): string;
