/**
 * `npm run bench:load`'s load run: after a warm-up, the clients send products queries and logins
 * of the demo shopper for the whole duration while the server's memory is sampled; then the
 * latency table and the memory over the run are printed, and any error fails the run.
 */
import { CLIENTS, DURATION_S, WARMUP_S } from './bench-load-config.mjs';
import { send } from './bench-load-http.mjs';
import { random } from './bench-load-queries.mjs';
import { LATENCY_HEADER, latencyRow } from './bench-load-report.mjs';
import { rssMb } from './bench-load-server.mjs';

/** One request in this many is a login: each costs a PBKDF2 hash on the server. */
const LOGIN_EVERY = 5;
const RSS_SAMPLE_MS = 1000;
const DEMO = JSON.stringify({ email: 'demo@bazaar.in', password: 'Demo@1234' });

export async function steadyLoad(port, server, queries) {
  const coldMb = rssMb(server.pid);
  const errorSamples = [];

  /** The clients for `seconds`; latencies and errors go to `stats` by kind. */
  const run = async (seconds, stats) => {
    const deadline = performance.now() + seconds * 1000;
    const client = async (index) => {
      const pick = random(1000 + index);
      for (let count = 0; performance.now() < deadline; count += 1) {
        const isLogin = (count + index) % LOGIN_EVERY === 0;
        const kind = isLogin ? 'login' : 'products';
        const begin = performance.now();
        try {
          const response = isLogin
            ? await send(port, 'POST', '/api/login/', DEMO)
            : await send(port, 'GET', queries[Math.floor(pick() * queries.length)]);
          const body = JSON.parse(response.text);
          const ok =
            response.status === 200 &&
            (isLogin ? typeof body.access_token === 'string' : Array.isArray(body));
          if (!ok) throw new Error(`HTTP ${response.status}: ${response.text.slice(0, 120)}`);
          stats[kind].latencies.push(performance.now() - begin);
        } catch (error) {
          stats[kind].errors += 1;
          if (errorSamples.length < 5) errorSamples.push(`${kind}: ${error.message ?? error}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  };
  const emptyStats = () => ({
    products: { latencies: [], errors: 0 },
    login: { latencies: [], errors: 0 },
  });

  const warmup = emptyStats();
  await run(WARMUP_S, warmup);

  const stats = emptyStats();
  const started = performance.now();
  const rss = [{ at: 0, mb: rssMb(server.pid) }];
  const sampler = setInterval(() => {
    rss.push({ at: (performance.now() - started) / 1000, mb: rssMb(server.pid) });
  }, RSS_SAMPLE_MS);
  await run(DURATION_S, stats);
  const elapsedS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rss.push({ at: elapsedS, mb: rssMb(server.pid) });

  const all = [...stats.products.latencies, ...stats.login.latencies];
  const errors = stats.products.errors + stats.login.errors;
  const warmupErrors = warmup.products.errors + warmup.login.errors;

  console.log(
    `Load on the mock API: ${CLIENTS} concurrent clients for ${elapsedS.toFixed(1)} s ` +
      `after a ${WARMUP_S} s warm-up, products queries (${queries.length} filter ` +
      `combinations) and 1 login in ${LOGIN_EVERY}`,
  );
  console.log(LATENCY_HEADER);
  console.log(latencyRow('products', stats.products.latencies, stats.products.errors, elapsedS));
  console.log(latencyRow('login', stats.login.latencies, stats.login.errors, elapsedS));
  console.log(latencyRow('total', all, errors, elapsedS));
  const sampleAt = (fraction) =>
    rss[Math.min(rss.length - 1, Math.round(fraction * (rss.length - 1)))];
  const shown = [0, 0.25, 0.5, 0.75, 1].map(sampleAt);
  console.log(
    `  server RSS: ${coldMb.toFixed(0)} MB cold, then ${shown.map(({ at, mb }) => `${mb.toFixed(0)} MB at ${at.toFixed(0)} s`).join(', ')}` +
      ` (min ${Math.min(...rss.map((s) => s.mb)).toFixed(0)}, max ${Math.max(...rss.map((s) => s.mb)).toFixed(0)} MB)`,
  );
  if (errors + warmupErrors > 0) {
    console.error(
      `FAILED: ${errors} error(s), ${warmupErrors} in the warm-up, e.g.\n  ${errorSamples.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}
