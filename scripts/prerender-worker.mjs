/**
 * One of scripts/prerender.mjs's renderers: renders its share of the pages with the server
 * bundle (API_BASE_URL, the mock API's origin, comes with the parent's environment) and writes
 * each where a static host finds it (`/cat/x` → `cat/x/index.html`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { assemblePage, loadRenderer } from './ssr.mjs';

const { distDir, pages, template } = workerData;
const renderer = await loadRenderer(distDir);
if (!renderer) throw new Error(`No server bundle beside ${distDir}: run scripts/build.mjs`);
for (const page of pages) {
  const rendered = await renderer.render(page);
  if (rendered?.status !== 200)
    throw new Error(`${page} rendered with status ${rendered?.status ?? 'none (client only)'}`);
  const file = path.join(distDir, page, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, assemblePage(template, rendered));
}
