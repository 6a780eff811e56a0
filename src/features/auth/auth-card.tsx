import { Box, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { Sentence } from '../../i18n/sentence';
import { containerRecipe } from '../../theme/recipes/container';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ container: containerRecipe });

const POLICY_LINKS = {
  terms: msg(/*i18n*/ { id: 'auth.terms-of-use', message: 'Terms of Use' }),
  privacy: msg(/*i18n*/ { id: 'auth.privacy-policy', message: 'Privacy Policy' }),
};

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

/**
 * The agreement both forms show above their button: `message` is the form's own sentence, naming
 * the policies as `{terms}` and `{privacy}`, each a link to its page.
 */
export function PolicyAgreement({ message }: { message: Message }) {
  const { t } = useI18n();
  return (
    <Text fontSize="sm" color="fg.muted">
      <Sentence
        message={message}
        parts={{
          terms: <InlineLink to="/terms">{t(POLICY_LINKS.terms)}</InlineLink>,
          privacy: <InlineLink to="/privacy">{t(POLICY_LINKS.privacy)}</InlineLink>,
        }}
      />
    </Text>
  );
}
