import { Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { REFUND_BUSINESS_DAYS, RETURN_WINDOW_POLICY_DAYS } from './policy-figures';

export function CancellationScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(
        msg(/*i18n*/ { id: 'info.cancellation.heading', message: 'Cancellation & Returns' }),
      )}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.cancellation.lead',
            message:
              'When you can cancel an order, how returns work, and when your refund arrives.',
          },
        ),
      )}
    >
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.cancellation.cancel-heading', message: 'Cancellation' }))}
      >
        <Points
          items={[
            t(
              msg(
                /*i18n*/ {
                  id: 'info.cancellation.before-shipping',
                  message: 'You can cancel an order at any time before it is shipped.',
                },
              ),
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.cancellation.after-shipping',
                  message: 'Once an order has been shipped it can no longer be cancelled.',
                },
              ),
            ),
          ]}
        />
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.cancellation.returns-heading', message: 'Returns' }))}
      >
        <Points
          items={[
            t(
              msg(
                /*i18n*/ {
                  id: 'info.cancellation.return-after-delivery',
                  message: 'A return may be requested after delivery.',
                },
              ),
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.cancellation.return-window',
                  message: 'Returns are accepted within {days} days of receipt.',
                },
              ),
              { days: RETURN_WINDOW_POLICY_DAYS },
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.cancellation.return-condition',
                  message: 'Items must be unused, with their original tags and packaging.',
                },
              ),
            ),
          ]}
        />
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.cancellation.refunds-heading', message: 'Refunds' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.cancellation.refunds',
                message:
                  'Refunds are processed within {days} business days after the returned item is picked up, to the original payment method.',
              },
            ),
            { days: REFUND_BUSINESS_DAYS },
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
