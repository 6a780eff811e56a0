import { Button, Stack, Text } from '@chakra-ui/react';
import { AUTH_MESSAGES } from '../../../../machines/auth-messages';
import type { Delivery } from '../../../api';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { formatDeliveryDate } from '../../../lib/delivery-date';
import type { DeliveryCheckState } from './use-delivery-check';

const TEXT = {
  notDeliverable: msg(
    /*i18n*/ { id: 'catalog.delivery.not-deliverable', message: 'Not deliverable to {pincode}' },
  ),
  deliverToPlace: msg(
    /*i18n*/ { id: 'catalog.delivery.deliver-to-place', message: 'Deliver to {place} {pincode}' },
  ),
  deliverTo: msg(/*i18n*/ { id: 'catalog.delivery.deliver-to', message: 'Deliver to {pincode}' }),
  deliveryBy: msg(/*i18n*/ { id: 'catalog.delivery.standard-by', message: 'Delivery by {date}' }),
  expressBy: msg(
    /*i18n*/ { id: 'catalog.delivery.express-by', message: 'Express delivery by {date}' },
  ),
  sameDay: msg(
    /*i18n*/ { id: 'catalog.delivery.same-day', message: 'Same-day delivery available' },
  ),
  cod: msg(/*i18n*/ { id: 'catalog.delivery.cod', message: 'Cash on Delivery available' }),
  noCod: msg(/*i18n*/ { id: 'catalog.delivery.no-cod', message: 'Cash on Delivery not available' }),
  checking: msg(
    /*i18n*/ { id: 'catalog.delivery.checking', message: 'Checking delivery to {pincode}...' },
  ),
  failed: msg(
    /*i18n*/ {
      id: 'catalog.delivery.failed',
      message: '{problem}: could not check delivery to {pincode}.',
    },
  ),
  retry: msg(/*i18n*/ { id: 'catalog.delivery.retry', message: 'Try again' }),
};

function Answer({ delivery }: { delivery: Delivery }) {
  const { t, locale } = useI18n();
  const { pincode, place, standard_by: standardBy, express_by: expressBy } = delivery;
  if (!delivery.deliverable || standardBy === null) {
    return <Text color="fg.error">{t(TEXT.notDeliverable, { pincode })}</Text>;
  }
  return (
    <>
      <Text color="fg.muted">
        {place ? t(TEXT.deliverToPlace, { place, pincode }) : t(TEXT.deliverTo, { pincode })}
      </Text>
      <Text fontWeight="semibold">
        {t(TEXT.deliveryBy, { date: formatDeliveryDate(standardBy, { locale }) })}
      </Text>
      {expressBy !== null && (
        <Text>{t(TEXT.expressBy, { date: formatDeliveryDate(expressBy, { locale }) })}</Text>
      )}
      {delivery.same_day && <Text>{t(TEXT.sameDay)}</Text>}
      <Text>{t(delivery.cod ? TEXT.cod : TEXT.noCod)}</Text>
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
          <Text color="fg.muted">{t(TEXT.checking, { pincode: check.pincode })}</Text>
        )}
        {check.kind === 'answered' && <Answer delivery={check.delivery} />}
        {check.kind === 'failed' && (
          <Text color="fg.error">
            {t(TEXT.failed, {
              problem: t(check.network ? AUTH_MESSAGES.networkError : AUTH_MESSAGES.callFailed),
              pincode: check.pincode,
            })}
          </Text>
        )}
      </Stack>
      {check.kind === 'failed' && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t(TEXT.retry)}
        </Button>
      )}
    </Stack>
  );
}
