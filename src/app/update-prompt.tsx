import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { reloadPage } from './reload-page';

const TEXT = {
  available: msg(/*i18n*/ { id: 'shell.update.available', message: 'A new version is available' }),
  reload: msg(/*i18n*/ { id: 'shell.update.reload', message: 'Reload' }),
};

/**
 * The installed version's waiting successor, once the page is controlled by a service worker:
 * a new build's worker installs in the background and waits (src/sw/service-worker.ts never
 * skips waiting by itself).
 */
function useWaitingWorker(): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let registration: ServiceWorkerRegistration | undefined;
    let mounted = true;
    const check = () => {
      if (mounted && registration?.waiting && container.controller)
        setWaiting(registration.waiting);
    };
    const onUpdateFound = () => registration?.installing?.addEventListener('statechange', check);
    void container.ready.then((ready) => {
      if (!mounted) return;
      registration = ready;
      ready.addEventListener('updatefound', onUpdateFound);
      check();
    });
    return () => {
      mounted = false;
      registration?.removeEventListener('updatefound', onUpdateFound);
    };
  }, []);
  return waiting;
}

/**
 * "A new version is available" with a Reload button, announced without taking focus. Nothing
 * reloads until the shopper asks (a checkout or a form half filled is never lost): Reload lets
 * the new worker take over, and the page loads again once it controls the page.
 */
export function UpdatePrompt() {
  const waiting = useWaitingWorker();
  const { t } = useI18n();
  if (!waiting) return null;
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', reloadPage, { once: true });
    waiting.postMessage('SKIP_WAITING');
  };
  return (
    <Box
      role="status"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      mx="auto"
      maxW="md"
      bg="fg.default"
      color="fg.inverted"
      borderRadius="md"
      boxShadow="lg"
      px="4"
      py="3"
    >
      <HStack justify="space-between" gap="4">
        <Text>{t(TEXT.available)}</Text>
        <Button size="sm" colorPalette="brand" onClick={reload}>
          {t(TEXT.reload)}
        </Button>
      </HStack>
    </Box>
  );
}
