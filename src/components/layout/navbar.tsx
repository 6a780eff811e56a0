import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo } from 'react';
import type { User } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { STORE_NAME } from '../../lib/constants';
import { AccountMenu } from './account-menu';
import { HydrationRegion } from '../hydration-region';
import { UnlessMedia } from '../unless-media';
import { CategoryBar } from './category-bar';
import { CartLink } from './cart-link';
import { StoreIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MobileDrawer } from './mobile-drawer';
import type { NavbarVariant } from './nav-rules';
import { SearchBox } from './search-box';

interface NavbarProps {
  user: User | null;
  /** White on the home page, blue elsewhere (spec §2). */
  variant: NavbarVariant;
  showSearch: boolean;
}

const TEXT = {
  main: msg(/*i18n*/ { id: 'shell.navbar.main', message: 'Main' }),
  home: msg(/*i18n*/ { id: 'shell.navbar.home', message: '{store} home' }),
  becomeSeller: msg(/*i18n*/ { id: 'shell.navbar.become-seller', message: 'Become a Seller' }),
};

const actionStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2',
  py: '2',
  color: 'inherit',
  fontWeight: 'semibold',
  borderRadius: 'md',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'navbar.hover', textDecoration: 'none' },
} as const;

/** Chakra's lg breakpoint: the category bar from there up, the drawer's menu button below. */
const LG_UP = '(min-width: 1024px)';
const BELOW_LG = '(max-width: 1023.98px)';

/**
 * The navigation bar of spec §2 with the desktop category bar under it. Memoised: it changes
 * with its props only, not with every re-render of the shell (loader ticks, route changes).
 */
export const Navbar = memo(function Navbar({ user, variant, showSearch }: NavbarProps) {
  const { t } = useI18n();
  const home = variant === 'home';
  return (
    <Box as="header" data-testid="navbar" data-variant={variant}>
      <Box
        bg={home ? 'navbar.bg.home' : 'navbar.bg.default'}
        color={home ? 'navbar.fg.home' : 'navbar.fg.default'}
        borderBottomWidth={home ? '1px' : '0'}
        borderColor="border.subtle"
      >
        <Flex
          as="nav"
          aria-label={t(TEXT.main)}
          maxW="7xl"
          mx="auto"
          px={{ base: '2', md: '4' }}
          py="2"
          gap={{ base: '1', md: '4' }}
          align="center"
          wrap="wrap"
        >
          {/* What the viewport hides is not rendered at all: on a phone the mega menu's hundreds
              of elements (and its categories request) would be work for nothing. Where media
              queries are unknown (the server, hydration, tests), both render and CSS decides. */}
          <UnlessMedia query={LG_UP}>
            <Box hideFrom="lg">
              <HydrationRegion>
                <MobileDrawer user={user} />
              </HydrationRegion>
            </Box>
          </UnlessMedia>
          <Link asChild css={actionStyles} fontSize="xl" fontStyle="italic" fontWeight="bold">
            <RouterLink to="/" aria-label={t(TEXT.home, { store: STORE_NAME })}>
              {STORE_NAME}
            </RouterLink>
          </Link>
          {showSearch ? (
            <Box
              order={{ base: 1, md: 0 }}
              flexBasis={{ base: '100%', md: '0' }}
              flexGrow="1"
              maxW={{ md: '2xl' }}
              pt={{ base: '1', md: '0' }}
            >
              <HydrationRegion>
                <SearchBox variant={variant} />
              </HydrationRegion>
            </Box>
          ) : (
            <Box flexGrow="1" />
          )}
          <Flex align="center" gap={{ base: '0', md: '2' }} ms="auto">
            {/* Below lg the drawer has it, where a phone's bar has no room. */}
            <LanguageSwitch css={actionStyles} fontWeight="medium" hideBelow="lg" />
            <HydrationRegion>
              <AccountMenu user={user} />
            </HydrationRegion>
            <Link asChild css={actionStyles}>
              <RouterLink to="/becomeseller" aria-label={t(TEXT.becomeSeller)}>
                <StoreIcon />
                <Text as="span" hideBelow="md">
                  {t(TEXT.becomeSeller)}
                </Text>
              </RouterLink>
            </Link>
            <CartLink css={actionStyles} />
          </Flex>
        </Flex>
      </Box>
      <UnlessMedia query={BELOW_LG}>
        <Box hideBelow="lg">
          <HydrationRegion>
            <CategoryBar />
          </HydrationRegion>
        </Box>
      </UnlessMedia>
    </Box>
  );
});
