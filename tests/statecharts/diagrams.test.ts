// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';
import { DOCS_DIR, statechartDocs } from '../../scripts/statecharts-lib';

/** The committed diagrams are what `npm run statecharts` makes of the machines as they are now. */
const docs = statechartDocs();

describe('docs/statecharts', () => {
  it.each([...docs.keys()])('%s matches its machine', (path) => {
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : null;
    expect(committed, `${path} is out of date: run npm run statecharts`).toBe(docs.get(path));
  });

  it('has a page for every registered machine and no other', () => {
    const pages = readdirSync(DOCS_DIR).filter((file) => file.endsWith('.md'));
    expect(pages.sort()).toEqual(
      ['README.md', ...MACHINES.map((entry) => `${entry.id}.md`)].sort(),
    );
  });

  it('indexes every machine with its purpose', () => {
    const index = docs.get(`${DOCS_DIR}/README.md`)!;
    for (const entry of MACHINES) {
      expect(index).toContain(`| [${entry.id}](${entry.id}.md) | ${entry.purpose} |`);
    }
  });
});
