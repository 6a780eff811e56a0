import { Heading } from '@chakra-ui/react';

export function AccountScreen() {
  return <Heading as="h1">My Account</Heading>;
}
