// @vitest-environment node
import path from 'node:path';
import { filesUnder, reachedFrom, withMacroImports } from './import-graph';

/**
 * The mock backend (`npm run mock-api`, the contract tests over HTTP) runs our modules under Node
 * through tsx, and Node refuses an import with `{ type: 'macro' }` (Parcel's build-time macros,
 * src/i18n/msg.ts): no module the mock backend reaches may hold one. Vitest runs macros as plain
 * calls, so only this walk of the import graph can see it.
 */
describe("the mock backend's modules", () => {
  it('reach our shared modules, none of which imports a build-time macro', () => {
    const reached = [...reachedFrom(filesUnder('mocks'))].map((file) =>
      path.relative(process.cwd(), file),
    );
    expect(reached).toContain(path.join('src', 'lib', 'address.ts'));
    expect(withMacroImports(reached)).toEqual([]);
  });
});
