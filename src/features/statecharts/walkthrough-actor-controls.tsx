import { Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ActorStub } from './tooling/machine-entry';
import type { PendingCall } from './tooling/stub-actors';
import type { Walkthrough } from './walkthrough';
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

/**
 * One stubbed actor of the walked machine: the outcome its calls settle with, and a button per
 * call waiting to be settled. A listener has no outcomes; its events are sent by hand.
 */
export function ActorControls({
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
