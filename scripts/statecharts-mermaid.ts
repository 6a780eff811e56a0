/**
 * The Mermaid stateDiagram-v2 of a machine, drawn from its model: every state (with its entry and
 * exit actions and invoked actors as notes) and every transition, labelled
 * `trigger [guard] / actions`.
 */
import type {
  MachineModel,
  StateInfo,
  TransitionInfo,
} from '../src/features/statecharts/tooling/statechart-model';

/** Words Mermaid's state diagram grammar reserves; a state named so gets a prefix. */
const RESERVED = new Set(['state', 'note', 'end', 'direction', 'as', 'class', 'classDef', 'click']);

/** The pseudo-state that stands for the machine itself: "any state". */
const ANY_STATE = '__any';

function mermaidIds(model: MachineModel): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>([ANY_STATE]);
  for (const state of model.states) {
    if (state.parentId === null) continue;
    let id = state.path.join('_').replace(/\W/g, '_');
    if (RESERVED.has(id) || /^\d/.test(id)) id = `s_${id}`;
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    ids.set(state.id, id);
  }
  return ids;
}

/** Mermaid ends a label at a line break and reads quotes and semicolons as syntax. */
function mermaidText(text: string): string {
  return text.replace(/[\n;]/g, ' ').replace(/"/g, "'");
}

function transitionLabel(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  return `${transition.trigger}${guard}${actions}`;
}

export function stateNotes(state: StateInfo): string[] {
  return [
    ...(state.entry.length > 0 ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(state.exit.length > 0 ? [`exit / ${state.exit.join(', ')}`] : []),
    ...state.invokes.map((invoke) => `invoke ${invoke.src}`),
  ];
}

/** The lowest state containing both ends of a transition: where Mermaid must declare it. */
function scopeOf(model: MachineModel, transition: TransitionInfo): string {
  const byId = new Map(model.states.map((state) => [state.id, state]));
  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let at = byId.get(id)?.parentId ?? null; at !== null; at = byId.get(at)?.parentId ?? null)
      chain.push(at);
    return chain;
  };
  const root = model.states[0]!.id;
  if (transition.sourceId === root) return root;
  const candidates = ancestors(transition.sourceId);
  return (
    candidates.find((scope) =>
      transition.targetIds.every((target) => target !== scope && ancestors(target).includes(scope)),
    ) ?? root
  );
}

/** A Mermaid stateDiagram-v2 of the machine: every state, and every transition labelled. */
export function toMermaid(model: MachineModel): string {
  const ids = mermaidIds(model);
  const byId = new Map(model.states.map((state) => [state.id, state]));
  const root = model.states[0]!;
  const idOf = (stateId: string) => (stateId === root.id ? ANY_STATE : ids.get(stateId)!);
  const lines: string[] = ['stateDiagram-v2'];

  const edges = new Map<string, TransitionInfo[]>();
  for (const transition of model.transitions) {
    const scope = scopeOf(model, transition);
    edges.set(scope, [...(edges.get(scope) ?? []), transition]);
  }

  const renderEdges = (scope: string, indent: string) => {
    for (const transition of edges.get(scope) ?? []) {
      const from = idOf(transition.sourceId);
      const label = mermaidText(transitionLabel(transition));
      const targets =
        transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId];
      for (const target of targets) lines.push(`${indent}${from} --> ${idOf(target)} : ${label}`);
    }
  };

  const renderChildren = (parent: StateInfo, indent: string) => {
    const children = parent.childIds.map((id) => byId.get(id)!);
    if (parent.initialId) lines.push(`${indent}[*] --> ${idOf(parent.initialId)}`);
    children.forEach((child, index) => {
      const id = idOf(child.id);
      if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      if (child.childIds.length > 0) {
        const named = child.key === id ? id : `"${mermaidText(child.key)}" as ${id}`;
        lines.push(`${indent}state ${named} {`);
        renderChildren(child, `${indent}  `);
        lines.push(`${indent}}`);
        const notes = stateNotes(child);
        if (notes.length > 0) {
          lines.push(`${indent}note right of ${id}`);
          for (const note of notes) lines.push(`${indent}  ${mermaidText(note)}`);
          lines.push(`${indent}end note`);
        }
      } else {
        const history = child.history === 'deep' ? 'H*' : 'H';
        const shown = child.type === 'history' ? history : child.key;
        const notes = stateNotes(child);
        // A state with notes but no declared name would show its first note as its name.
        if (shown !== id || notes.length > 0) {
          lines.push(`${indent}state "${mermaidText(shown)}" as ${id}`);
        }
        for (const note of notes) lines.push(`${indent}${id} : ${mermaidText(note)}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    });
    renderEdges(parent.id, indent);
  };

  const rootNotes = stateNotes(root);
  if (rootNotes.length > 0 || (edges.get(root.id) ?? []).some((t) => t.sourceId === root.id)) {
    lines.push(`  state "any state" as ${ANY_STATE}`);
    for (const note of rootNotes) lines.push(`  ${ANY_STATE} : ${mermaidText(note)}`);
  }
  renderChildren(root, '  ');
  return lines.join('\n');
}
