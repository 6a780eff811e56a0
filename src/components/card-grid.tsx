import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A list of cards, one to four a row as the screen widens; its items are `li` cards. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="4"
    >
      {children}
    </SimpleGrid>
  );
}
