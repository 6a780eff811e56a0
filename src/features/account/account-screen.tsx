import { Box, Button, chakra, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { useSessionUser } from '../../lib/session-hooks';
import { ACCOUNT_TEXT } from './account-texts';
import { AddressSection } from './address-section';
import { PanSection } from './pan-section';
import { ProfileSection } from './profile-section';
import { containerRecipe } from '../../theme/recipes/container';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ container: containerRecipe });

type SectionId = 'profile' | 'addresses' | 'pan';

const SECTIONS: readonly { id: SectionId; label: Message }[] = [
  { id: 'profile', label: ACCOUNT_TEXT.profile },
  { id: 'addresses', label: ACCOUNT_TEXT.addresses },
  { id: 'pan', label: ACCOUNT_TEXT.pan },
];

function panelId(id: SectionId): string {
  return `account-section-${id}`;
}

function Panel({
  id,
  chosen,
  opened,
  children,
}: {
  id: SectionId;
  chosen: SectionId;
  opened: readonly SectionId[];
  children: ReactNode;
}) {
  return (
    <Box id={panelId(id)} hidden={id !== chosen}>
      {opened.includes(id) ? children : null}
    </Box>
  );
}

const menuItemStyles = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  minH: '12',
  px: '5',
  justifyContent: 'flex-start',
  fontSize: 'sm',
  fontWeight: 'medium',
  borderRadius: '0',
} as const;

/**
 * My Account (spec §2): a side menu (Your Order, Account Information, Manage Addresses, Pan
 * Card) and the chosen section beside it, stacked on small screens. A section is built the
 * first time it is chosen and then stays mounted while another is shown, so switching away
 * and back loses nothing typed.
 */
export function AccountScreen() {
  const [chosen, setChosen] = useState<SectionId>('profile');
  const [opened, setOpened] = useState<readonly SectionId[]>(['profile']);
  const user = useSessionUser();
  const { t } = useI18n();

  const choose = (id: SectionId) => {
    setChosen(id);
    setOpened((before) => (before.includes(id) ? before : [...before, id]));
  };

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" srOnly>
        {t(ACCOUNT_TEXT.heading)}
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-start' }}>
        <Box
          w={{ md: '64' }}
          flexShrink={0}
          bg="bg.surface"
          borderRadius="md"
          boxShadow="sm"
          overflow="hidden"
        >
          {user ? (
            <Box px="5" py="4" borderBottomWidth="1px" borderColor="border.subtle">
              <Text fontSize="sm" color="fg.muted">
                {t(ACCOUNT_TEXT.hello)}
              </Text>
              <Text fontWeight="semibold">
                {user.first_name} {user.last_name}
              </Text>
            </Box>
          ) : null}
          <nav aria-label={t(ACCOUNT_TEXT.menu)}>
            <chakra.ul listStyleType="none" m="0" p="0">
              <li>
                <Link asChild {...menuItemStyles} color="fg.default" textDecoration="none">
                  <RouterLink to="/orderPage">{t(ACCOUNT_TEXT.yourOrder)}</RouterLink>
                </Link>
              </li>
              {SECTIONS.map((section) => {
                const current = section.id === chosen;
                return (
                  <li key={section.id}>
                    <Button
                      variant="ghost"
                      {...menuItemStyles}
                      aria-current={current ? 'true' : undefined}
                      aria-controls={panelId(section.id)}
                      color={current ? 'brand.fg' : 'fg.default'}
                      bg={current ? 'brand.subtle' : undefined}
                      onClick={() => choose(section.id)}
                    >
                      {t(section.label)}
                    </Button>
                  </li>
                );
              })}
            </chakra.ul>
          </nav>
        </Box>
        <Box flex="1" minW="0">
          <Panel id="profile" chosen={chosen} opened={opened}>
            <ProfileSection />
          </Panel>
          <Panel id="addresses" chosen={chosen} opened={opened}>
            {user ? <AddressSection key={user.id} accountId={user.id} /> : null}
          </Panel>
          <Panel id="pan" chosen={chosen} opened={opened}>
            <PanSection />
          </Panel>
        </Box>
      </Flex>
    </Container>
  );
}
