/** The cart machine's chart: every state reached by shortest paths. */
import { describe, expect, it } from 'vitest';
import { fromPromise, type EventFromLogic, type SnapshotFrom, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { ChangeInput } from '../../machines/cart-calls';
import { cartMachine } from '../../machines/cart.machine';
import type { Cart, CartMergeRequest } from '../../src/api';
import { kurta, memoryDevice, offline } from './cart-support';
import { AARAV, kurtasAndSaree } from './cart-machine-support';

type CartValue = Parameters<SnapshotFrom<typeof cartMachine>['matches']>[0];

/** ['account', 'ready', 'idle'] as the state value { account: { ready: 'idle' } }. */
function stateValue(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('The root has no value of its own.');
  return rest.length === 0 ? head : { [head]: stateValue(rest) };
}

describe('cart machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof cartMachine>;
  type Snapshot = SnapshotFrom<typeof cartMachine>;
  const events = [
    { type: 'cart.login', account: AARAV },
    { type: 'cart.logout' },
    { type: 'cart.retry' },
    { type: 'cart.reload' },
    { type: 'cart.item.add', product: kurta },
    // The calls' outcomes are events too; the traversal sends them like any other.
    { type: 'xstate.done.actor.loadCart', output: kurtasAndSaree },
    { type: 'xstate.error.actor.loadCart', error: offline() },
    { type: 'xstate.done.actor.mergeGuestCart', output: kurtasAndSaree },
    { type: 'xstate.error.actor.mergeGuestCart', error: offline() },
    { type: 'xstate.done.actor.sendCartChange', output: kurtasAndSaree },
    { type: 'xstate.error.actor.sendCartChange', error: offline() },
  ] as unknown as Event[];
  const pending = () => new Promise<never>(() => {});
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart>(pending),
      mergeGuestCart: fromPromise<Cart, CartMergeRequest>(pending),
      sendCartChange: fromPromise<Cart, ChangeInput>(pending),
    },
  });
  const paths = getShortestPaths(machine, {
    input: { device: memoryDevice().device, newMergeId: () => 'merge-1' },
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        guest: snapshot.context.guest.lines.length,
        queue: snapshot.context.queue.length,
      }),
  });

  it('reaches every state of the chart', () => {
    const states = getStateNodes(cartMachine.root).map((node) => node.path);
    const unreached = states.filter(
      (path) => !paths.some((found) => found.state.matches(stateValue(path) as CartValue)),
    );
    expect(states).toHaveLength(10);
    expect(unreached).toEqual([]);
  });
});
