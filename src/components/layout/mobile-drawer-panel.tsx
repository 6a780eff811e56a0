import { Box, chakra, CloseButton, Drawer, Link, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { User } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { STORE_NAME } from '../../lib/constants';
import { LanguageSwitch } from './language-switch';
import { panelItemStyles } from './nav-link-styles';
import { drawerRecipe } from '../../theme/recipes/drawer';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ drawer: drawerRecipe });

type DrawerPath =
  '/allcategories' | '/account' | '/my-order' | '/cart' | '/whishlist' | '/notification';

const DRAWER_LINKS: readonly { to: DrawerPath; label: Message }[] = [
  {
    to: '/allcategories',
    label: msg(/*i18n*/ { id: 'shell.drawer.all-categories', message: 'All Categories' }),
  },
  { to: '/account', label: msg(/*i18n*/ { id: 'shell.drawer.account', message: 'Account' }) },
  { to: '/my-order', label: msg(/*i18n*/ { id: 'shell.drawer.my-order', message: 'My Order' }) },
  { to: '/cart', label: msg(/*i18n*/ { id: 'shell.drawer.my-cart', message: 'My Cart' }) },
  {
    to: '/whishlist',
    label: msg(/*i18n*/ { id: 'shell.drawer.my-wishlist', message: 'My Wishlist' }),
  },
  {
    to: '/notification',
    label: msg(/*i18n*/ { id: 'shell.drawer.my-notification', message: 'My Notification' }),
  },
];

const TEXT = {
  hello: msg(/*i18n*/ { id: 'shell.drawer.hello', message: 'Hello, {name}' }),
  welcome: msg(/*i18n*/ { id: 'shell.drawer.welcome', message: 'Welcome to {store}' }),
  shop: msg(/*i18n*/ { id: 'shell.drawer.shop', message: 'Shop' }),
  helpAndLegal: msg(/*i18n*/ { id: 'shell.drawer.help-and-legal', message: 'Help and legal' }),
  helpCenter: msg(/*i18n*/ { id: 'shell.drawer.help-center', message: 'Help Center' }),
  legal: msg(/*i18n*/ { id: 'shell.drawer.legal', message: 'Legal' }),
  language: msg(/*i18n*/ { id: 'shell.drawer.language', message: 'Language' }),
  close: msg(/*i18n*/ { id: 'shell.drawer.close', message: 'Close menu' }),
};

export interface MobileDrawerPanelProps {
  user: User | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the drawer closes: the menu button. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The drawer itself (spec §2): the shopper's links, then Help Center and Legal, which the spec
 * shows without a target, then the switch to the page in the other language. It traps focus
 * while open. Its own chunk, with the dialog machinery,
 * loads when the shopper first reaches for the menu button.
 */
export function MobileDrawerPanel({
  user,
  open,
  onOpenChange,
  finalFocusEl,
}: MobileDrawerPanelProps) {
  const { t } = useI18n();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header bg="brand.solid" color="brand.contrast" py="4">
              <Drawer.Title fontSize="md">
                {user
                  ? t(TEXT.hello, { name: user.first_name })
                  : t(TEXT.welcome, { store: STORE_NAME })}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" py="3">
              <DrawerSection label={t(TEXT.shop)}>
                {DRAWER_LINKS.map((item) => (
                  <li key={item.to}>
                    <Link asChild css={panelItemStyles} fontSize="md">
                      <RouterLink to={item.to} onClick={close}>
                        {t(item.label)}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </DrawerSection>
              <Box borderTopWidth="1px" borderColor="border.subtle" my="3" />
              <DrawerSection label={t(TEXT.helpAndLegal)}>
                <li>
                  <Text px="4" py="2.5" color="fg.muted">
                    {t(TEXT.helpCenter)}
                  </Text>
                </li>
                <li>
                  <Text px="4" py="2.5" color="fg.muted">
                    {t(TEXT.legal)}
                  </Text>
                </li>
              </DrawerSection>
              <Box borderTopWidth="1px" borderColor="border.subtle" my="3" />
              <DrawerSection label={t(TEXT.language)}>
                <li>
                  <LanguageSwitch css={panelItemStyles} fontSize="md" />
                </li>
              </DrawerSection>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="brand.contrast" aria-label={t(TEXT.close)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function DrawerSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <chakra.ul aria-label={label} listStyleType="none" m="0" p="0">
      {children}
    </chakra.ul>
  );
}
