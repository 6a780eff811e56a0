import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { eventSamples, type EventSample, type MachineEntry } from './tooling/machine-entry';
import {
  describeTransition,
  stateName,
  stateValueOf,
  transitionKey,
  type StateInfo,
} from './tooling/statechart-model';
import {
  defaultOutcome,
  StubbedCalls,
  stubbedMachine,
  type PendingCall,
} from './tooling/stub-actors';

/** How to take one arrow of the chart now, and what taking it does. */
export interface TakeableStep {
  label: string;
  take: () => void;
}

/** One line of the walk so far. */
export interface LogLine {
  id: number;
  kind: 'start' | 'transition' | 'effect' | 'settle';
  text: string;
}

export interface WalkView {
  snapshot: AnyMachineSnapshot | null;
  /** Calls of stubbed actors waiting to be settled. */
  pending: readonly PendingCall[];
  /** The outcome each stubbed call will settle with, by actor name: an index in its outcomes. */
  outcomes: Readonly<Record<string, number>>;
  log: readonly LogLine[];
  /**
   * The steps taken since the start, as the walkthrough's URL spells them (see `replay`): an
   * event sample `type` or `type~n` (its n-th sample), a settled call `@src~n` (its n-th outcome).
   */
  path: readonly string[];
}

/**
 * One machine walked by hand: a real actor of it whose actors are the registry's stubs and
 * whose side effects only write to the log, so nothing reaches the network or the session.
 * Each start makes a new actor, so a stop and start (React's StrictMode) or a reset begins
 * afresh. Read it with `subscribe` and `view`, the shape useSyncExternalStore takes.
 */
export class Walkthrough {
  private actor: AnyActorRef | null = null;
  private calls = new StubbedCalls();
  private unsubscribe = () => {};
  private readonly listeners = new Set<() => void>();
  private nextLine = 0;
  private current: WalkView;

