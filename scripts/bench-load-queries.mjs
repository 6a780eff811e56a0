/**
 * The products queries `npm run bench:load`'s clients send, and the seeded random choices that
 * build and pick them.
 */
import { send } from './bench-load-http.mjs';

/** Deterministic choices (mulberry32), so every run sends the same mix. */
export function random(seed) {
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
export async function productQueries(port) {
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
