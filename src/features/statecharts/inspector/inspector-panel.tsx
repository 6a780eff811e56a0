import { Box, Button, chakra, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { StatechartDiagram } from '../diagram/statechart-diagram';
import { stateName } from '../tooling/statechart-model';
import { activeStateIds, type LiveActor, type LiveActors } from './live-actors';

function currentStates(actor: LiveActor): string {
  if (!actor.snapshot) return 'starting';
  const active = activeStateIds(actor.model, actor.snapshot);
  const leaves = actor.model.states.filter(
    (state) => state.childIds.length === 0 && active.has(state.id),
  );
  return leaves.map(stateName).join(', ');
}

/**
 * The `?inspect` panel, docked at the bottom of every page: the app's running statechart
 * actors, the chart of the one chosen (the one that last received an event, unless the reviewer
 * picked one) with its current state highlighted, and the log of events and transitions.
 */
export function InspectorPanel({ live, onTurnOff }: { live: LiveActors; onTurnOff: () => void }) {
  const view = useSyncExternalStore(live.subscribe, live.view, live.view);
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<string | null>(null);
  const bodyId = useId();
  const panel = useRef<HTMLElement>(null);
  const logEnd = useRef<HTMLLIElement>(null);

  const chosenId = picked ?? view.latest ?? view.actors[0]?.machineId ?? null;
  const chosen = view.actors.find((actor) => actor.machineId === chosenId);

  // Docked over the page's bottom: the page gets as much room below, so nothing stays hidden.
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [view.log]);

  return (
    <chakra.aside
      ref={panel}
      aria-label="Statechart inspector"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="modal"
      bg="bg.surface"
      borderTopWidth="2px"
      borderColor="brand.solid"
      boxShadow="lg"
    >
      <Flex align="center" gap="3" px="4" py="2" wrap="wrap">
        <Heading as="h2" fontSize="md">
          Statechart inspector
        </Heading>
        <Text fontSize="sm" color="fg.muted" flex="1">
          {chosen
            ? `${chosen.machineId}: ${currentStates(chosen)}${chosen.stopped ? ' (stopped)' : ''}`
            : 'Waiting for a statechart to start'}
        </Text>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
        <Button size="xs" variant="outline" onClick={onTurnOff}>
          Turn off
        </Button>
      </Flex>
      <Flex
        id={bodyId}
        hidden={!open}
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        px="4"
        pb="3"
        maxH={{ base: '55vh', md: '42vh' }}
        overflowY="auto"
      >
        <Box as="nav" aria-label="Running statecharts" flexShrink={0}>
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1">
            {view.actors.map((actor) => (
              <li key={actor.sessionId}>
                <Button
                  size="xs"
                  variant={actor.machineId === chosenId ? 'solid' : 'ghost'}
                  colorPalette="brand"
                  fontFamily="mono"
                  aria-pressed={actor.machineId === chosenId}
                  onClick={() => setPicked(actor.machineId)}
                >
                  {actor.machineId}: {currentStates(actor)}
                  {actor.stopped ? ' (stopped)' : ''}
                </Button>
              </li>
            ))}
          </chakra.ul>
        </Box>
        <Box flex="2" minW="0">
          {chosen?.snapshot ? (
            <StatechartDiagram
              model={chosen.model}
              activeIds={activeStateIds(chosen.model, chosen.snapshot)}
              maxHeight="34vh"
            />
          ) : null}
        </Box>
        <Box as="section" aria-label="Inspector log" flex="1" minW={{ md: '64' }}>
          <Heading as="h3" fontSize="sm" mb="1">
            Events and transitions
          </Heading>
          <Box role="log" aria-label="Events and transitions">
            <chakra.ol
              listStyleType="none"
              m="0"
              p="0"
              display="grid"
              gap="0.5"
              fontSize="xs"
              fontFamily="mono"
            >
              {view.log.map((line) => (
                <chakra.li key={line.id} color={line.kind === 'event' ? 'fg.default' : 'fg.muted'}>
                  <HStack gap="1" align="baseline">
                    <chakra.span fontWeight="bold">{line.machineId}</chakra.span>
                    <span>{line.kind === 'event' ? `← ${line.text}` : line.text}</span>
                  </HStack>
                </chakra.li>
              ))}
              <li ref={logEnd} aria-hidden="true" />
            </chakra.ol>
          </Box>
        </Box>
      </Flex>
    </chakra.aside>
  );
}
