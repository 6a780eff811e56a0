import { Heading } from '@chakra-ui/react';

export function ListingScreen() {
  return <Heading as="h1">Products</Heading>;
}
