import { Heading } from '@chakra-ui/react';

export function CartScreen() {
  return <Heading as="h1">My Cart</Heading>;
}

export function OrdersScreen() {
  return <Heading as="h1">My Orders</Heading>;
}

export function WishlistScreen() {
  return <Heading as="h1">My Wishlist</Heading>;
}
