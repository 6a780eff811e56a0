/**
 * `npm run bench:load -- --soak`: the mixed load of scripts/bench-load-soak-client.mjs for the
 * whole duration, the server's memory each minute, and at the end a login of every shopper
 * registered, which fails the run when one is lost.
 */
import { CLIENTS, DURATION_S } from './bench-load-config.mjs';
import { send } from './bench-load-http.mjs';
import { LATENCY_HEADER, latencyRow } from './bench-load-report.mjs';
import { rssMb } from './bench-load-server.mjs';
import { SOAK_KINDS, soakClient } from './bench-load-soak-client.mjs';

export async function soak(port, server, queries) {
  const registered = [];
  const counter = { next: 1 };
  const stats = Object.fromEntries(SOAK_KINDS.map((kind) => [kind, { latencies: [], errors: 0 }]));
  const errorSamples = [];
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  const minutes = [{ at: 0, mb: rssMb(server.pid) }];
  console.log(
    `Soak: ${CLIENTS} clients for ${DURATION_S} s; server RSS ${minutes[0].mb.toFixed(0)} MB at 0 s`,
  );
  const sampler = setInterval(() => {
    const sample = { at: (performance.now() - started) / 1000, mb: rssMb(server.pid) };
    minutes.push(sample);
    console.log(
      `  server RSS ${sample.mb.toFixed(0)} MB at ${sample.at.toFixed(0)} s (${registered.length} shoppers registered so far)`,
    );
  }, 60_000);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const next = soakClient(port, index, queries, registered, counter);
      for (let count = 0; performance.now() < deadline; count += 1) {
        const begin = performance.now();
        const kind =
          SOAK_KINDS[count % 10 === 0 ? 0 : count % 10 <= 2 ? 1 : count % 10 === 3 ? 2 : 3];
        try {
          const done = await next(count);
          stats[done].latencies.push(performance.now() - begin);
        } catch (error) {
          stats[kind].errors += 1;
          if (errorSamples.length < 5) errorSamples.push(error.message ?? String(error));
        }
      }
    }),
  );
  clearInterval(sampler);
  const elapsedS = (performance.now() - started) / 1000;
  minutes.push({ at: elapsedS, mb: rssMb(server.pid) });

  // Nothing lost: every shopper of the soak logs in with the password it registered with.
  let lost = 0;
  for (let index = 0; index < registered.length; index += 20) {
    const batch = registered.slice(index, index + 20);
    const answers = await Promise.all(
      batch.map((shopper) =>
        send(
          port,
          'POST',
          '/api/login/',
          JSON.stringify({ email: shopper.email, password: shopper.password }),
        ),
      ),
    );
    lost += answers.filter((answer) => answer.status !== 200).length;
  }

  console.log(`Soak on the mock API: ${CLIENTS} concurrent clients for ${elapsedS.toFixed(1)} s`);
  console.log(LATENCY_HEADER);
  for (const kind of SOAK_KINDS)
    console.log(latencyRow(kind, stats[kind].latencies, stats[kind].errors, elapsedS));
  const errors = SOAK_KINDS.reduce((sum, kind) => sum + stats[kind].errors, 0);
  console.log(
    latencyRow(
      'total',
      SOAK_KINDS.flatMap((kind) => stats[kind].latencies),
      errors,
      elapsedS,
    ),
  );
  console.log(
    `  server RSS per minute: ${minutes.map(({ at, mb }) => `${mb.toFixed(0)} MB at ${at.toFixed(0)} s`).join(', ')}`,
  );
  console.log(
    `  ${registered.length} shoppers registered; ${registered.length - lost} log in with their password afterwards, ${lost} lost`,
  );
  if (errors > 0 || lost > 0) {
    console.error(
      `FAILED: ${errors} error(s), ${lost} shopper(s) lost, e.g.\n  ${errorSamples.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}
