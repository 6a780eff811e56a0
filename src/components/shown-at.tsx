import { Box, type BoxProps } from '@chakra-ui/react';
import { useWideScreen } from './use-wide-screen';

interface ShownAtProps extends Omit<BoxProps, 'display'> {
  /** Wide screens (the spec's 768 px breakpoint and up) or narrow ones. */
  side: 'wide' | 'narrow';
}

/**
 * A part of the page for one width only. Where the width is known it renders there and nowhere
 * else (a phone does no work for the desktop sidebar); while it is unknown (the server's HTML
 * and its hydration) it renders for both and CSS media queries decide, so the hydrated page
 * matches the server's and neither width sees the other's layout.
 */
export function ShownAt({ side, children, ...props }: ShownAtProps) {
  const wide = useWideScreen();
  if (wide !== null) return wide === (side === 'wide') ? <Box {...props}>{children}</Box> : null;
  return (
    <Box
      {...props}
      display={side === 'wide' ? { base: 'none', md: 'block' } : { base: 'block', md: 'none' }}
    >
      {children}
    </Box>
  );
}
