import { Button, Image, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The empty views of the cart and the orders: an illustration, a message and a way back to shop. */
export function EmptyPanel({
  imageSize,
  action,
  children,
}: {
  imageSize: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      py="16"
      px="6"
    >
      <Image src="/img/shop/backpack.svg" alt="" boxSize={imageSize} />
      {children}
      <Button asChild colorPalette="brand" mt="2" px="10">
        <RouterLink to="/">{action}</RouterLink>
      </Button>
    </Stack>
  );
}
