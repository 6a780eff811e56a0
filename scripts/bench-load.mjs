/**
 * Load benchmark of the mock API (`npm run bench:load`): starts `npm run mock-api`'s server on a
 * free port, warms it up, then runs 100 concurrent clients for 30 s (BENCH_DURATION_S,
 * BENCH_WARMUP_S and BENCH_CLIENTS override) mixing products queries over varied filters with
 * logins of the demo shopper. Prints requests, errors, requests per second and p50/p95/p99
 * latency per kind, and the server's resident memory over the run. Exits non-zero on any error.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
/**
 * Not measured: a cold server answers the first burst of 100 requests one by one while V8
 * compiles its code (up to ~8 s for the last of them on the 2-core CI machine), which says
 * nothing about how it serves under steady load.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
/** One request in this many is a login: each costs a PBKDF2 hash on the server. */
const LOGIN_EVERY = 5;
const RSS_SAMPLE_MS = 1000;
const DEMO = JSON.stringify({ email: 'demo@bazaar.in', password: 'Demo@1234' });

if (!(DURATION_S > 0) || !(WARMUP_S >= 0) || !(Number.isInteger(CLIENTS) && CLIENTS > 0)) {
  console.error(
    'BENCH_DURATION_S must be above 0, BENCH_WARMUP_S 0 or more, BENCH_CLIENTS a positive integer',
  );
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server of `npm run mock-api` (tsx mocks/http-server.ts), started as node with tsx's loader
 * rather than through the tsx CLI, so the child is the server itself and its pid is the one
 * whose memory is read.
 */
async function startServer(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The mock API did not start in 60 s')), 60_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Mock API listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mock API exited with ${code} before listening`));
    });
  });
  return child;
}

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function send(port, method, path, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Deterministic choices (mulberry32), so every run sends the same mix. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Products queries over varied filter combinations, built from the API's own categories and brands. */
async function productQueries(port) {
  const categories = JSON.parse((await send(port, 'GET', '/api/categories/')).text);
  const brands = JSON.parse((await send(port, 'GET', '/api/brands/')).text);
  const slugs = [];
  const walk = (nodes) =>
    nodes.forEach((node) => {
      slugs.push(node.slug);
      walk(node.subcategories);
    });
  walk(categories);
  const keywords = ['shoes', 'samsung', 'kurta', 'mens', 'smart watch', 'cotton', 'lakme', 'tea'];
  const pick = random(9);
  const choose = (list) => list[Math.floor(pick() * list.length)];
  const queries = ['/api/products/'];
  for (let index = 0; index < 60; index += 1) {
    const params = new URLSearchParams();
    if (pick() < 0.5) params.set('keyword', choose(keywords));
    if (pick() < 0.4) params.set('category_slug', choose(slugs));
    if (pick() < 0.2) params.set('brand_slug', choose(brands).slug);
    if (pick() < 0.3) params.set('priceFrom', String(Math.floor(pick() * 5000)));
    if (pick() < 0.3) params.set('priceTo', String(5000 + Math.floor(pick() * 100_000)));
    if (pick() < 0.2) params.set('offer', String(Math.floor(pick() * 60)));
    if (pick() < 0.2) params.set('rating', (3 + pick() * 2).toFixed(1));
    if (pick() < 0.15) params.set('brand', `${choose(brands).slug},${choose(brands).name}`);
    queries.push(`/api/products/?${params}`);
  }
  return queries;
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

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

    const row = (name, latencies, errors) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const ms = (fraction) => percentile(sorted, fraction).toFixed(1).padStart(7);
      return `  ${name.padEnd(9)} ${String(latencies.length + errors).padStart(8)} ${String(errors).padStart(7)} ${(latencies.length / elapsedS).toFixed(0).padStart(7)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)} ${ms(1)}`;
    };
    const all = [...stats.products.latencies, ...stats.login.latencies];
    const errors = stats.products.errors + stats.login.errors;
    const warmupErrors = warmup.products.errors + warmup.login.errors;

    console.log(
      `Load on the mock API: ${CLIENTS} concurrent clients for ${elapsedS.toFixed(1)} s ` +
        `after a ${WARMUP_S} s warm-up, products queries (${queries.length} filter ` +
        `combinations) and 1 login in ${LOGIN_EVERY}`,
    );
    console.log('  kind      requests  errors   req/s  p50 ms  p95 ms  p99 ms  max ms');
    console.log(row('products', stats.products.latencies, stats.products.errors));
    console.log(row('login', stats.login.latencies, stats.login.errors));
    console.log(row('total', all, errors));
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
  } finally {
    agent.destroy();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
