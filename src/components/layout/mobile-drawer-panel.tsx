import { Box, chakra, CloseButton, Drawer, Link, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { User } from '../../api/types';
import { STORE_NAME } from '../../lib/constants';
import { panelItemStyles } from './nav-link-styles';
import { drawerRecipe } from '../../theme/recipes/drawer';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ drawer: drawerRecipe });

type DrawerPath =
  '/allcategories' | '/account' | '/my-order' | '/cart' | '/whishlist' | '/notification';

const DRAWER_LINKS: readonly { to: DrawerPath; label: string }[] = [
  { to: '/allcategories', label: 'All Categories' },
  { to: '/account', label: 'Account' },
  { to: '/my-order', label: 'My Order' },
  { to: '/cart', label: 'My Cart' },
  { to: '/whishlist', label: 'My Wishlist' },
  { to: '/notification', label: 'My Notification' },
];

export interface MobileDrawerPanelProps {
  user: User | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the drawer closes: the menu button. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The drawer itself (spec §2): the shopper's links, then Help Center and Legal, which the spec
 * shows without a target. It traps focus while open. Its own chunk, with the dialog machinery,
 * loads when the shopper first reaches for the menu button.
 */
export function MobileDrawerPanel({
  user,
  open,
  onOpenChange,
  finalFocusEl,
}: MobileDrawerPanelProps) {
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
                {user ? `Hello, ${user.first_name}` : `Welcome to ${STORE_NAME}`}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" py="3">
              <DrawerSection label="Shop">
                {DRAWER_LINKS.map((item) => (
                  <li key={item.to}>
                    <Link asChild css={panelItemStyles} fontSize="md">
                      <RouterLink to={item.to} onClick={close}>
                        {item.label}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </DrawerSection>
              <Box borderTopWidth="1px" borderColor="border.subtle" my="3" />
              <DrawerSection label="Help and legal">
                <li>
                  <Text px="4" py="2.5" color="fg.muted">
                    Help Center
                  </Text>
                </li>
                <li>
                  <Text px="4" py="2.5" color="fg.muted">
                    Legal
                  </Text>
                </li>
              </DrawerSection>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="brand.contrast" aria-label="Close menu" />
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
