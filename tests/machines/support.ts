import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { expect } from 'vitest';

interface GraphPath {
  steps: readonly { event: EventObject }[];
  state: { value: unknown; context: unknown };
}

/** A readable test name for an `xstate/graph` path: its events and where it ends. */
export function describePath(path: GraphPath): string {
  const events = path.steps.map(({ event }) => event.type.replace('xstate.', ''));
  return `${events.join(' > ')} => ${JSON.stringify(path.state.value)}`;
}

/**
 * Replays a path on a real actor and asserts it ends where the graph says. The first step is
 * the machine starting (xstate.init); the rest are sent in order.
 */
export function replayPath(machine: AnyStateMachine, path: GraphPath, input?: unknown): void {
  expect(path.steps[0]?.event.type).toBe('xstate.init');
  const actor = createActor(machine, { input }).start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  expect(actor.getSnapshot().context).toEqual(path.state.context);
  actor.stop();
}
