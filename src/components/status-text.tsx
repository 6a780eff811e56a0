import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A loading or empty message, announced politely to assistive technology. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Text role="status" color="fg.muted" py="6" textAlign="center">
      {children}
    </Text>
  );
}
