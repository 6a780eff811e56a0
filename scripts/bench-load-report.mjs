/**
 * The latency table `npm run bench:load` prints, for the load run and the soak alike: one row per
 * kind of request, with its count, errors, rate and percentiles.
 */

export const LATENCY_HEADER =
  '  kind      requests  errors   req/s  p50 ms  p95 ms  p99 ms  max ms';

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** One row: a kind's requests that answered (`latencies`) and that failed, over `elapsedS`. */
export function latencyRow(name, latencies, errors, elapsedS) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (fraction) => percentile(sorted, fraction).toFixed(1).padStart(7);
  return `  ${name.padEnd(9)} ${String(latencies.length + errors).padStart(8)} ${String(errors).padStart(7)} ${(latencies.length / elapsedS).toFixed(0).padStart(7)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)} ${ms(1)}`;
}
