/**
 * `npm run statecharts`: writes docs/statecharts/ from the machine definitions (see
 * scripts/statecharts-lib.ts). Pages of machines that no longer exist are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, statechartDocs } from './statecharts-lib';

const docs = statechartDocs();
mkdirSync(DOCS_DIR, { recursive: true });
for (const file of readdirSync(DOCS_DIR)) {
  const path = join(DOCS_DIR, file);
  if (file.endsWith('.md') && !docs.has(path)) rmSync(path);
}
for (const [path, content] of docs) writeFileSync(path, content);
console.info(
  `Wrote ${docs.size} files to ${DOCS_DIR}/: ${[...docs.keys()].map((path) => path.slice(DOCS_DIR.length + 1)).join(', ')}`,
);
