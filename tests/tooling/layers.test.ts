// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer directions of the README's "Layout" section, and no import circle, are enforced by
 * ESLint; this keeps that true.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function reports(rule: string, filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === rule).length;
}

const restrictedImports = (filePath: string, code: string) =>
  reports('import-x/no-restricted-paths', filePath, code);

describe('layer rules', () => {
  it.each([
    ['src/lib/probe.ts', "import { App } from '../app/app';\nexport const probe = App;\n"],
    [
      'src/api/probe.ts',
      "import { StatusText } from '../components/status-text';\nexport const probe = StatusText;\n",
    ],
    [
      'src/components/probe.ts',
      "import { routeTree } from '../app/route-tree';\nexport const probe = routeTree;\n",
    ],
    [
      'src/features/info/probe.ts',
      "import { HomeScreen } from '../catalog/home/home-screen';\nexport const probe = HomeScreen;\n",
    ],
    [
      'src/app/probe.ts',
      "import { handlers } from '../../mocks/handlers';\nexport const probe = handlers;\n",
    ],
    [
      'machines/probe.ts',
      "import { StatusText } from '../src/components/status-text';\nexport const probe = StatusText;\n",
    ],
  ])('refuses an upward import in %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toBe(1);
  });

  it.each([
    [
      'src/components/probe.ts',
      "import { formatRupees } from '../lib/format';\nexport const probe = formatRupees;\n",
    ],
    ['src/lib/probe.ts', "import type { User } from '../api/types';\nexport type Probe = User;\n"],
    [
      'mocks/probe.ts',
      "import type { User } from '../src/api/types';\nexport type Probe = User;\n",
    ],
  ])('allows a downward import in %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toBe(0);
  });

  it('refuses an import circle: a route module importing the tree that imports it', async () => {
    const code = "import { routeTree } from '../route-tree';\nexport const probe = routeTree;\n";
    expect(await reports('import-x/no-cycle', 'src/app/routes/root.ts', code)).toBe(1);
    expect(await reports('import-x/no-cycle', 'src/app/probe.ts', code.replace('..', '.'))).toBe(0);
  });
});
