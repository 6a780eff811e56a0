import { Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';

const ORDER_TERMS: readonly Message[] = [
  msg(
    /*i18n*/ {
      id: 'info.terms.prices',
      message:
        'All prices are in Indian rupees and include applicable taxes unless stated otherwise.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.terms.confirmation',
      message:
        'An order is confirmed only when it is shipped; we may cancel an order if an item is unavailable or mispriced.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.terms.offers',
      message:
        'Offers and discounts are valid for the period shown and cannot be combined unless stated.',
    },
  ),
];

export function TermsScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.terms.heading', message: 'Terms of Use' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.terms.lead',
            message:
              'These terms apply to your use of the Bazaar website. By using the site you agree to them.',
          },
        ),
      )}
    >
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.terms.account', message: 'Your account' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.terms.account-text',
                message:
                  'You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you suspect unauthorised use.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.terms.orders', message: 'Orders and pricing' }))}
      >
        <Points items={ORDER_TERMS.map((term) => t(term))} />
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.terms.sellers', message: 'Sellers on the marketplace' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.terms.sellers-text',
                message:
                  'Bazaar is a marketplace: products are sold by independent sellers, who are responsible for the products they list.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.terms.use', message: 'Acceptable use' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.terms.use-text',
                message:
                  'Do not misuse the site, attempt to access it by automated means, or post content that is unlawful or infringes the rights of others.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.terms.law', message: 'Governing law' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.terms.law-text',
                message:
                  'These terms are governed by the laws of India; the courts of Bengaluru have jurisdiction.',
              },
            ),
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
