import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A plain description of a statechart read from its definition (machine.root and its state
 * nodes): what the diagrams, the coverage tests and the walkthrough all show, so the three can
 * never disagree about which states and transitions a machine has.
 */

export interface InvokeInfo {
  /** The actor's id: the done/error events are named after it. */
  id: string;
  /** The actor logic's name in `setup({ actors })`. */
  src: string;
}

export interface StateInfo {
  /** The state node's id, e.g. `login.submitting`; the root's is the machine id. */
  id: string;
  /** Keys from the root, e.g. `['submitting']`; empty for the machine itself. */
  path: readonly string[];
  key: string;
  type: AnyStateNode['type'];
  /** For history states: whether they recall the child only, or its descendants too. */
  history: 'shallow' | 'deep' | null;
  parentId: string | null;
  /** The id of the child entered first, for compound states. */
  initialId: string | null;
  childIds: readonly string[];
  entry: readonly string[];
  exit: readonly string[];
  invokes: readonly InvokeInfo[];
  description: string | null;
}

/**
 * What makes a transition happen: an event sent to the machine, an invoked actor finishing
 * (done), failing (error) or reporting a snapshot, a delay passing in the source state (after),
 * nothing at all as soon as its guard allows (always), or a compound or parallel state reaching
 * its final state (stateDone).
 */
export type TriggerKind =
  'event' | 'done' | 'error' | 'snapshot' | 'after' | 'always' | 'stateDone';

export interface TransitionInfo {
  /** Unique within the machine: source id, event descriptor and position among its candidates. */
  key: string;
  sourceId: string;
  kind: TriggerKind;
  /** The event descriptor the transition listens to ('' for `always`). */
  eventType: string;
  /** How the diagrams name the trigger: `login.submit`, `logIn done`, `after 3000 ms`, `always`. */
  trigger: string;
  guard: string | null;
  actions: readonly string[];
  /** Empty for a targetless transition (it runs its actions and stays). */
  targetIds: readonly string[];
  reenter: boolean;
  /** For `after` transitions: the delay in ms, or the name of a configured delay. */
  delay: number | string | null;
}

export interface MachineModel {
  id: string;
  /** Every state node in document order, the machine's root first. */
  states: readonly StateInfo[];
  transitions: readonly TransitionInfo[];
  /**
   * Guards and actions written inline, without a name: a diagram cannot label them, so the
   * statechart tests refuse them.
   */
  unnamed: readonly string[];
}

const EVENTLESS = '';

