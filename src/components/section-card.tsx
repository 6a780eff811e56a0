import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One account section: a card with its heading, which also names the section's region. */
export function SectionCard({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="sm"
      px={{ base: '4', md: '8' }}
      py={{ base: '5', md: '7' }}
    >
      <Heading as="h2" id={headingId} size="lg" mb="5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
