import { Box, chakra, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { User } from '../../api/types';
import { ChevronDownIcon, UserIcon } from './icons';
import { DROPDOWN_PANEL } from '../disclosure-styles';
import { panelItemStyles } from './nav-link-styles';
import { useHoverDisclosure } from './use-hover-disclosure';

/**
 * The account dropdown (spec §2). Logged in, it is labelled with the user's first name and leads
 * to the profile, orders, wishlist, gift cards and logout. Logged out, it reads 'Account' and
 * keeps the documented swap: 'New Customer?' goes to /register and 'Sign Up' goes to /login.
 */
export function AccountMenu({ user }: { user: User | null }) {
  const { open, rootProps, triggerProps, panelProps, setOpen } = useHoverDisclosure();
  const close = () => setOpen(false);
  const label = user ? user.first_name : 'Account';

  return (
    <Box position="relative" {...rootProps}>
      <chakra.button
        {...triggerProps}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        px="2"
        py="2"
        maxW={{ base: '28', md: '44' }}
        fontWeight="semibold"
        color="inherit"
        borderRadius="md"
        cursor="pointer"
        _hover={{ bg: 'navbar.hover' }}
      >
        <UserIcon hideBelow="sm" />
        {/* dir="auto": a right-to-left name keeps its own direction, and is cut at its end. */}
        <Text as="span" truncate dir="auto">
          {label}
        </Text>
        <ChevronDownIcon
          transition="transform 0.15s"
          transform={open ? 'rotate(180deg)' : undefined}
        />
      </chakra.button>
      <Box
        {...panelProps}
        {...DROPDOWN_PANEL}
        right={{ base: '0', md: 'auto' }}
        left={{ base: 'auto', md: '0' }}
        minW="56"
        py="2"
      >
        {user ? (
          <chakra.ul listStyleType="none" m="0" p="0">
            <MenuLink to="/account" onSelect={close}>
              My Profile
            </MenuLink>
            <MenuLink to="/my-order" onSelect={close}>
              Orders
            </MenuLink>
            <MenuLink to="/whishlist" onSelect={close}>
              Wishlist
            </MenuLink>
            <MenuLink to="/gift_card" onSelect={close}>
              Gift Cards
            </MenuLink>
            <MenuLink to="/logout" onSelect={close} separated>
              Logout
            </MenuLink>
          </chakra.ul>
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0">
            <MenuLink to="/register" onSelect={close}>
              New Customer?
            </MenuLink>
            <MenuLink to="/login" onSelect={close}>
              Sign Up
            </MenuLink>
          </chakra.ul>
        )}
      </Box>
    </Box>
  );
}

type AccountPath =
  '/account' | '/my-order' | '/whishlist' | '/gift_card' | '/logout' | '/register' | '/login';

function MenuLink({
  to,
  onSelect,
  separated = false,
  children,
}: {
  to: AccountPath;
  onSelect: () => void;
  /** Sets the item apart from the ones above (Logout). */
  separated?: boolean;
  children: string;
}) {
  return (
    <chakra.li
      {...(separated
        ? { mt: '1', pt: '1', borderTopWidth: '1px', borderColor: 'border.subtle' }
        : {})}
    >
      <Link asChild css={panelItemStyles}>
        <RouterLink to={to} onClick={onSelect}>
          {children}
        </RouterLink>
      </Link>
    </chakra.li>
  );
}
