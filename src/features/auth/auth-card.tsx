import { Box, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { containerRecipe } from '../../theme/recipes/container';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ container: containerRecipe });

/** The two-panel card both forms sit in: the page heading and a tagline, then the form. */
export function AuthCard({
  title,
  tagline,
  children,
}: {
  title: string;
  tagline: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="4xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        bg="bg.surface"
        borderRadius="md"
        boxShadow="sm"
        overflow="hidden"
      >
        <Box
          bg="brand.solid"
          color="brand.contrast"
          px={{ base: '6', md: '8' }}
          py={{ base: '6', md: '10' }}
          w={{ md: '2/5' }}
          flexShrink={0}
        >
          <Heading as="h1" size="2xl" mb="3">
            {title}
          </Heading>
          <Text fontSize="lg">{tagline}</Text>
        </Box>
        <Box px={{ base: '5', md: '8' }} py={{ base: '6', md: '10' }} flex="1" minW="0">
          {children}
        </Box>
      </Flex>
    </Container>
  );
}

/** An in-app text link styled for the forms. */
export function InlineLink({
  to,
  children,
}: {
  to: '/login' | '/register' | '/terms' | '/privacy';
  children: string;
}) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
