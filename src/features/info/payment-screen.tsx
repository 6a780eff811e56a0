import { Text } from '@chakra-ui/react';
import { InfoPage, InfoSection, Points } from './info-page';
import {
  CARD_DIGITS_KEPT,
  COD_MAX_ORDER,
  NET_BANKING_BANKS,
  emiTenuresText,
} from './policy-figures';

export function PaymentScreen() {
  return (
    <InfoPage title="Payments" lead="Every way to pay for your order, and how we keep it safe.">
      <InfoSection title="Ways to pay">
        <Points
          items={[
            'Credit and debit cards: Visa, Mastercard, RuPay and more.',
            `Internet banking across ${NET_BANKING_BANKS} banks.`,
            'UPI and online wallets.',
            `Cash on delivery for orders up to ${COD_MAX_ORDER}.`,
            'Gift cards.',
          ]}
        />
      </InfoSection>
      <InfoSection title="EMI">
        <Text>
          Pay in easy monthly instalments over {emiTenuresText()}, with no processing fee. EMI is
          available on eligible credit cards; the interest rate is set by your bank.
        </Text>
      </InfoSection>
      <InfoSection title="Card safety">
        <Text>
          Card payments are encrypted and processed by certified payment partners. We keep only the
          last {CARD_DIGITS_KEPT} digits of your card number.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
