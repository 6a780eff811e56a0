/**
 * `npm run bench:load`'s settings, read from the command line and the environment (the header of
 * scripts/bench-load.mjs lists them). Invalid values end the process here, before a server starts.
 */

export const SOAK = process.argv.includes('--soak') || process.env.BENCH_SOAK === '1';
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? (SOAK ? 300 : 30));
/**
 * Not measured: a cold server answers the first burst of 100 requests one by one while V8
 * compiles its code (up to ~8 s for the last of them on the 2-core CI machine), which says
 * nothing about how it serves under steady load.
 */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);

if (!(DURATION_S > 0) || !(WARMUP_S >= 0) || !(Number.isInteger(CLIENTS) && CLIENTS > 0)) {
  console.error(
    'BENCH_DURATION_S must be above 0, BENCH_WARMUP_S 0 or more, BENCH_CLIENTS a positive integer',
  );
  process.exit(2);
}