  constructor(readonly entry: MachineEntry) {
    const outcomes = Object.fromEntries(
      Object.entries(entry.actors).flatMap(([src, stub]) => {
        if (stub.kind !== 'promise') return [];
        const preferred = defaultOutcome(stub.outcomes);
        return [[src, preferred ? stub.outcomes.indexOf(preferred) : 0]];
      }),
    );
    this.current = { snapshot: null, pending: [], outcomes, log: [], path: [] };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  view = (): WalkView => this.current;

  /** Starts afresh, then takes the steps of `path` (a shared URL's) as far as they apply. */
  start(path: readonly string[] = []): void {
    this.stop();
    const calls = new StubbedCalls();
    this.calls = calls;
    const machine = stubbedMachine(this.entry, calls, (action) => {
      const does = this.entry.sideEffects[action];
      this.append('effect', `${action} skipped (it ${does ?? 'reaches outside the machine'})`);
    });
    this.current = { ...this.current, log: [], path: [] };
    const actor = createActor(machine, {
      input: this.entry.input,
      inspect: (inspection) => this.record(inspection),
    });
    this.actor = actor;
    const stopCalls = calls.subscribe(() => this.update({ pending: calls.pending() }));
    const subscription = actor.subscribe({
      next: (snapshot) => this.update({ snapshot }),
      error: () => this.update({ snapshot: actor.getSnapshot() }),
    });
    this.unsubscribe = () => {
      stopCalls();
      subscription.unsubscribe();
    };
    actor.start();
    this.append('start', `Started in ${this.activeLeaves(actor.getSnapshot()).join(', ')}`);
    this.update({ snapshot: actor.getSnapshot(), pending: calls.pending() });
    void this.replay(actor, path);
  }

  stop(): void {
    this.unsubscribe();
    this.unsubscribe = () => {};
    this.actor?.stop();
    this.actor = null;
  }

  reset(): void {
    this.start();
  }

  send(sample: EventSample): void {
    if (!this.actor) return;
    const samples = this.samplesOf(sample.event.type);
    const index = Math.max(0, samples.indexOf(sample));
    this.recordStep(index > 0 ? `${sample.event.type}~${index}` : sample.event.type);
    this.actor.send(sample.event);
  }

  chooseOutcome(src: string, index: number): void {
    this.update({ outcomes: { ...this.current.outcomes, [src]: index } });
  }

  /** Settles a pending call with the outcome chosen for its actor. */
  settle(call: PendingCall): void {
    const stub = this.entry.actors[call.src];
    if (stub?.kind !== 'promise') return;
    const outcome = stub.outcomes[this.current.outcomes[call.src] ?? 0];
    if (!outcome) return;
    this.recordStep(`@${call.src}~${this.current.outcomes[call.src] ?? 0}`);
    this.append('settle', `${call.src} settled: ${outcome.result}, ${outcome.label}`);
    this.calls.settle(call.id, outcome);
  }

  /** The events the machine would take now, each with the registry's sample payload. */
  enabledEvents(snapshot: AnyMachineSnapshot): EventSample[] {
    if (snapshot.status !== 'active') return [];
    const delayed = this.entry.model.transitions
      .filter((transition) => transition.kind === 'after')
      .map((transition) => ({
        label: `${transition.trigger} (skip the wait)`,
        event: { type: transition.eventType },
      }));
    return [...eventSamples(this.entry), ...delayed].filter((sample) => snapshot.can(sample.event));
  }

  /**
   * The arrows the machine would take now, by transition key, with what takes each: an event's
   * first sample that takes that very arrow (guards included), or, for an invoked call's done or
   * error arrow, settling the pending call with the first outcome that takes it.
   */
  takeableArrows(
    snapshot: AnyMachineSnapshot,
    pending: readonly PendingCall[],
  ): Map<string, TakeableStep> {
    const arrows = new Map<string, TakeableStep>();
    const offer = (event: EventObject, step: TakeableStep) => {
      for (const taken of snapshot.machine.getTransitionData(snapshot, event)) {
        const key = transitionKey(taken);
        if (!arrows.has(key)) arrows.set(key, step);
      }
    };
    for (const sample of this.enabledEvents(snapshot)) {
      offer(sample.event, { label: `send ${sample.label}`, take: () => this.send(sample) });
    }
    if (snapshot.status !== 'active') return arrows;
    for (const call of pending) {
      const stub = this.entry.actors[call.src];
      if (stub?.kind !== 'promise') continue;
      stub.outcomes.forEach((outcome, index) => {
        const event =
          outcome.result === 'success'
            ? { type: `xstate.done.actor.${call.id}`, output: outcome.output }
            : { type: `xstate.error.actor.${call.id}`, error: outcome.error };
        offer(event, {
          label: `settle ${call.src} with ${outcome.label}`,
          take: () => {
            this.chooseOutcome(call.src, index);
            this.settle(call);
          },
        });
      });
    }
    return arrows;
  }

  isActive(snapshot: AnyMachineSnapshot, state: StateInfo): boolean {
    return state.parentId === null || snapshot.matches(stateValueOf(state.path));
  }

  private samplesOf(type: string): readonly EventSample[] {
    const delayed = this.entry.model.transitions.some(
      (t) => t.eventType === type && t.kind === 'after',
    );
    if (delayed) return [{ label: `${type} (skip the wait)`, event: { type } }];
    return eventSamples(this.entry).filter((sample) => sample.event.type === type);
  }

  /**
   * Takes the steps of a path as far as each applies; the rest are dropped. A settled call's
   * outcome reaches the machine a few promise turns later, so each step waits for those.
   */
  private async replay(actor: AnyActorRef, path: readonly string[]): Promise<void> {
    for (const step of path) {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      if (this.actor !== actor) return;
      const [head = '', number = '0'] = step.split('~');
      const index = Number(number);
      if (!Number.isInteger(index) || index < 0) return;
      if (head.startsWith('@')) {
        const src = head.slice(1);
        const call = this.current.pending.find((pending) => pending.src === src);
        const stub = this.entry.actors[src];
        if (!call || stub?.kind !== 'promise' || index >= stub.outcomes.length) return;
        this.chooseOutcome(src, index);
        this.settle(call);
      } else {
        const sample = this.samplesOf(head)[index];
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        if (!sample || !snapshot.can(sample.event)) return;
        this.send(sample);
      }
    }
  }

  private recordStep(step: string): void {
    this.update({ path: [...this.current.path, step] });
  }

  private activeLeaves(snapshot: AnyMachineSnapshot): string[] {
    return this.entry.model.states
      .filter((state) => state.childIds.length === 0 && this.isActive(snapshot, state))
      .map(stateName);
  }

  private record(inspection: InspectionEvent): void {
    if (inspection.type !== '@xstate.microstep') return;
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    const byKey = new Map(
      this.entry.model.transitions.map((transition) => [transition.key, transition]),
    );
    for (const taken of inspection._transitions) {
      const transition = byKey.get(transitionKey(taken));
      if (transition) this.append('transition', describeTransition(this.entry.model, transition));
    }
  }

  private append(kind: LogLine['kind'], text: string): void {
    this.nextLine += 1;
    this.update({ log: [...this.current.log, { id: this.nextLine, kind, text }] });
  }

  private update(change: Partial<WalkView>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener();
  }
}
