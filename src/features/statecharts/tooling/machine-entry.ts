import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  OutputFrom,
  SnapshotFrom,
} from 'xstate';
import type { Gesture, GestureTable } from './gestures';
import { describeMachine, type MachineModel } from './statechart-model';

/**
 * What the registry keeps for one statechart so a reviewer can walk it without a backend: stub
 * outcomes for its actors, sample payloads for its events, the actions that reach outside the
 * machine, and the gesture that sends each event. `defineEntry` checks all of it against the
 * machine's own types, so a machine that gains an actor or an event fails to compile until its
 * entry says how to walk it.
 */

/** What a stubbed actor does when it settles. */
export type StubOutcome<TOutput = unknown> =
  | { readonly label: string; readonly result: 'success'; readonly output: TOutput }
  | { readonly label: string; readonly result: 'failure'; readonly error: unknown };

export type ActorStub<TOutput = unknown> =
  /** A call: held until settled with one of its outcomes (the first success is the default). */
  | {
      readonly kind: 'promise';
      readonly outcomes: readonly [StubOutcome<TOutput>, ...StubOutcome<TOutput>[]];
    }
  /** A listener: stubbed, it sends nothing by itself; its events are sent by hand instead. */
  | { readonly kind: 'callback'; readonly note: string };

export interface EventSample<TEvent extends EventObject = EventObject> {
  readonly label: string;
  readonly event: TEvent;
}

type Implementations<TMachine extends AnyStateMachine> = NonNullable<
  Parameters<TMachine['provide']>[0]
>;
type ActorLogics<TMachine extends AnyStateMachine> = NonNullable<
  Implementations<TMachine>['actors']
>;
type ActionName<TMachine extends AnyStateMachine> = keyof NonNullable<
  Implementations<TMachine>['actions']
> &
  string;

/** One stub per actor the machine sets up; a machine with a new actor fails to compile here. */
type ActorStubs<TMachine extends AnyStateMachine> = {
  readonly [Src in keyof ActorLogics<TMachine> & string]-?: ActorStub<
    OutputFrom<NonNullable<ActorLogics<TMachine>[Src]>>
  >;
};

/** The events that carry more than their type. */
type DataEvent<TEvent> = TEvent extends EventObject
  ? Exclude<keyof TEvent, 'type'> extends never
    ? never
    : TEvent
  : never;

/** Sample payloads, required for exactly the events that carry data. */
type EventSamples<TMachine extends AnyStateMachine> = {
  readonly [Type in DataEvent<EventFromLogic<TMachine>>['type']]: readonly [
    EventSample<Extract<EventFromLogic<TMachine>, { type: Type }>>,
    ...EventSample<Extract<EventFromLogic<TMachine>, { type: Type }>>[],
  ];
};

export interface MachineEntryConfig<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** One line: what the machine is for. */
  purpose: string;
  /** The file that defines it, from the repository root. */
  source: string;
  /** Where it runs in the app. */
  usedBy: string;
  actors: ActorStubs<TMachine>;
  samples: EventSamples<TMachine>;
  /**
   * Actions that reach outside the machine (storage, window events, logs), with what they do:
   * stubbed wherever the machine is walked, so a walk never touches the real session.
   */
  sideEffects: { readonly [Action in ActionName<TMachine>]?: string };
  gestures: GestureTable<TMachine>;
  input?: InputFrom<TMachine>;
  /**
   * For a context that grows without end (presses held while a call runs, quantities): the
   * snapshots the reachability tests go no further from. Every state and transition must still
   * be reached short of them.
   */
  stopExploring?: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

/** A registry entry, its types checked against its machine by `defineEntry`. */
export interface MachineEntry {
  readonly id: string;
  readonly machine: AnyStateMachine;
  readonly model: MachineModel;
  readonly purpose: string;
  readonly source: string;
  readonly usedBy: string;
  readonly actors: Readonly<Record<string, ActorStub>>;
  readonly samples: Readonly<Partial<Record<string, readonly EventSample[]>>>;
  readonly sideEffects: Readonly<Partial<Record<string, string>>>;
  readonly gestures: Readonly<Record<string, Gesture>>;
  readonly input: unknown;
  readonly stopExploring: ((snapshot: AnyMachineSnapshot) => boolean) | null;
}

export function defineEntry<TMachine extends AnyStateMachine>(
  config: MachineEntryConfig<TMachine>,
): MachineEntry {
  const stop = config.stopExploring;
  return {
    id: config.machine.id,
    machine: config.machine,
    model: describeMachine(config.machine),
    purpose: config.purpose,
    source: config.source,
    usedBy: config.usedBy,
    actors: config.actors,
    samples: config.samples,
    sideEffects: config.sideEffects,
    gestures: config.gestures,
    input: config.input,
    // The registry holds machines of every type; each entry's own is what it is called with.
    stopExploring: stop ? (snapshot) => stop(snapshot as SnapshotFrom<TMachine>) : null,
  };
}

/**
 * The event types a transition's descriptor takes: itself, or for a wildcard (`cart.item.*`,
 * `*`) each of the machine's events it matches, in the gesture table's order.
 */
function typesTakenBy(descriptor: string, entry: MachineEntry): string[] {
  if (descriptor !== '*' && !descriptor.endsWith('.*')) return [descriptor];
  const prefix = descriptor.slice(0, -1);
  return Object.keys(entry.gestures).filter((type) => type.startsWith(prefix));
}

/**
 * The events a reviewer or a test can send, with the entry's samples for those that carry
 * data: every event type some transition listens to, in the order the definition names them.
 */
export function eventSamples(entry: MachineEntry): readonly EventSample[] {
  const types = [
    ...new Set(
      entry.model.transitions
        .filter((transition) => transition.kind === 'event')
        .flatMap((transition) => typesTakenBy(transition.eventType, entry)),
    ),
  ];
  return types.flatMap(
    (type) => entry.samples[type] ?? [{ label: type, event: { type } } satisfies EventSample],
  );
}
