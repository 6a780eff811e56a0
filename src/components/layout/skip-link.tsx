import { chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const SKIP = msg(/*i18n*/ { id: 'shell.skip-link', message: 'Skip to main content' });

/**
 * The first stop of the tab order: jumps past the navigation to the main content. Focus moves
 * by script too, because the router owns the URL and a bare fragment change would not focus.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useI18n();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <chakra.a
      href={`#${targetId}`}
      onClick={skip}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg.surface"
      color="brand.fg"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t(SKIP)}
    </chakra.a>
  );
}
