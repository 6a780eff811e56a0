import { Text } from '@chakra-ui/react';
import { STORE_NAME } from '../../lib/constants';
import { InfoPage, InfoSection, Points } from './info-page';
import { CARD_DIGITS_KEPT } from './policy-figures';

export function SecurityScreen() {
  return (
    <InfoPage
      title="Security"
      lead={`Shopping on ${STORE_NAME} is safe: here is how we protect your account and payments.`}
    >
      <InfoSection title="Safe payments">
        <Text>
          Every payment page is encrypted. Card payments are processed by certified payment partners
          and we keep only the last {CARD_DIGITS_KEPT} digits of your card.
        </Text>
      </InfoSection>
      <InfoSection title="Protecting your account">
        <Points
          items={[
            'Use a strong password that you do not use on other sites.',
            'Log out on shared or public computers.',
            `${STORE_NAME} will never ask for your password, OTP or card PIN by phone, email or chat.`,
          ]}
        />
      </InfoSection>
      <InfoSection title="Reporting a problem">
        <Text>
          If you receive a suspicious message in our name or notice an order you did not place,
          contact customer support right away.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
