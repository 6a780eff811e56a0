import { Button, Stack, Text } from '@chakra-ui/react';
import { AUTH_MESSAGES } from '../../../../machines/auth-messages';
import type { Delivery } from '../../../api';
import { useI18n } from '../../../i18n/i18n-context';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import type { DeliveryCheckState } from './use-delivery-check';

function Answer({ delivery }: { delivery: Delivery }) {
  const { pincode, place, standard_by: standardBy, express_by: expressBy } = delivery;
  if (!delivery.deliverable || standardBy === null) {
    return <Text color="fg.error">Not deliverable to {pincode}</Text>;
  }
  return (
    <>
      <Text color="fg.muted">
        {place ? `Deliver to ${place} ${pincode}` : `Deliver to ${pincode}`}
      </Text>
      <Text fontWeight="semibold">Delivery by {formatDeliveryDate(standardBy)}</Text>
      {expressBy !== null && <Text>Express delivery by {formatDeliveryDate(expressBy)}</Text>}
      {delivery.same_day && <Text>Same-day delivery available</Text>}
      <Text>{delivery.cod ? 'Cash on Delivery available' : 'Cash on Delivery not available'}</Text>
    </>
  );
}

/**
 * What the check found, in a live region that is in the page from the first render, so each
 * answer is announced as it arrives. A failed call offers to try again with the field's pincode.
 */
export function DeliveryAnswer({
  check,
  onRetry,
}: {
  check: DeliveryCheckState;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <Stack gap="2" align="flex-start">
      <Stack role="status" gap="1" fontSize="sm">
        {check.kind === 'checking' && (
          <Text color="fg.muted">Checking delivery to {check.pincode}...</Text>
        )}
        {check.kind === 'answered' && <Answer delivery={check.delivery} />}
        {check.kind === 'failed' && (
          <Text color="fg.error">
            {t(check.network ? AUTH_MESSAGES.networkError : AUTH_MESSAGES.callFailed)}: could not
            check delivery to {check.pincode}.
          </Text>
        )}
      </Stack>
      {check.kind === 'failed' && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
