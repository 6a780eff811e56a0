import { Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import {
  CARD_DIGITS_KEPT,
  COD_MAX_ORDER,
  NET_BANKING_BANKS,
  emiTenuresText,
} from './policy-figures';

export function PaymentScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.payment.heading', message: 'Payments' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.payment.lead',
            message: 'Every way to pay for your order, and how we keep it safe.',
          },
        ),
      )}
    >
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.payment.ways', message: 'Ways to pay' }))}>
        <Points
          items={[
            t(
              msg(
                /*i18n*/ {
                  id: 'info.payment.cards',
                  message: 'Credit and debit cards: Visa, Mastercard, RuPay and more.',
                },
              ),
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.payment.net-banking',
                  message: 'Internet banking across {banks} banks.',
                },
              ),
              { banks: NET_BANKING_BANKS },
            ),
            t(msg(/*i18n*/ { id: 'info.payment.upi', message: 'UPI and online wallets.' })),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.payment.cod',
                  message: 'Cash on delivery for orders up to {amount}.',
                },
              ),
              { amount: COD_MAX_ORDER },
            ),
            t(msg(/*i18n*/ { id: 'info.payment.gift-cards', message: 'Gift cards.' })),
          ]}
        />
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.payment.emi-heading', message: 'EMI' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.payment.emi',
                message:
                  'Pay in easy monthly instalments over {tenures}, with no processing fee. EMI is available on eligible credit cards; the interest rate is set by your bank.',
              },
            ),
            { tenures: emiTenuresText(t) },
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.payment.safety-heading', message: 'Card safety' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.payment.safety',
                message:
                  'Card payments are encrypted and processed by certified payment partners. We keep only the last {digits} digits of your card number.',
              },
            ),
            { digits: CARD_DIGITS_KEPT },
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
