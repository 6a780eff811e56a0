import { Badge, chakra, HStack, Text } from '@chakra-ui/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineEntry } from './tooling/machine-entry';
import { stateName, type StateInfo, type TransitionInfo } from './tooling/statechart-model';
import type { Walkthrough } from './walkthrough';

function transitionText(transition: TransitionInfo, name: (id: string) => string): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  const target =
    transition.targetIds.length > 0 ? transition.targetIds.map(name).join(', ') : 'stays';
  return `${transition.trigger}${guard}${actions} → ${target}`;
}

/**
 * A state of the walked machine as text, with its children nested: its kind, what it invokes,
 * its entry and exit actions and its transitions, the states the machine is in marked current.
 */
export function StateTree({
  entry,
  state,
  snapshot,
  walk,
}: {
  entry: MachineEntry;
  state: StateInfo;
  snapshot: AnyMachineSnapshot;
  walk: Walkthrough;
}) {
  const byId = new Map(entry.model.states.map((info) => [info.id, info]));
  const name = (id: string) => {
    const info = byId.get(id);
    return info ? (info.parentId === null ? 'any state' : stateName(info)) : id;
  };
  const active = walk.isActive(snapshot, state);
  const isRoot = state.parentId === null;
  const transitions = entry.model.transitions.filter((t) => t.sourceId === state.id);
  const children = state.childIds.flatMap((id) => byId.get(id) ?? []);

  return (
    <chakra.li
      aria-current={active && !isRoot ? 'true' : undefined}
      borderStartWidth="3px"
      borderColor={active && !isRoot ? 'brand.solid' : 'border.subtle'}
      bg={active && !isRoot ? 'brand.subtle' : undefined}
      ps="3"
      py="2"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontFamily="mono" fontWeight={active && !isRoot ? 'bold' : 'semibold'}>
          {isRoot ? 'any state (the machine itself)' : state.key}
        </Text>
        {isRoot ? null : (
          <Badge variant="outline" size="sm">
            {state.type}
          </Badge>
        )}
        {state.invokes.map((invoke) => (
          <Badge key={invoke.id} variant="subtle" size="sm">
            invokes {invoke.src}
          </Badge>
        ))}
        {active && !isRoot ? (
          <Badge variant="solid" size="sm" bg="brand.fg" color="brand.contrast">
            current
          </Badge>
        ) : null}
      </HStack>
      {state.entry.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" fontFamily="mono">
          entry / {state.entry.join(', ')}
        </Text>
      ) : null}
      {state.exit.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" fontFamily="mono">
          exit / {state.exit.join(', ')}
        </Text>
      ) : null}
      {transitions.length > 0 ? (
        <chakra.ul
          aria-label={`Transitions from ${name(state.id)}`}
          listStyleType="none"
          m="0"
          mt="1"
          p="0"
        >
          {transitions.map((transition) => (
            <chakra.li key={transition.key} fontSize="sm" fontFamily="mono">
              {transitionText(transition, name)}
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      {children.length > 0 ? (
        <chakra.ul listStyleType="none" m="0" mt="2" p="0" display="grid" gap="2">
          {children.map((child) => (
            <StateTree key={child.id} entry={entry} state={child} snapshot={snapshot} walk={walk} />
          ))}
        </chakra.ul>
      ) : null}
    </chakra.li>
  );
}
