import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of every informational page: one h1, an optional lead, then sections. */
export function InfoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box maxW="5xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Box bg="bg.surface" borderRadius="md" boxShadow="xs" p={{ base: '5', md: '10' }}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} mb={lead ? '3' : '6'}>
          {title}
        </Heading>
        {lead ? (
          <Text color="fg.muted" fontSize="md" mb="8" maxW="3xl">
            {lead}
          </Text>
        ) : null}
        <Stack gap="8">{children}</Stack>
      </Box>
    </Box>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" fontSize="lg" mb="3">
        {title}
      </Heading>
      <Stack gap="3" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}

/** A plain bulleted list for policy points. */
export function Points({ items }: { items: readonly string[] }) {
  return (
    <chakra.ul ps="5" display="grid" gap="2" listStyleType="disc">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </chakra.ul>
  );
}
