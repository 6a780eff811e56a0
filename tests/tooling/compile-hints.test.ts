// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { addCompileHints } from '../../scripts/compile-hints.mjs';

const addHints = addCompileHints as (dir: string) => number;

const SCRIPT = 'let a=1;function b(){return a}b();\n//# sourceMappingURL=main.1234abcd.js.map';
/** Two segments on the script's first line: `let a` and `function b`, both from src/main.ts. */
const MAP = {
  version: 3,
  sources: ['src/main.ts'],
  names: [],
  mappings: 'AAAA,QAAQ',
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'bazaar-hints-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

describe("the build's compile hints (scripts/compile-hints.mjs)", () => {
  it('puts the hint on the first line of every script and moves its source map down a line', () => {
    build({
      'main.1234abcd.js': SCRIPT,
      'main.1234abcd.js.map': JSON.stringify(MAP),
      'listing.5678abcd.js': 'export const c=2;',
      'index.html': '<!doctype html><script type=module src=/main.1234abcd.js></script>',
    });
    expect(addHints(dir)).toBe(2);
    expect(read('main.1234abcd.js')).toBe(
      '//# allFunctionsCalledOnLoad\nlet a=1;function b(){return a}b();\n//# sourceMappingURL=main.1234abcd.js.map',
    );
    expect(read('listing.5678abcd.js')).toBe('//# allFunctionsCalledOnLoad\nexport const c=2;');
    // The first line (the hint) maps to nothing; the code's segments, now on line 2, are as they were.
    expect(JSON.parse(read('main.1234abcd.js.map'))).toEqual({ ...MAP, mappings: ';AAAA,QAAQ' });
    expect(read('index.html')).toBe(
      '<!doctype html><script type=module src=/main.1234abcd.js></script>',
    );
  });

  it('marks a script once, however often the build runs it', () => {
    build({ 'main.1234abcd.js': SCRIPT, 'main.1234abcd.js.map': JSON.stringify(MAP) });
    addHints(dir);
    expect(addHints(dir)).toBe(0);
    expect(read('main.1234abcd.js').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(JSON.parse(read('main.1234abcd.js.map')).mappings).toBe(';AAAA,QAAQ');
  });
});
