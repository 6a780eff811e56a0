import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ScreenLoadError } from './lazy-screen';
import { reloadPage } from './reload-page';

/**
 * What a route shows when its screen failed: a lazy chunk that did not load (spec §8, "a
 * load-failure message") or an unexpected render error. Never a blank page; always a retry.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const isLoadFailure = error instanceof ScreenLoadError;

  useEffect(() => {
    if (!isLoadFailure) console.error(error);
    heading.current?.focus();
  }, [error, isLoadFailure]);

  const retry = () => {
    if (isLoadFailure) {
      reloadPage();
      return;
    }
    reset();
    void router.invalidate();
  };

  return (
    <Box
      role="alert"
      maxW="lg"
      mx="auto"
      my="16"
      p="8"
      bg="bg.surface"
      borderRadius="md"
      textAlign="center"
    >
      <Heading ref={heading} tabIndex={-1} as="h1" size="lg" mb="3">
        {isLoadFailure ? 'This page could not be loaded' : 'Something went wrong on this page'}
      </Heading>
      <Text color="fg.muted" mb="6">
        {isLoadFailure
          ? 'Part of the store failed to download. Check your internet connection and try again.'
          : 'Please try again. If the problem continues, come back in a little while.'}
      </Text>
      <Button onClick={retry} colorPalette="brand">
        Try again
      </Button>
    </Box>
  );
}
