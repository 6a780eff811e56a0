import { fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import type { MachineEntry, StubOutcome } from './machine-entry';

/** A stubbed actor's call, waiting to be settled. */
export interface PendingCall {
  /** The invoked actor's id (its done/error events carry it). */
  readonly id: string;
  /** Its logic's name in `setup({ actors })`, the key of its stub in the registry. */
  readonly src: string;
  readonly input: unknown;
}

interface Held {
  call: PendingCall;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Holds every call a stubbed actor makes until someone settles it with an outcome: a test
 * step, or a reviewer's click in the walkthrough. A call whose actor is stopped (its state was
 * left) is dropped, so what is pending is always what is running.
 */
export class StubbedCalls {
  private readonly held = new Map<string, Held>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly PendingCall[] = [];

  /** The calls waiting now; the same array until something changes. */
  pending = (): readonly PendingCall[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  hold(call: PendingCall, signal: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.held.set(call.id, { call, resolve, reject });
      signal.addEventListener('abort', () => this.release(call.id), { once: true });
      this.changed();
    });
  }

  /** Settles the pending call of actor `id`; false when none is pending. */
  settle(id: string, outcome: StubOutcome): boolean {
    const held = this.release(id);
    if (!held) return false;
    if (outcome.result === 'success') held.resolve(outcome.output);
    else held.reject(outcome.error);
    return true;
  }

  private release(id: string): Held | undefined {
    const held = this.held.get(id);
    if (held) {
      this.held.delete(id);
      this.changed();
    }
    return held;
  }

  private changed(): void {
    this.snapshot = [...this.held.values()].map((held) => held.call);
    for (const listener of this.listeners) listener();
  }
}

/**
 * The entry's machine with its actors stubbed (calls wait in `calls`; listeners send nothing)
 * and its side-effect actions replaced by `onEffect`, so walking it touches neither the network
 * nor the real session.
 */
export function stubbedMachine(
  entry: MachineEntry,
  calls: StubbedCalls,
  onEffect: (action: string) => void = () => {},
): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(entry.actors).map(([src, stub]) => [
      src,
      stub.kind === 'promise'
        ? fromPromise<unknown, unknown>(({ input, self, signal }) =>
            calls.hold({ id: self.id, src, input }, signal),
          )
        : fromCallback(() => {}),
    ]),
  );
  const actions = Object.fromEntries(
    Object.keys(entry.sideEffects).map((action) => [action, () => onEffect(action)]),
  );
  return entry.machine.provide({ actors, actions });
}

/** The outcome a stub settles with unless told otherwise: its first success. */
export function defaultOutcome(outcomes: readonly StubOutcome[]): StubOutcome | undefined {
  return outcomes.find((outcome) => outcome.result === 'success') ?? outcomes[0];
}
