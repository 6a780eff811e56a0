import { Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { EXPRESS_DELIVERY_DAYS, STANDARD_DELIVERY_DAYS } from './policy-figures';

export function ShippingScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.shipping.heading', message: 'Shipping' }))}
      lead={t(
        msg(/*i18n*/ { id: 'info.shipping.lead', message: 'How and when your order reaches you.' }),
      )}
    >
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.shipping.options', message: 'Delivery options' }))}
      >
        <Points
          items={[
            t(
              msg(
                /*i18n*/ {
                  id: 'info.shipping.standard',
                  message: 'Standard delivery: {days} business days.',
                },
              ),
              { days: STANDARD_DELIVERY_DAYS },
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.shipping.express',
                  message: 'Express delivery: {days} business days.',
                },
              ),
              { days: EXPRESS_DELIVERY_DAYS },
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.shipping.same-day',
                  message: 'Same-day delivery: in select places, for orders placed in the morning.',
                },
              ),
            ),
          ]}
        />
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.shipping.tracking', message: 'Tracking' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.shipping.tracking-text',
                message:
                  'Once your order is shipped you can follow it from Orders in your account until it is delivered.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.shipping.charges', message: 'Delivery charges' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.shipping.charges-text',
                message:
                  'Delivery charges, if any, are shown in the price details before you pay. Many items ship free.',
              },
            ),
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
