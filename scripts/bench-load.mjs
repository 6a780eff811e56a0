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
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const SOAK = process.argv.includes('--soak') || process.env.BENCH_SOAK === '1';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? (SOAK ? 300 : 30));
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

function send(port, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body
          ? {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              ...headers,
            }
          : headers,
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

/** A 1×1 PNG: the profile picture every soak update sends. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body of text fields and one picture, as the browser's FormData would send it. */
function multipart(fields, picture) {
  const boundary = `----soak${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return {
    body,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
    },
  };
}

const SOAK_KINDS = ['register', 'login', 'profile', 'products'];

/**
 * One soak client: in every ten requests one registration, two logins, one profile update with a
 * picture and six products queries. Registered shoppers go to `registered`, for the final check.
 */
function soakClient(port, index, queries, registered, counter) {
  const pick = random(5000 + index);
  const mine = [];
  let token = null;
  return async (count) => {
    const step = count % 10;
    if (step === 0 || mine.length === 0) {
      const n = counter.next++;
      const shopper = {
        email: `soak.${index}.${n}@example.in`,
        password: `Soak@${n}x${index}`,
        phone: `9${String(100_000_000 + n * 101 + index).slice(-9)}`,
      };
      const response = await send(
        port,
        'POST',
        '/api/register/',
        JSON.stringify({
          first_name: 'Soak',
          last_name: `Shopper${n}`,
          email: shopper.email,
          phone: shopper.phone,
          password: shopper.password,
          con_password: shopper.password,
        }),
      );
      if (response.status !== 201)
        throw new Error(`register HTTP ${response.status}: ${response.text.slice(0, 120)}`);
      mine.push(shopper);
      registered.push(shopper);
      return 'register';
    }
    if (step === 1 || step === 2 || token === null) {
      const shopper = mine[Math.floor(pick() * mine.length)];
      const response = await send(
        port,
        'POST',
        '/api/login/',
        JSON.stringify({ email: shopper.email, password: shopper.password }),
      );
      const body = JSON.parse(response.text);
      if (response.status !== 200 || typeof body.access_token !== 'string')
        throw new Error(`login HTTP ${response.status}: ${response.text.slice(0, 120)}`);
      token = body.access_token;
      return 'login';
    }
    if (step === 3) {
      const { body, headers } = multipart(
        { first_name: 'Soak', last_name: `Updated${count}` },
        PNG,
      );
      const response = await send(port, 'PUT', '/api/user/profile/', body, {
        ...headers,
        Authorization: `Bearer ${token}`,
      });
      const profile = JSON.parse(response.text);
      if (response.status !== 200 || !String(profile.image_url).startsWith('data:image/png'))
        throw new Error(`profile HTTP ${response.status}: ${response.text.slice(0, 120)}`);
      return 'profile';
    }
    const response = await send(port, 'GET', queries[Math.floor(pick() * queries.length)]);
    if (response.status !== 200 || !Array.isArray(JSON.parse(response.text)))
      throw new Error(`products HTTP ${response.status}`);
    return 'products';
  };
}

async function soak(port, server, queries) {
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
  console.log('  kind      requests  errors   req/s  p50 ms  p95 ms  p99 ms  max ms');
  const row = (name, latencies, errors) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (fraction) => percentile(sorted, fraction).toFixed(1).padStart(7);
    return `  ${name.padEnd(9)} ${String(latencies.length + errors).padStart(8)} ${String(errors).padStart(7)} ${(latencies.length / elapsedS).toFixed(0).padStart(7)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)} ${ms(1)}`;
  };
  for (const kind of SOAK_KINDS) console.log(row(kind, stats[kind].latencies, stats[kind].errors));
  const errors = SOAK_KINDS.reduce((sum, kind) => sum + stats[kind].errors, 0);
  console.log(
    row(
      'total',
      SOAK_KINDS.flatMap((kind) => stats[kind].latencies),
      errors,
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
    if (SOAK) {
      await soak(port, server, queries);
      return;
    }
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
