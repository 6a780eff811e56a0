import {
  createActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import {
  eventSamples,
  type MachineEntry,
} from '../../src/features/statecharts/tooling/machine-entry';
import {
  stateValueOf,
  transitionKey,
  type StateInfo,
} from '../../src/features/statecharts/tooling/statechart-model';
import { StubbedCalls, stubbedMachine } from '../../src/features/statecharts/tooling/stub-actors';
import { settleQueuedWork } from '../utils/gate';

export type Path = StatePath<AnyMachineSnapshot, EventObject>;

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;

/** Whether a state node is active in a snapshot (the machine's root always is). */
export function isActive(snapshot: AnyMachineSnapshot, state: StateInfo): boolean {
  return state.parentId === null || snapshot.matches(stateValueOf(state.path));
}

/** JSON that tells files apart (JSON.stringify makes every File `{}`). */
function serialize(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part instanceof File ? { file: part.name, type: part.type, size: part.size } : part,
  );
}

interface Outcome {
  invokeId: string;
  label: string;
  event: EventObject;
}

/** The event each outcome of each invoked stub becomes, labelled for test names. */
function outcomeEvents(entry: MachineEntry): Outcome[] {
  return entry.model.states.flatMap((state) =>
    state.invokes.flatMap((invoke) => {
      const stub = entry.actors[invoke.src];
      if (stub?.kind !== 'promise') return [];
      return stub.outcomes.map((outcome) => ({
        invokeId: invoke.id,
        label: `${invoke.src} ${outcome.result === 'success' ? 'done' : 'error'} (${outcome.label})`,
        event:
          outcome.result === 'success'
            ? { type: `xstate.done.actor.${invoke.id}`, output: outcome.output }
            : { type: `xstate.error.actor.${invoke.id}`, error: outcome.error },
      }));
    }),
  );
}

/**
 * What the traversal may send in a snapshot: every event with the entry's samples, the
 * outcomes of each stubbed actor that is running, and the delays of active states. Outcomes
 * are only offered while their actor runs: an error event nobody handles would fail the
 * machine, a state no shopper can reach.
 */
function eventsIn(entry: MachineEntry) {
  const samples = eventSamples(entry).map((sample) => sample.event);
  const outcomes = outcomeEvents(entry);
  const delayed = entry.model.transitions.filter((transition) => transition.kind === 'after');
  const states = new Map(entry.model.states.map((state) => [state.id, state]));
  return (snapshot: AnyMachineSnapshot): EventObject[] => [
    ...samples,
    ...outcomes
      .filter((outcome) => outcome.invokeId in snapshot.children)
      .map((outcome) => outcome.event),
    ...delayed
      .filter((transition) => isActive(snapshot, states.get(transition.sourceId)!))
      .map((transition) => ({ type: transition.eventType })),
  ];
}

/** A path as a test name: each step's event (with its sample or outcome) and where it ends. */
export function describeRun(entry: MachineEntry, path: Path): string {
  const labels = new Map([
    ...eventSamples(entry).map((sample) => [serialize(sample.event), sample.label] as const),
    ...outcomeEvents(entry).map((outcome) => [serialize(outcome.event), outcome.label] as const),
  ]);
  const delays = new Map(
    entry.model.transitions.map((transition) => [transition.eventType, transition.trigger]),
  );
  const steps = path.steps
    .slice(1)
    .map(({ event }) => labels.get(serialize(event)) ?? delays.get(event.type) ?? event.type);
  return `${['start', ...steps].join(' > ')} => ${JSON.stringify(path.state.value)}`;
}

function traversal(entry: MachineEntry) {
  const machine = stubbedMachine(entry, new StubbedCalls());
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    serialize({
      value: snapshot.value,
      context: snapshot.context,
      status: snapshot.status,
      children: Object.keys(snapshot.children).sort(),
    });
  const options = {
    events: eventsIn(entry),
    serializeState,
    serializeEvent: serialize,
    input: entry.input,
    stopWhen: entry.stopExploring ?? undefined,
  };
  return { machine, options, serializeState };
}

/**
 * Replays a path on a real actor synchronously, sending the actors' outcomes as events, and
 * returns the keys of the transitions its last step took (eventless ones included).
 */
function lastStepTransitions(entry: MachineEntry, path: Path): string[] {
  const machine = stubbedMachine(entry, new StubbedCalls());
  let taken: string[] = [];
  const actor = createActor(machine, {
    input: entry.input,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
        taken.push(...event._transitions.map(transitionKey));
      }
    },
  });
  actor.start();
  const events = path.steps.slice(1).map((step) => step.event);
  for (const event of events.slice(0, -1)) actor.send(event);
  taken = [];
  const last = events.at(-1);
  if (last) actor.send(last);
  actor.stop();
  return taken;
}

