import {
  Badge,
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  HStack,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ActorStub, MachineEntry } from './tooling/registry';
import { StatechartDiagram, type TakeableArrow } from './diagram/statechart-diagram';
import { stateName, type StateInfo, type TransitionInfo } from './tooling/statechart-model';
import type { PendingCall } from './tooling/stub-actors';
import { Walkthrough } from './walkthrough';
import { SectionCard } from '../../components/section-card';

function transitionText(transition: TransitionInfo, name: (id: string) => string): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  const target =
    transition.targetIds.length > 0 ? transition.targetIds.map(name).join(', ') : 'stays';
  return `${transition.trigger}${guard}${actions} → ${target}`;
}

function StateTree({
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

function ActorControls({
  src,
  stub,
  chosen,
  pending,
  walk,
}: {
  src: string;
  stub: ActorStub;
  chosen: number;
  pending: readonly PendingCall[];
  walk: Walkthrough;
}) {
  if (stub.kind === 'callback') {
    return (
      <Box>
        <Text fontWeight="semibold" fontFamily="mono">
          {src}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {stub.note} Stubbed, it sends nothing by itself: send its events above.
        </Text>
      </Box>
    );
  }
  const calls = pending.filter((call) => call.src === src);
  return (
    <Box>
      <RadioGroup.Root
        value={String(chosen)}
        onValueChange={(details) => {
          if (details.value !== null) walk.chooseOutcome(src, Number(details.value));
        }}
        colorPalette="brand"
      >
        <RadioGroup.Label fontWeight="semibold" display="block" mb="2">
          Outcome of {src}
        </RadioGroup.Label>
        <Stack gap="2">
          {stub.outcomes.map((outcome, index) => (
            <RadioGroup.Item key={outcome.label} value={String(index)} cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {outcome.result === 'success' ? 'Success' : 'Failure'}: {outcome.label}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Box mt="3">
        {calls.length > 0 ? (
          calls.map((call) => (
            <Button
              key={call.id}
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => walk.settle(call)}
            >
              Settle {src}
            </Button>
          ))
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {src} is not running now.
          </Text>
        )}
      </Box>
    </Box>
  );
}

/**
 * One machine walked by hand: its chart, its events, its stubbed actors, its states in text and
 * its log. It starts by taking the steps of `initialPath` (a shared URL's) and reports each step
 * taken since through `onPathChange`.
 */
export function MachineWalkthrough({
  entry,
  initialPath = [],
  onPathChange,
}: {
  entry: MachineEntry;
  initialPath?: readonly string[];
  onPathChange?: (path: readonly string[]) => void;
}) {
  const [walk] = useState(() => new Walkthrough(entry));
  const [startPath] = useState(initialPath);
  useEffect(() => {
    walk.start(startPath);
    return () => walk.stop();
  }, [walk, startPath]);
  const view = useSyncExternalStore(walk.subscribe, walk.view, walk.view);
  const { snapshot, path } = view;
  const started = snapshot !== null;
  useEffect(() => {
    if (started) onPathChange?.(path);
  }, [started, path, onPathChange]);
  const activeIds = useMemo(
    () =>
      new Set(
        snapshot
          ? entry.model.states.filter((state) => walk.isActive(snapshot, state)).map((s) => s.id)
          : [],
      ),
    [entry, walk, snapshot],
  );
  const { pending } = view;
  const takeable = useMemo(
    () => (snapshot ? walk.takeableArrows(snapshot, pending) : new Map<string, TakeableArrow>()),
    [walk, snapshot, pending],
  );
  if (!snapshot) return null;

  const leaves = entry.model.states.filter(
    (state) => state.childIds.length === 0 && walk.isActive(snapshot, state),
  );
  const events = walk.enabledEvents(snapshot);
  const actors = Object.entries(entry.actors);
  const root = entry.model.states[0];

  return (
    <Stack gap="4">
      <Box bg="bg.surface" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
          <Box>
            <Heading as="h2" fontSize="xl" fontFamily="mono">
              {entry.id}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {entry.source}; runs in {entry.usedBy}
            </Text>
          </Box>
          <Button variant="outline" size="sm" onClick={() => walk.reset()}>
            Reset
          </Button>
        </Flex>
        <Text role="status" mt="3">
          {snapshot.status === 'done' ? 'Finished in ' : 'Current state: '}
          <chakra.strong fontFamily="mono">{leaves.map(stateName).join(', ')}</chakra.strong>
          {snapshot.status === 'done' ? ' (a final state: the machine takes no more events)' : ''}
        </Text>
      </Box>

      <SectionCard size="md" title="Chart">
        <StatechartDiagram model={entry.model} activeIds={activeIds} takeable={takeable} />
      </SectionCard>

      <SectionCard size="md" title="Events it takes now">
        {events.length > 0 ? (
          <Flex gap="2" wrap="wrap">
            {events.map((sample) => (
              <Button
                key={sample.label}
                size="sm"
                variant="outline"
                fontFamily="mono"
                onClick={() => walk.send(sample)}
              >
                {sample.label}
              </Button>
            ))}
          </Flex>
        ) : (
          <Text color="fg.muted">None in this state.</Text>
        )}
      </SectionCard>

      {actors.length > 0 ? (
        <SectionCard size="md" title="Actors (stubbed)">
          <Stack gap="5">
            {actors.map(([src, stub]) => (
              <ActorControls
                key={src}
                src={src}
                stub={stub}
                chosen={view.outcomes[src] ?? 0}
                pending={view.pending}
                walk={walk}
              />
            ))}
          </Stack>
        </SectionCard>
      ) : null}

      <SectionCard size="md" title="States and transitions">
        {root ? (
          <chakra.ul listStyleType="none" m="0" p="0">
            <StateTree entry={entry} state={root} snapshot={snapshot} walk={walk} />
          </chakra.ul>
        ) : null}
      </SectionCard>

      <SectionCard size="md" title="What happened">
        <chakra.ol listStyleType="decimal" ps="6" m="0" display="grid" gap="1">
          {view.log.map((line) => (
            <chakra.li
              key={line.id}
              fontSize="sm"
              fontFamily={line.kind === 'transition' ? 'mono' : undefined}
              color={line.kind === 'effect' ? 'fg.muted' : undefined}
            >
              {line.text}
            </chakra.li>
          ))}
        </chakra.ol>
      </SectionCard>
    </Stack>
  );
}
