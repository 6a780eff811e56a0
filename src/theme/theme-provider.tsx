import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { getGlobalStyles, getSystem } from './system';

/**
 * Chakra's provider with the storefront's system, and the theme's global CSS (the reset, the
 * global CSS and the token variables) as a block of its own, unless the page has the server's
 * block, which stays as it is (./global-styles).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const globalStyles = getGlobalStyles();
  return (
    <ChakraProvider value={getSystem()}>
      {globalStyles ? <Global styles={globalStyles} /> : null}
      {children}
    </ChakraProvider>
  );
}
