import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { ScreenLoadError } from './lazy-screen';
import { reloadPage } from './reload-page';

const TEXT = {
  loadHeading: msg(
    /*i18n*/ { id: 'shell.route-error.load-heading', message: 'This page could not be loaded' },
  ),
  loadAdvice: msg(
    /*i18n*/ {
      id: 'shell.route-error.load-advice',
      message:
        'Part of the store failed to download. Check your internet connection and try again.',
    },
  ),
  errorHeading: msg(
    /*i18n*/ {
      id: 'shell.route-error.error-heading',
      message: 'Something went wrong on this page',
    },
  ),
  errorAdvice: msg(
    /*i18n*/ {
      id: 'shell.route-error.error-advice',
      message: 'Please try again. If the problem continues, come back in a little while.',
    },
  ),
  retry: msg(/*i18n*/ { id: 'shell.route-error.retry', message: 'Try again' }),
};

/**
 * What a route shows when its screen failed: a lazy chunk that did not load (spec §8, "a
 * load-failure message") or an unexpected render error. Never a blank page; always a retry.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useI18n();
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
        {t(isLoadFailure ? TEXT.loadHeading : TEXT.errorHeading)}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t(isLoadFailure ? TEXT.loadAdvice : TEXT.errorAdvice)}
      </Text>
      <Button onClick={retry} colorPalette="brand">
        {t(TEXT.retry)}
      </Button>
    </Box>
  );
}
