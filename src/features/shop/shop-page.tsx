import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page frame shared by the cart, orders and wishlist. */
export function ShopPage({ children }: { children: ReactNode }) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '2', md: '4' }} py={{ base: '3', md: '6' }}>
      {children}
    </Box>
  );
}
