import { Box, chakra, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { User } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { ChevronDownIcon, UserIcon } from './icons';
import { DROPDOWN_PANEL } from '../disclosure-styles';
import { panelItemStyles } from './nav-link-styles';
import { useHoverDisclosure } from './use-hover-disclosure';

const TEXT = {
  account: msg(/*i18n*/ { id: 'shell.account-menu.account', message: 'Account' }),
  profile: msg(/*i18n*/ { id: 'shell.account-menu.profile', message: 'My Profile' }),
  orders: msg(/*i18n*/ { id: 'shell.account-menu.orders', message: 'Orders' }),
  wishlist: msg(/*i18n*/ { id: 'shell.account-menu.wishlist', message: 'Wishlist' }),
  giftCards: msg(/*i18n*/ { id: 'shell.account-menu.gift-cards', message: 'Gift Cards' }),
  logout: msg(/*i18n*/ { id: 'shell.account-menu.logout', message: 'Logout' }),
  newCustomer: msg(/*i18n*/ { id: 'shell.account-menu.new-customer', message: 'New Customer?' }),
  signUp: msg(/*i18n*/ { id: 'shell.account-menu.sign-up', message: 'Sign Up' }),
};

/**
 * The account dropdown (spec §2). Logged in, it is labelled with the user's first name and leads
 * to the profile, orders, wishlist, gift cards and logout. Logged out, it reads 'Account' and
 * keeps the documented swap: 'New Customer?' goes to /register and 'Sign Up' goes to /login.
 */
export function AccountMenu({ user }: { user: User | null }) {
  const { open, rootProps, triggerProps, panelProps, setOpen } = useHoverDisclosure();
  const close = () => setOpen(false);
  const { t } = useI18n();
  const label = user ? user.first_name : t(TEXT.account);

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
        {/* dir="auto": a right-to-left name keeps its own direction, and is cut at its end. The
            taller line keeps a Devanagari name's vowel signs inside the box that cuts it. */}
        <Text as="span" truncate dir="auto" lineHeight="1.6">
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
            <MenuLink to="/account" onSelect={close} text={TEXT.profile} />
            <MenuLink to="/my-order" onSelect={close} text={TEXT.orders} />
            <MenuLink to="/whishlist" onSelect={close} text={TEXT.wishlist} />
            <MenuLink to="/gift_card" onSelect={close} text={TEXT.giftCards} />
            <MenuLink to="/logout" onSelect={close} separated text={TEXT.logout} />
          </chakra.ul>
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0">
            <MenuLink to="/register" onSelect={close} text={TEXT.newCustomer} />
            <MenuLink to="/login" onSelect={close} text={TEXT.signUp} />
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
  text,
}: {
  to: AccountPath;
  onSelect: () => void;
  /** Sets the item apart from the ones above (Logout). */
  separated?: boolean;
  text: Message;
}) {
  const { t } = useI18n();
  return (
    <chakra.li
      {...(separated
        ? { mt: '1', pt: '1', borderTopWidth: '1px', borderColor: 'border.subtle' }
        : {})}
    >
      <Link asChild css={panelItemStyles}>
        <RouterLink to={to} onClick={onSelect}>
          {t(text)}
        </RouterLink>
      </Link>
    </chakra.li>
  );
}
