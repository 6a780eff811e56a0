import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/toaster';
import { system } from '../theme/system';
import { SessionProvider, type AppSession } from './session';

export function AppProviders({ session, children }: { session: AppSession; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider session={session}>{children}</SessionProvider>
      <AppToaster />
    </ChakraProvider>
  );
}
