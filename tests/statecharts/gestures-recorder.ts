import type * as XStateReact from '@xstate/react';
import type * as XState from 'xstate';
import type { InspectionEvent, StateValue } from 'xstate';

/**
 * What the gesture tests (gestures-*.test.tsx) read the machines' states from. Their mocks of
 * xstate and @xstate/react wrap `createActor` and the hooks with these, so every machine actor
 * the app starts reports each snapshot here; the app is not changed for it. Types only from
 * xstate: this module is loaded while xstate itself is being mocked.
 */

export interface Recorded {
  machine: string;
  event: string;
  value: StateValue;
  context: unknown;
}

/** Every snapshot of a root machine actor, in order; emptied before each test. */
export const records: Recorded[] = [];

function inspect(inspection: InspectionEvent) {
  if (inspection.type !== '@xstate.snapshot') return;
  if (inspection.actorRef.sessionId !== inspection.rootId) return;
  const snapshot = inspection.snapshot as {
    machine?: { id: string };
    value?: StateValue;
    context?: unknown;
  };
  if (!snapshot.machine || snapshot.value === undefined) return;
  records.push({
    machine: snapshot.machine.id,
    event: inspection.event.type,
    value: snapshot.value,
    context: snapshot.context,
  });
}

/** Adds the recorder to an actor's options, keeping any inspector already there. */
function withInspector<T>(options: T): T {
  const own = (options as { inspect?: (event: InspectionEvent) => void } | undefined)?.inspect;
  return {
    ...options,
    inspect: (event: InspectionEvent) => {
      inspect(event);
      own?.(event);
    },
  } as T;
}

/** The `importOriginal` a vi.mock factory is given. */
type ImportOriginal = <T>() => Promise<T>;

/** xstate, its `createActor` recording every actor it starts. */
export async function recordingXState(importOriginal: ImportOriginal) {
  const xstate = await importOriginal<typeof XState>();
  const createActor = ((logic: Parameters<typeof xstate.createActor>[0], options?: object) =>
    xstate.createActor(logic, withInspector(options))) as typeof xstate.createActor;
  return { ...xstate, createActor };
}

/** @xstate/react, its `useMachine` and `useActorRef` recording every actor they start. */
export async function recordingXStateReact(importOriginal: ImportOriginal) {
  const react = await importOriginal<typeof XStateReact>();
  const useMachine = ((logic: Parameters<typeof react.useMachine>[0], options?: object) =>
    react.useMachine(logic, withInspector(options))) as typeof react.useMachine;
  const useActorRef = ((
    logic: Parameters<typeof react.useActorRef>[0],
    options?: object,
    observer?: Parameters<typeof react.useActorRef>[2],
  ) => react.useActorRef(logic, withInspector(options), observer)) as typeof react.useActorRef;
  return { ...react, useMachine, useActorRef };
}
