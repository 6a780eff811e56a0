// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { reachedFrom, withMacroImports } from './import-graph';

/**
 * Scripts run by Node through tsx that reach the app's sources meet Parcel's build-time macros
 * (`import { msg } from '…/i18n/msg' with { type: 'macro' }`), which Node refuses;
 * scripts/macro-imports.mjs lets such a script run, the macro called as a plain function.
 */
const HOOK = './scripts/macro-imports.mjs';

/** Node with tsx (and the hook when asked) on a module that imports the macro. */
function runWithMacro(withHook: boolean) {
  const source = [
    "import { msg } from './src/i18n/msg.ts' with { type: 'macro' };",
    "console.log(JSON.stringify(msg({ id: 'shell.cart', message: 'Cart' })));",
  ].join('\n');
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      ...(withHook ? ['--import', HOOK] : []),
      '--input-type=module',
      '-e',
      source,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
}

describe('scripts that import build-time macros under Node', () => {
  it('are refused by Node alone, and run with the hook', () => {
    const refused = runWithMacro(false);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('ERR_IMPORT_ASSERTION_TYPE_UNSUPPORTED');

    const run = runWithMacro(true);
    expect(run.stderr).toBe('');
    // The message compiled, as the build leaves it in the chunk.
    expect(JSON.parse(run.stdout)).toEqual({ id: 'shell.cart', message: ['Cart'] });
  }, 60_000);

  it('each npm script that runs such a module through tsx passes the hook', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const tsxScripts = Object.entries(scripts).flatMap(([name, command]) => {
      const entry = /^tsx (?:--import \S+ )*(\S+\.ts)$/.exec(command)?.[1];
      return entry ? [{ name, command, entry }] : [];
    });
    // The statechart pages read the machines, whose modules hold messages.
    expect(tsxScripts.map(({ name }) => name)).toContain('statecharts');
    const missing = tsxScripts
      .filter(({ entry }) => withMacroImports(reachedFrom([entry])).length > 0)
      .filter(({ command }) => !command.includes(`--import ${HOOK}`))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