export interface CoveragePlan {
  /** For each state (history pseudo-states aside), the shortest path that ends with it active. */
  statePaths: { state: StateInfo; path: Path }[];
  /** For each transition, the shortest path whose last step takes it. */
  witnesses: { transition: string; path: Path }[];
  unreachedStates: string[];
  untakenTransitions: string[];
}

/**
 * Plans the paths that reach every state and take every transition, with `xstate/graph`:
 * shortest paths to every distinct snapshot, then every edge of the adjacency map (a shortest
 * path plus one event), keeping for each transition the shortest edge whose last step takes it.
 */
export function planCoverage(entry: MachineEntry): CoveragePlan {
  const { machine, options, serializeState } = traversal(entry);
  const shortest = getShortestPaths(machine, options) as Path[];
  const adjacency = getAdjacencyMap(machine, options);
  const prefixes = new Map(shortest.map((path) => [serializeState(path.state), path]));

  const byLength = (a: Path, b: Path) => a.steps.length - b.steps.length;
  // History states are pseudo-states: entering one enters the state it remembers.
  const states = entry.model.states.filter(
    (state) => state.parentId !== null && state.type !== 'history',
  );
  const statePaths = states.flatMap((state) => {
    const path = shortest.filter((candidate) => isActive(candidate.state, state)).sort(byLength)[0];
    return path ? [{ state, path }] : [];
  });

  const edges: Path[] = Object.entries(adjacency).flatMap(([vertex, { transitions }]) => {
    const prefix = prefixes.get(vertex);
    // A machine that is done takes no more events.
    if (!prefix || prefix.state.status !== 'active') return [];
    const next = Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[];
    return next.map(({ event, state }) => ({
      state,
      steps: [...prefix.steps, { event, state }],
      weight: prefix.weight + 1,
    }));
  });
  edges.sort(byLength);

  const witnesses = new Map<string, Path>();
  for (const edge of edges) {
    for (const key of lastStepTransitions(entry, edge)) {
      if (!witnesses.has(key)) witnesses.set(key, edge);
    }
  }

  return {
    statePaths,
    witnesses: entry.model.transitions.flatMap((transition) => {
      const path = witnesses.get(transition.key);
      return path ? [{ transition: transition.key, path }] : [];
    }),
    unreachedStates: states
      .filter((state) => !statePaths.some((found) => found.state === state))
      .map((state) => state.id),
    untakenTransitions: entry.model.transitions
      .filter((transition) => !witnesses.has(transition.key))
      .map((transition) => transition.key),
  };
}

export interface StepRun {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
  /** Keys of the transitions this step took. */
  transitions: string[];
}

/**
 * Runs a path on a real actor with the registry's stubs: an actor's outcome in the path
 * settles that actor's pending call (success resolves it, failure rejects it), a delay
 * advances a simulated clock, and any other event is sent. Fails when a step asks for an
 * outcome of an actor that is not running.
 */
export async function runPath(entry: MachineEntry, path: Path): Promise<StepRun[]> {
  const calls = new StubbedCalls();
  const clock = new SimulatedClock();
  let taken: string[] = [];
  const actor = createActor(stubbedMachine(entry, calls), {
    input: entry.input,
    clock,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
        taken.push(...event._transitions.map(transitionKey));
      }
    },
  });
  actor.start();
  const runs: StepRun[] = [];
  for (const { event } of path.steps.slice(1)) {
    taken = [];
    const done = DONE.exec(event.type);
    const failed = ERROR.exec(event.type);
    const delay = entry.model.transitions.find(
      (transition) => transition.kind === 'after' && transition.eventType === event.type,
    )?.delay;
    if (done || failed) {
      const id = (done ?? failed)![1]!;
      const settled = calls.settle(
        id,
        done
          ? { label: 'path', result: 'success', output: (event as { output?: unknown }).output }
          : { label: 'path', result: 'failure', error: (event as { error?: unknown }).error },
      );
      if (!settled) throw new Error(`No pending call of ${id} to settle`);
    } else if (typeof delay === 'number') {
      clock.increment(delay);
    } else {
      actor.send(event);
    }
    // The stub's promise settles in a microtask; the actor hears of it after that. Event-loop
    // turns, not a timer: nothing here waits on the clock.
    await settleQueuedWork();
    runs.push({ event, snapshot: actor.getSnapshot(), transitions: taken });
  }
  actor.stop();
  return runs;
}
