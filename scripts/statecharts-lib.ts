/**
 * The statechart documents, generated from the machine definitions listed in
 * src/features/statecharts/tooling/registry.ts: docs/statecharts/<machine>.md (a Mermaid
 * stateDiagram-v2 plus tables of states, transitions, actors, events and side effects) and
 * docs/statecharts/README.md (the index). Pure functions, so the diagrams test can regenerate them
 * in memory and compare with what is committed. The diagram is drawn in ./statecharts-mermaid.ts,
 * the pages are written in ./statecharts-pages.ts.
 */
import type { MachineEntry } from '../src/features/statecharts/tooling/machine-entry';
import { MACHINES } from '../src/features/statecharts/tooling/registry';
import { indexDoc, machineDoc } from './statecharts-pages';

// The diagram alone: tests/statecharts/model.test.ts draws machines of its own, which have no page.
export { toMermaid } from './statecharts-mermaid';

export const DOCS_DIR = 'docs/statecharts';

/** Every generated file by path from the repository root. */
export function statechartDocs(entries: readonly MachineEntry[] = MACHINES): Map<string, string> {
  return new Map([
    [`${DOCS_DIR}/README.md`, indexDoc(entries)],
    ...entries.map((entry) => [`${DOCS_DIR}/${entry.id}.md`, machineDoc(entry)] as const),
  ]);
}
