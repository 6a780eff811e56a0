import {
  StateMachine,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import {
  describeMachine,
  describeTransition,
  stateValueOf,
  transitionKey,
  type MachineModel,
} from '../tooling/statechart-model';

/** A statechart actor of the running app, as the inspector last saw it. */
export interface LiveActor {
  /** The machine's id (`login`, `session`...): the newest actor of a machine replaces older ones. */
  machineId: string;
  sessionId: string;
  model: MachineModel;
  snapshot: AnyMachineSnapshot | null;
  /** Its screen went away (or the app stopped it): it shows where it ended. */
  stopped: boolean;
  /** Created but not started yet (React may create one and throw it away): not shown. */
  started: boolean;
}

export interface LiveLogLine {
  id: number;
  machineId: string;
  kind: 'event' | 'transition';
  text: string;
}

export interface LiveView {
  actors: readonly LiveActor[];
  log: readonly LiveLogLine[];
  /** The machine that last received an event. */
  latest: string | null;
}

const LOG_LIMIT = 200;
/** Payload fields never shown: what a shopper types (a password among them) and tokens. */
const PRIVATE_FIELD = /value|password|token|file|image/i;

const models = new WeakMap<AnyStateMachine, MachineModel>();

function modelOf(machine: AnyStateMachine): MachineModel {
  let model = models.get(machine);
  if (!model) {
    model = describeMachine(machine);
    models.set(machine, model);
  }
  return model;
}

function machineOf(actorRef: AnyActorRef): AnyStateMachine | null {
  const { logic } = actorRef as { logic?: unknown };
  return logic instanceof StateMachine ? (logic as AnyStateMachine) : null;
}

/** `login.change (field: email, value: …)`: the event with its payload, private fields hidden. */
export function describeEvent(event: EventObject): string {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled) return `${settled[2]} ${settled[1]}`;
  const fields = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => {
      if (PRIVATE_FIELD.test(key)) return `${key}: …`;
      if (typeof value === 'string') return `${key}: ${value.slice(0, 32)}`;
      if (typeof value === 'number' || typeof value === 'boolean') return `${key}: ${value}`;
      return key;
    });
  return fields.length > 0 ? `${event.type} (${fields.join(', ')})` : event.type;
}

/** The ids of the states a snapshot is in, the root included. */
export function activeStateIds(model: MachineModel, snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(
    model.states
      .filter((state) => state.parentId === null || snapshot.matches(stateValueOf(state.path)))
      .map((state) => state.id),
  );
}

/**
 * The app's running statechart actors and what happens to them, fed by XState's inspection
 * events (src/lib/inspect.ts); read with `subscribe` and `view`, as useSyncExternalStore takes.
 */
export class LiveActors {
  private readonly listeners = new Set<() => void>();
  private readonly bySession = new Map<string, LiveActor>();
  private current: LiveView = { actors: [], log: [], latest: null };
  private nextLine = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  view = (): LiveView => this.current;

  handle = (inspection: InspectionEvent): void => {
    switch (inspection.type) {
      case '@xstate.actor':
        this.added(inspection.actorRef as AnyActorRef);
        return;
      case '@xstate.snapshot':
        this.changed(inspection.actorRef.sessionId, {
          snapshot: inspection.snapshot as AnyMachineSnapshot,
        });
        return;
      case '@xstate.event': {
        const actor = this.bySession.get(inspection.actorRef.sessionId);
        if (!actor || inspection.event.type.startsWith('xstate.stop')) return;
        if (!actor.started) this.started(actor);
        const text =
          inspection.event.type === 'xstate.init' ? 'started' : describeEvent(inspection.event);
        this.append(actor.machineId, 'event', text, actor.machineId);
        return;
      }
      case '@xstate.microstep': {
        const actor = this.bySession.get(inspection.actorRef.sessionId);
        if (!actor) return;
        const byKey = new Map(actor.model.transitions.map((t) => [t.key, t]));
        for (const taken of inspection._transitions) {
          const transition = byKey.get(transitionKey(taken));
          if (transition) {
            this.append(
              actor.machineId,
              'transition',
              describeTransition(actor.model, transition),
              this.current.latest,
            );
          }
        }
        return;
      }
      default:
        return;
    }
  };

  private added(actorRef: AnyActorRef): void {
    const machine = machineOf(actorRef);
    if (!machine) return;
    const actor: LiveActor = {
      machineId: machine.id,
      sessionId: actorRef.sessionId,
      model: modelOf(machine),
      snapshot: null,
      stopped: false,
      started: false,
    };
    this.bySession.set(actor.sessionId, actor);
    actorRef.subscribe({
      complete: () => this.changed(actor.sessionId, { stopped: true }),
      error: () => this.changed(actor.sessionId, { stopped: true }),
    });
    this.publish({});
  }

  /** The newest started actor of a machine is the one shown: older ones are forgotten. */
  private started(actor: LiveActor): void {
    for (const [sessionId, other] of this.bySession) {
      if (other.machineId === actor.machineId && other.sessionId !== actor.sessionId) {
        this.bySession.delete(sessionId);
      }
    }
    this.changed(actor.sessionId, { started: true });
  }

  private changed(sessionId: string, change: Partial<LiveActor>): void {
    const actor = this.bySession.get(sessionId);
    if (!actor) return;
    this.bySession.set(sessionId, { ...actor, ...change });
    this.publish({});
  }

  private append(
    machineId: string,
    kind: LiveLogLine['kind'],
    text: string,
    latest: string | null,
  ): void {
    this.nextLine += 1;
    const log = [...this.current.log, { id: this.nextLine, machineId, kind, text }];
    this.publish({ log: log.slice(-LOG_LIMIT), latest });
  }

  private publish(change: Partial<LiveView>): void {
    const actors = [...this.bySession.values()].filter((actor) => actor.started);
    this.current = { ...this.current, ...change, actors };
    for (const listener of this.listeners) listener();
  }
}
