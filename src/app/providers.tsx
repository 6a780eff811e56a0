import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/toaster';
import { system } from '../theme/system';
import { SessionProvider } from './session-context';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>{children}</SessionProvider>
      <AppToaster />
    </ChakraProvider>
  );
}
