import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MACHINES } from './tooling/registry';
import { MachineWalkthrough } from './machine-walkthrough';

/**
 * /__statecharts, in the development server and the demo build (the route tree leaves it out of
 * the API build): every statechart of the app, drawn and walked by hand with its actors stubbed,
 * so a reviewer can take each transition without any backend. The URL names the machine and
 * the steps taken (`?machine=profile&path=@loadProfile~0,profile.edit`), so a walk can be shared.
 */
function purposeId(machineId: string): string {
  return `statechart-purpose-${machineId}`;
}

const PATH_SEPARATOR = ',';

function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function StatechartsScreen() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const chosen = MACHINES.find((entry) => entry.id === searchText(search.machine)) ?? MACHINES[0];
  const chosenId = chosen?.id ?? '';
  const initialPath = searchText(search.path)?.split(PATH_SEPARATOR) ?? [];
  const show = useCallback(
    (machine: string, path: readonly string[]) => {
      void navigate({
        to: '/__statecharts',
        search: { machine, path: path.length > 0 ? path.join(PATH_SEPARATOR) : undefined },
        replace: true,
      });
    },
    [navigate],
  );
  const followPath = useCallback(
    (path: readonly string[]) => show(chosenId, path),
    [show, chosenId],
  );

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} mb="2">
        Statechart walkthrough
      </Heading>
      <Text color="fg.muted" mb="6" maxW="4xl">
        Choose a machine, then send it the events it takes now. Its actors are stubbed: a call waits
        until you settle it with the outcome you picked. Side effects (storage, window events, logs)
        are skipped and listed instead. Arrows it can take now are highlighted in the chart: click
        one to send its event. The address names the machine and the steps taken, to share this
        state.
      </Text>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ lg: 'flex-start' }}>
        <Box
          as="nav"
          aria-label="Machines"
          w={{ lg: '72' }}
          flexShrink={0}
          bg="bg.surface"
          borderRadius="md"
          boxShadow="xs"
        >
          <chakra.ul listStyleType="none" m="0" p="2">
            {MACHINES.map((entry) => {
              const current = entry.id === chosenId;
              return (
                <chakra.li
                  key={entry.id}
                  px="3"
                  py="2"
                  borderRadius="md"
                  bg={current ? 'brand.subtle' : undefined}
                >
                  <Button
                    variant="ghost"
                    size="sm"
                    px="1"
                    fontWeight="semibold"
                    color={current ? 'brand.fg' : 'fg.default'}
                    aria-pressed={current}
                    aria-describedby={purposeId(entry.id)}
                    onClick={() => show(entry.id, [])}
                  >
                    {entry.id}
                  </Button>
                  <Text id={purposeId(entry.id)} fontSize="sm" color="fg.muted" px="1">
                    {entry.purpose}
                  </Text>
                </chakra.li>
              );
            })}
          </chakra.ul>
        </Box>
        <Box flex="1" minW="0">
          {chosen ? (
            <MachineWalkthrough
              key={chosen.id}
              entry={chosen}
              initialPath={initialPath}
              onPathChange={followPath}
            />
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}
