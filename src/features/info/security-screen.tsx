import { Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { CARD_DIGITS_KEPT } from './policy-figures';

const ACCOUNT_TIPS: readonly Message[] = [
  msg(
    /*i18n*/ {
      id: 'info.security.strong-password',
      message: 'Use a strong password that you do not use on other sites.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.security.log-out',
      message: 'Log out on shared or public computers.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.security.never-ask',
      message: 'Bazaar will never ask for your password, OTP or card PIN by phone, email or chat.',
    },
  ),
];

export function SecurityScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.security.heading', message: 'Security' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.security.lead',
            message:
              'Shopping on Bazaar is safe: here is how we protect your account and payments.',
          },
        ),
      )}
    >
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.security.payments', message: 'Safe payments' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.security.payments-text',
                message:
                  'Every payment page is encrypted. Card payments are processed by certified payment partners and we keep only the last {digits} digits of your card.',
              },
            ),
            { digits: CARD_DIGITS_KEPT },
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.security.account', message: 'Protecting your account' }))}
      >
        <Points items={ACCOUNT_TIPS.map((tip) => t(tip))} />
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.security.report', message: 'Reporting a problem' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.security.report-text',
                message:
                  'If you receive a suspicious message in our name or notice an order you did not place, contact customer support right away.',
              },
            ),
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
