import { Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { CARD_DIGITS_KEPT } from './policy-figures';

const COLLECTED: readonly Message[] = [
  msg(
    /*i18n*/ {
      id: 'info.privacy.collect-account',
      message: 'Account details you give us: name, email address, phone number and password.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.privacy.collect-addresses',
      message: 'Delivery addresses and, if you choose to add it, your PAN for high-value orders.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.privacy.collect-activity',
      message: 'Orders, wishlists and the products you view, to show you relevant items.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.privacy.collect-device',
      message: 'Device and browser information needed to keep your session secure.',
    },
  ),
];

export function PrivacyScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.privacy.heading', message: 'Privacy Policy' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.privacy.lead',
            message:
              'How Bazaar collects, uses and protects your personal information when you shop with us.',
          },
        ),
      )}
    >
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.privacy.collect', message: 'Information we collect' }))}
      >
        <Points items={COLLECTED.map((item) => t(item))} />
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.privacy.use', message: 'How we use it' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.privacy.use-text',
                message:
                  'We use your information to process and deliver orders, to provide customer support, to prevent fraud and to improve the store. We do not sell your personal information.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.privacy.payment', message: 'Payment information' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.privacy.payment-text',
                message:
                  'Card payments are handled by certified payment partners. We keep only the last {digits} digits of a card so that you can recognise it later.',
              },
            ),
            { digits: CARD_DIGITS_KEPT },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.privacy.sharing', message: 'Sharing' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.privacy.sharing-text',
                message:
                  'We share what is needed to fulfil an order with the seller and the delivery partner, and with authorities when the law requires it.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.privacy.choices', message: 'Your choices' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.privacy.choices-text',
                message:
                  'You can view and edit your profile and addresses from My Account at any time, and you can ask customer support to close your account.',
              },
            ),
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
