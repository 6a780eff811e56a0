import dagre from '@dagrejs/dagre';
import { stateName, type MachineModel, type StateInfo } from '../tooling/statechart-model';

/**
 * Where each box and arrow of a statechart goes, computed by dagre from the machine's model (read
 * from its definition at run time), so the drawing always has exactly the machine's states and
 * transitions. Compound and parallel states are dagre clusters around their children, with a
 * header node (their name; the end of the arrows that leave or enter them) and, for compound
 * states, an initial dot pointing at the child entered first.
 */

export interface Point {
  x: number;
  y: number;
}

export interface BoxLayout {
  state: StateInfo;
  /** Top-left corner and size. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Text lines inside the box: its name first, then invokes, entry and exit actions. */
  lines: readonly string[];
  /** For compound and parallel states: where their name goes, at the top of the frame. */
  header: { x: number; y: number } | null;
}

export interface ArrowLayout {
  /** The transition's key in the model; one transition may draw an arrow per target. */
  transitionKey: string;
  points: readonly Point[];
  /** The label's lines (`event [guard]`, `/ actions`) and its centre. */
  label: readonly string[];
  labelAt: Point;
}

export interface InitialLayout {
  /** The compound state whose initial child this marks. */
  stateId: string;
  dot: Point;
  points: readonly Point[];
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** Every state, outer frames before what they contain (paint order). */
  boxes: readonly BoxLayout[];
  arrows: readonly ArrowLayout[];
  initials: readonly InitialLayout[];
}

/** The drawing's text: 12 px monospace, whose glyphs are 0.6 em wide. */
export const FONT_SIZE = 12;
export const LINE_HEIGHT = 16;
const CHAR_WIDTH = FONT_SIZE * 0.6;
const BOX_PADDING_X = 12;
const BOX_PADDING_Y = 8;
const DOT = 10;
/** Labels longer than this break before their actions. */
const LABEL_WRAP = 36;

const textWidth = (lines: readonly string[]) =>
  Math.max(0, ...lines.map((line) => line.length)) * CHAR_WIDTH;

const isFrame = (state: StateInfo) => state.childIds.length > 0;
const headerId = (state: StateInfo) => `${state.id}\u0000header`;
const initialId = (state: StateInfo) => `${state.id}\u0000initial`;

/** The name a box shows: the machine's id for the root, the state's key below it. */
export function boxTitle(state: StateInfo): string {
  if (state.parentId === null) return state.id;
  if (state.type === 'history') return `${state.key} (${state.history === 'deep' ? 'H*' : 'H'})`;
  return state.key;
}

function boxLines(state: StateInfo): string[] {
  return [
    boxTitle(state),
    ...state.invokes.map((invoke) => `invoke ${invoke.src}`),
    ...(state.entry.length > 0 ? [`entry / ${state.entry.join(', ')}`] : []),
    ...(state.exit.length > 0 ? [`exit / ${state.exit.join(', ')}`] : []),
  ];
}

/** A transition's label as the issue words it: `event [guard] / actions`, `after N ms`. */
export function arrowLabel(transition: MachineModel['transitions'][number]): string[] {
  const head = transition.guard
    ? `${transition.trigger} [${transition.guard}]`
    : transition.trigger;
  if (transition.actions.length === 0) return [head];
  const actions = `/ ${transition.actions.join(', ')}`;
  return head.length + actions.length + 1 > LABEL_WRAP ? [head, actions] : [`${head} ${actions}`];
}

const size = (lines: readonly string[]) => ({
  width: textWidth(lines) + 2 * BOX_PADDING_X,
  height: lines.length * LINE_HEIGHT + 2 * BOX_PADDING_Y,
});

