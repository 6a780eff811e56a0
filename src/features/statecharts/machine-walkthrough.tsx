import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { SectionCard } from '../../components/section-card';
import { StatechartDiagram, type TakeableArrow } from './diagram/statechart-diagram';
import type { MachineEntry } from './tooling/machine-entry';
import { stateName } from './tooling/statechart-model';
import { Walkthrough } from './walkthrough';
import { ActorControls } from './walkthrough-actor-controls';
import { StateTree } from './walkthrough-state-tree';

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
