import { Badge, Box, chakra, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { User } from '../../api/types';
import { CART_BADGE_COUNT, STORE_NAME } from '../../lib/constants';
import { AccountMenu } from './account-menu';
import { CategoryBar } from './category-bar';
import { CartIcon, StoreIcon } from './icons';
import { MobileDrawer } from './mobile-drawer';
import type { NavbarVariant } from './nav-rules';
import { SearchBox } from './search-box';

interface NavbarProps {
  user: User | null;
  /** White on the home page, blue elsewhere (spec §2). */
  variant: NavbarVariant;
  showSearch: boolean;
}

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
  _hover: { bg: 'currentColor/12', textDecoration: 'none' },
} as const;

/** The navigation bar of spec §2 with the desktop category bar under it. */
export function Navbar({ user, variant, showSearch }: NavbarProps) {
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
          aria-label="Main"
          maxW="7xl"
          mx="auto"
          px={{ base: '2', md: '4' }}
          py="2"
          gap={{ base: '1', md: '4' }}
          align="center"
          wrap="wrap"
        >
          <Box hideFrom="lg">
            <MobileDrawer user={user} />
          </Box>
          <Link asChild css={actionStyles} fontSize="xl" fontStyle="italic" fontWeight="bold">
            <RouterLink to="/" aria-label={`${STORE_NAME} home`}>
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
              <SearchBox variant={variant} />
            </Box>
          ) : (
            <Box flexGrow="1" />
          )}
          <Flex align="center" gap={{ base: '0', md: '2' }} ms="auto">
            <AccountMenu user={user} />
            <Link asChild css={actionStyles}>
              <RouterLink to="/becomeseller" aria-label="Become a Seller">
                <StoreIcon />
                <Text as="span" hideBelow="md">
                  Become a Seller
                </Text>
              </RouterLink>
            </Link>
            <Link asChild css={actionStyles}>
              <RouterLink to="/cart" aria-label={`Cart, ${CART_BADGE_COUNT} items`}>
                <chakra.span position="relative" display="inline-flex">
                  <CartIcon />
                  <Badge
                    data-testid="cart-badge"
                    position="absolute"
                    top="-2"
                    right="-2.5"
                    minW="4.5"
                    h="4.5"
                    px="1"
                    justifyContent="center"
                    fontSize="2xs"
                    borderRadius="full"
                    bg="accent.solid"
                    color="fg.default"
                  >
                    {CART_BADGE_COUNT}
                  </Badge>
                </chakra.span>
                <Text as="span" hideBelow="md" ps="1">
                  Cart
                </Text>
              </RouterLink>
            </Link>
          </Flex>
        </Flex>
      </Box>
      <Box hideBelow="lg">
        <CategoryBar />
      </Box>
    </Box>
  );
}
