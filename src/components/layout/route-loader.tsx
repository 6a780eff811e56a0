import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const LOADING = msg(/*i18n*/ { id: 'shell.route-loader.loading', message: 'Loading page' });

/**
 * The route loader (spec §2): a thin bar fixed at the top of the viewport, over the page rather
 * than in its flow, so showing or hiding it never moves the content. The live region stays
 * mounted so screen readers announce the change of text; the bar itself is decorative.
 */
export function RouteLoader({ active }: { active: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <Box
        aria-hidden="true"
        data-testid="route-loader"
        data-active={active ? 'true' : 'false'}
        position="fixed"
        top="0"
        insetX="0"
        h="3px"
        zIndex="toast"
        pointerEvents="none"
        overflow="hidden"
        opacity={active ? 1 : 0}
        transition="opacity 0.2s ease-out"
      >
        {active ? (
          <Box
            h="full"
            w="full"
            bgGradient="to-r"
            gradientFrom="transparent"
            gradientVia="accent.solid"
            gradientTo="transparent"
            animation="slide-from-left-full 1s ease-in-out infinite"
          />
        ) : null}
      </Box>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {active ? t(LOADING) : ''}
      </VisuallyHidden>
    </>
  );
}
