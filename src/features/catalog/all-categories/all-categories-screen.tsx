import { Heading } from '@chakra-ui/react';

export function AllCategoriesScreen() {
  return <Heading as="h1">All Categories</Heading>;
}
