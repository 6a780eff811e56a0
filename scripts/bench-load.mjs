/**
 * Load benchmark of the mock API (`npm run bench:load`): starts `npm run mock-api`'s server on a
 * free port, warms it up, then runs 100 concurrent clients for 30 s (BENCH_DURATION_S,
 * BENCH_WARMUP_S and BENCH_CLIENTS override) mixing products queries over varied filters with
 * logins of the demo shopper. Prints requests, errors, requests per second and p50/p95/p99
 * latency per kind, and the server's resident memory over the run. Exits non-zero on any error.
 *
 * Soak (`npm run bench:load -- --soak`, or BENCH_SOAK=1): 5 minutes (BENCH_DURATION_S overrides)
 * of a mixed load — registrations, logins of the shoppers registered, profile updates with a
 * picture (multipart), products queries — printing the server's memory each minute; at the end
 * every shopper registered during the soak must log in with the password it registered with.
 */
import { SOAK } from './bench-load-config.mjs';
import { agent } from './bench-load-http.mjs';
import { productQueries } from './bench-load-queries.mjs';
import { freePort, startServer } from './bench-load-server.mjs';
import { soak } from './bench-load-soak.mjs';
import { steadyLoad } from './bench-load-steady.mjs';

async function main() {
  const port = await freePort();
  const server = await startServer(port);
  const stop = () => server.kill('SIGTERM');
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    const queries = await productQueries(port);
    if (SOAK) {
      await soak(port, server, queries);
      return;
    }
    await steadyLoad(port, server, queries);
  } finally {
    agent.destroy();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
