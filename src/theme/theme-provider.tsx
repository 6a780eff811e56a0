import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { getGlobalStyles, getSystem } from './system';

/**
 * Chakra's provider with the storefront's system, and the theme's global CSS (the reset, the
 * global CSS and the token variables) as a block of its own: in a server-rendered page the
 * server's block, adopted as it stands (./global-styles).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <Global styles={getGlobalStyles()} />
      {children}
    </ChakraProvider>
  );
}
