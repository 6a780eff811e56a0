/**
 * Benchmarks the mock backend at its largest catalog (npm run bench:api):
 *  1. time to ready: seeding and indexing 20,000 products (budget 1 s);
 *  2. a products query with keyword + price range + category through the real handler via
 *     msw's getResponse, body read included (budget: median 30 ms).
 * Exits non-zero when a budget is exceeded.
 */
import { getResponse } from 'msw';
import { getCatalog } from '../mocks/catalog';
import { MAX_PRODUCT_COUNT, setBaselineConfig } from '../mocks/config';
import { handlers } from '../mocks/handlers';

const READY_BUDGET_MS = 1000;
const MEDIAN_BUDGET_MS = 30;
const WARMUP = 20;
const ITERATIONS = 200;
const QUERY =
  '/api/products/?keyword=samsung%20smart&priceFrom=10000&priceTo=80000&category_slug=electronics';

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function runQuery(): Promise<number> {
  const response = await getResponse(handlers, new Request(`http://localhost${QUERY}`));
  if (!response || response.status !== 200)
    throw new Error(`Query failed with ${response?.status ?? 'no response'}`);
  return ((await response.json()) as unknown[]).length;
}

async function main(): Promise<void> {
  setBaselineConfig({ productCount: MAX_PRODUCT_COUNT });
  // The first use builds the catalog the handlers query: that is the time to ready.
  const start = performance.now();
  const catalog = getCatalog();
  const readyMs = performance.now() - start;

  let matches = 0;
  for (let run = 0; run < WARMUP; run += 1) matches = await runQuery();
  const timings: number[] = [];
  for (let run = 0; run < ITERATIONS; run += 1) {
    const begin = performance.now();
    await runQuery();
    timings.push(performance.now() - begin);
  }
  timings.sort((a, b) => a - b);
  const median = percentile(timings, 0.5);
  const p95 = percentile(timings, 0.95);

  const ok = (value: number, budget: number): string => (value <= budget ? 'ok' : 'OVER BUDGET');
  console.log(`Mock API benchmark, ${catalog.productCount.toLocaleString('en-IN')} products`);
  console.log(
    `  ready (seed + index):  ${readyMs.toFixed(1)} ms   budget ${READY_BUDGET_MS} ms   ${ok(readyMs, READY_BUDGET_MS)}`,
  );
  console.log(`  query:                 GET ${QUERY} -> ${matches} products`);
  console.log(
    `  query median:          ${median.toFixed(2)} ms   budget ${MEDIAN_BUDGET_MS} ms   ${ok(median, MEDIAN_BUDGET_MS)}`,
  );
  console.log(
    `  query p95:             ${p95.toFixed(2)} ms   (${ITERATIONS} runs after ${WARMUP} warm-up runs)`,
  );
  if (readyMs > READY_BUDGET_MS || median > MEDIAN_BUDGET_MS) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