const TRIGGER_PATTERNS: readonly [RegExp, TriggerKind][] = [
  [/^xstate\.done\.actor\.(.+)$/, 'done'],
  [/^xstate\.error\.actor\.(.+)$/, 'error'],
  [/^xstate\.snapshot\.(.+)$/, 'snapshot'],
  [/^xstate\.done\.state\.(.+)$/, 'stateDone'],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

function describeParams(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '';
  if (!isRecord(params)) return `(${String(params)})`;
  const entries = Object.entries(params).map(([key, value]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? `${key}=${String(value)}`
      : key,
  );
  return entries.length > 0 ? `(${entries.join(', ')})` : '';
}

/** Names an action: `setField`, `sortBy(order=popularity)`, `raise(x.y)`; null when inline. */
export function actionLabel(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtin = (action as { type?: unknown }).type;
    if (typeof builtin !== 'string') return null;
    const name = builtin.replace(/^xstate\./, '');
    const event = (action as { event?: unknown }).event;
    if (name === 'raise' && isRecord(event) && typeof event.type === 'string') {
      return `raise(${event.type})`;
    }
    return name;
  }
  if (isRecord(action) && typeof action.type === 'string') {
    return `${action.type}${describeParams(action.params)}`;
  }
  return null;
}

/** Names a guard: `passwordsDiffer`, `not(isEmpty)`, `and(a, b)`; null when inline. */
export function guardLabel(guard: unknown): string | null {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { guards, stateValue, name } = guard as {
      guards?: unknown;
      stateValue?: unknown;
      name: string;
    };
    if (Array.isArray(guards)) {
      const inner = guards.map((inside) => guardLabel(inside));
      if (inner.some((label) => label === null)) return null;
      return `${name}(${inner.join(', ')})`;
    }
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`;
    return null;
  }
  if (isRecord(guard) && typeof guard.type === 'string') {
    return `${guard.type}${describeParams(guard.params)}`;
  }
  return null;
}

/** The raise/cancel pair XState adds to a state's entry/exit for its `after` transitions. */
function isDelayBookkeeping(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return [id, sendId].some(
    (value) => typeof value === 'string' && value.startsWith('xstate.after.'),
  );
}

function transitionsOf(node: AnyStateNode): [string, readonly AnyTransitionDefinition[]][] {
  const lists: [string, readonly AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always) lists.push([EVENTLESS, node.always]);
  return lists;
}

/**
 * The key of a transition definition taken at run time (e.g. reported by inspection), matching
 * `TransitionInfo.key`. Works across `machine.provide()` copies, whose nodes are new objects.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const list =
    transition.eventType === EVENTLESS
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  return keyOf(source.id, transition.eventType, list.indexOf(transition));
}

function keyOf(sourceId: string, eventType: string, index: number): string {
  return `${sourceId}|${eventType || 'always'}|${index}`;
}

function triggerOf(
  node: AnyStateNode,
  eventType: string,
  transition: AnyTransitionDefinition,
): Pick<TransitionInfo, 'kind' | 'trigger' | 'delay'> {
  if (eventType === EVENTLESS) return { kind: 'always', trigger: 'always', delay: null };
  const delay = (transition as { delay?: unknown }).delay;
  if (
    eventType.startsWith('xstate.after.') &&
    (typeof delay === 'number' || typeof delay === 'string')
  ) {
    const trigger = typeof delay === 'number' ? `after ${delay} ms` : `after ${delay}`;
    return { kind: 'after', trigger, delay };
  }
  for (const [pattern, kind] of TRIGGER_PATTERNS) {
    const match = pattern.exec(eventType);
    if (!match) continue;
    if (kind === 'stateDone') return { kind, trigger: 'done', delay: null };
    const invoke = node.invoke.find((definition) => definition.id === match[1]);
    const actor = invoke && typeof invoke.src === 'string' ? invoke.src : (match[1] ?? eventType);
    return { kind, trigger: `${actor} ${kind}`, delay: null };
  }
  return { kind: 'event', trigger: eventType, delay: null };
}

function allNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states).flatMap((child) => allNodes(child))];
}

/** Reads a machine's definition into its states and transitions, in document order. */
export function describeMachine(machine: AnyStateMachine): MachineModel {
  const unnamed: string[] = [];
  const named = (label: string | null, what: string): string => {
    if (label !== null) return label;
    unnamed.push(what);
    return `(inline ${what.split(' ')[0]})`;
  };
  const nodes = allNodes(machine.root);

  const states = nodes.map((node): StateInfo => {
    const actions = (list: readonly unknown[], where: string) =>
      list
        .filter((action) => !isDelayBookkeeping(action))
        .map((action) => named(actionLabel(action), `action in ${where} of ${node.id}`));
    const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
    return {
      id: node.id,
      path: node.path,
      key: node.key,
      type: node.type,
      history: node.history === false ? null : node.history,
      parentId: node.parent?.id ?? null,
      initialId: initial?.id ?? null,
      childIds: Object.values(node.states).map((child) => child.id),
      entry: actions(node.entry, 'entry'),
      exit: actions(node.exit, 'exit'),
      invokes: node.invoke.map((definition) => ({
        id: definition.id,
        src: typeof definition.src === 'string' ? definition.src : definition.id,
      })),
      description: node.description ?? null,
    };
  });

  const transitions = nodes.flatMap((node) =>
    transitionsOf(node).flatMap(([eventType, list]) =>
      list.map((transition, index): TransitionInfo => {
        const where = `${eventType || 'always'} of ${node.id}`;
        return {
          key: keyOf(node.id, eventType, index),
          sourceId: node.id,
          eventType,
          ...triggerOf(node, eventType, transition),
          guard:
            transition.guard === undefined
              ? null
              : named(guardLabel(transition.guard), `guard on ${where}`),
          actions: transition.actions.map((action) =>
            named(actionLabel(action), `action on ${where}`),
          ),
          targetIds: (transition.target ?? []).map((target) => target.id),
          reenter: transition.reenter,
        };
      }),
    ),
  );

  return { id: machine.id, states, transitions, unnamed };
}

/** The state value that `snapshot.matches()` takes to tell whether this state is active. */
export function stateValueOf(path: readonly string[]): string | Record<string, unknown> {
  const [first, ...rest] = path;
  if (first === undefined) return {};
  return rest.length === 0 ? first : { [first]: stateValueOf(rest) };
}

/** A state's name as the diagrams and tests print it: its path below the root, dotted. */
export function stateName(state: Pick<StateInfo, 'path' | 'id'>): string {
  return state.path.length > 0 ? state.path.join('.') : `(${state.id})`;
}

/** One line naming a transition: `editing --login.submit / clearError--> submitting`. */
export function describeTransition(model: MachineModel, transition: TransitionInfo): string {
  const byId = new Map(model.states.map((state) => [state.id, state]));
  const name = (id: string) => {
    const state = byId.get(id);
    return state ? stateName(state) : id;
  };
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  const targets =
    transition.targetIds.length > 0 ? transition.targetIds.map(name).join(', ') : '(stays)';
  return `${name(transition.sourceId)} --${transition.trigger}${guard}${actions}--> ${targets}`;
}
