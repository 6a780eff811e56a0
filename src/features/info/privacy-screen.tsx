import { Text } from '@chakra-ui/react';
import { STORE_NAME } from '../../lib/constants';
import { InfoPage, InfoSection, Points } from './info-page';
import { CARD_DIGITS_KEPT } from './policy-figures';

export function PrivacyScreen() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead={`How ${STORE_NAME} collects, uses and protects your personal information when you shop with us.`}
    >
      <InfoSection title="Information we collect">
        <Points
          items={[
            'Account details you give us: name, email address, phone number and password.',
            'Delivery addresses and, if you choose to add it, your PAN for high-value orders.',
            'Orders, wishlists and the products you view, to show you relevant items.',
            'Device and browser information needed to keep your session secure.',
          ]}
        />
      </InfoSection>
      <InfoSection title="How we use it">
        <Text>
          We use your information to process and deliver orders, to provide customer support, to
          prevent fraud and to improve the store. We do not sell your personal information.
        </Text>
      </InfoSection>
      <InfoSection title="Payment information">
        <Text>
          Card payments are handled by certified payment partners. We keep only the last{' '}
          {CARD_DIGITS_KEPT} digits of a card so that you can recognise it later.
        </Text>
      </InfoSection>
      <InfoSection title="Sharing">
        <Text>
          We share what is needed to fulfil an order with the seller and the delivery partner, and
          with authorities when the law requires it.
        </Text>
      </InfoSection>
      <InfoSection title="Your choices">
        <Text>
          You can view and edit your profile and addresses from My Account at any time, and you can
          ask customer support to close your account.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