export function layoutMachine(model: MachineModel): DiagramLayout {
  const graph = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  graph.setGraph({
    rankdir: 'TB',
    nodesep: 36,
    ranksep: 32,
    edgesep: 16,
    marginx: 12,
    marginy: 12,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  const byId = new Map(model.states.map((state) => [state.id, state]));
  /** The node an arrow starts or ends at: a frame's header, or the box itself. */
  const endOf = (id: string) => {
    const state = byId.get(id);
    return state && isFrame(state) ? headerId(state) : id;
  };

  /**
   * The machine itself is no dagre cluster (clusters add room above their content): its frame is
   * the whole drawing. Only nested compound and parallel states are clusters.
   */
  const clusterOf = (state: StateInfo) => (state.parentId === null ? undefined : state.id);
  const inside = (node: string, parent: string | undefined) => {
    if (parent !== undefined) graph.setParent(node, parent);
  };

  for (const state of model.states) {
    if (isFrame(state)) {
      const cluster = clusterOf(state);
      if (cluster !== undefined) graph.setNode(cluster, {});
      graph.setNode(headerId(state), size(boxLines(state)));
      inside(headerId(state), cluster);
      if (state.initialId) {
        graph.setNode(initialId(state), { width: DOT, height: DOT });
        inside(initialId(state), cluster);
        graph.setEdge(headerId(state), initialId(state), { minlen: 1, weight: 4 }, 'order');
        graph.setEdge(
          initialId(state),
          endOf(state.initialId),
          { minlen: 1, weight: 4 },
          'initial',
        );
      } else {
        for (const child of state.childIds) {
          graph.setEdge(headerId(state), endOf(child), {}, 'order');
        }
      }
    } else {
      graph.setNode(state.id, size(boxLines(state)));
    }
    const parent = state.parentId === null ? undefined : byId.get(state.parentId);
    if (parent) inside(state.id, clusterOf(parent));
  }

  /**
   * A transition back to its own state (or one that stays) goes out to its label and back: the
   * label is a node of its own beside the state, so several such loops never overlap.
   */
  const loops: { transitionKey: string; from: string; via: string; label: string[] }[] = [];
  for (const transition of model.transitions) {
    const label = arrowLabel(transition);
    const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId];
    targets.forEach((target, index) => {
      const from = endOf(transition.sourceId);
      const to = endOf(target);
      if (from !== to) {
        graph.setEdge(
          from,
          to,
          { ...size(label), labelpos: 'c', lines: label },
          `${transition.key}\u0000${index}`,
        );
        return;
      }
      const via = `${transition.key}\u0000${index}\u0000loop`;
      const { width, height } = size(label);
      graph.setNode(via, {
        width: width - 2 * BOX_PADDING_X + 8,
        height: height - 2 * BOX_PADDING_Y + 4,
      });
      const parent = graph.parent(from);
      if (parent !== undefined) graph.setParent(via, parent);
      graph.setEdge(from, via, {}, 'out');
      graph.setEdge(via, from, {}, 'back');
      loops.push({ transitionKey: transition.key, from, via, label });
    });
  }

  dagre.layout(graph);

  const { width = 0, height = 0 } = graph.graph();
  const boxes = model.states.map((state): BoxLayout => {
    const lines = boxLines(state);
    if (state.parentId === null) {
      const header = graph.node(headerId(state));
      return {
        state,
        x: 1,
        y: 1,
        width: width - 2,
        height: height - 2,
        lines,
        header: { x: header.x, y: header.y },
      };
    }
    const node = graph.node(state.id);
    if (isFrame(state)) {
      const header = graph.node(headerId(state));
      return {
        state,
        x: node.x - node.width / 2,
        y: Math.min(node.y - node.height / 2, header.y - header.height / 2),
        width: node.width,
        height: node.height,
        lines,
        header: { x: header.x, y: header.y },
      };
    }
    return {
      state,
      x: node.x - node.width / 2,
      y: node.y - node.height / 2,
      width: node.width,
      height: node.height,
      lines,
      header: null,
    };
  });

  const arrows = graph.edges().flatMap((edge): ArrowLayout[] => {
    const [transitionKey, part, loop] = (edge.name ?? '').split('\u0000');
    if (part === undefined || transitionKey === undefined || loop !== undefined) return [];
    const data = graph.edge(edge);
    return [
      {
        transitionKey,
        points: data.points,
        label: data.lines as string[],
        labelAt: { x: data.x as number, y: data.y as number },
      },
    ];
  });
  for (const loop of loops) {
    const via = graph.node(loop.via);
    arrows.push({
      transitionKey: loop.transitionKey,
      points: [
        ...graph.edge(loop.from, loop.via, 'out').points,
        ...graph.edge(loop.via, loop.from, 'back').points,
      ],
      label: loop.label,
      labelAt: { x: via.x, y: via.y },
    });
  }

  // In the definition's order: the order of the arrows' buttons for the keyboard.
  const order = new Map(model.transitions.map((transition, index) => [transition.key, index]));
  arrows.sort((a, b) => (order.get(a.transitionKey) ?? 0) - (order.get(b.transitionKey) ?? 0));

  const initials = model.states.flatMap((state): InitialLayout[] => {
    if (!isFrame(state) || !state.initialId) return [];
    const dot = graph.node(initialId(state));
    const edge = graph.edge(initialId(state), endOf(state.initialId), 'initial');
    return [{ stateId: state.id, dot: { x: dot.x, y: dot.y }, points: edge.points }];
  });

  return { width, height, boxes, arrows, initials };
}

/** One sentence naming what the drawing shows, for its text alternative. */
export function describeDrawing(model: MachineModel, activeIds: ReadonlySet<string>): string {
  const current = model.states
    .filter((state) => state.childIds.length === 0 && activeIds.has(state.id))
    .map(stateName);
  const now = current.length > 0 ? ` The current state is ${current.join(', ')}.` : '';
  return `Chart of ${model.id}: ${model.states.length} states and ${model.transitions.length} transitions, drawn from its definition.${now}`;
}
