import { Box, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { useOnline } from '../../lib/use-online';

const OFFLINE_STATUS = msg(
  /*i18n*/ { id: 'shell.offline-status', message: "You're offline — showing saved pages" },
);

/**
 * Says the page works from what this device saved while the browser has no network (issue 28).
 * The live region is always in the page, so a screen reader announces the message when it
 * appears; it takes no focus and covers nothing.
 */
export function OfflineStatus() {
  const online = useOnline();
  const { t } = useI18n();
  return (
    <Box role="status" aria-live="polite">
      {online ? null : (
        <Text bg="fg.default" color="fg.inverted" fontSize="sm" textAlign="center" px="4" py="1.5">
          {t(OFFLINE_STATUS)}
        </Text>
      )}
    </Box>
  );
}
