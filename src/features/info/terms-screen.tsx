import { Text } from '@chakra-ui/react';
import { STORE_NAME } from '../../lib/constants';
import { InfoPage, InfoSection, Points } from './info-page';

export function TermsScreen() {
  return (
    <InfoPage
      title="Terms of Use"
      lead={`These terms apply to your use of the ${STORE_NAME} website. By using the site you agree to them.`}
    >
      <InfoSection title="Your account">
        <Text>
          You are responsible for keeping your password confidential and for all activity under your
          account. Tell us at once if you suspect unauthorised use.
        </Text>
      </InfoSection>
      <InfoSection title="Orders and pricing">
        <Points
          items={[
            'All prices are in Indian rupees and include applicable taxes unless stated otherwise.',
            'An order is confirmed only when it is shipped; we may cancel an order if an item is unavailable or mispriced.',
            'Offers and discounts are valid for the period shown and cannot be combined unless stated.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Sellers on the marketplace">
        <Text>
          {STORE_NAME} is a marketplace: products are sold by independent sellers, who are
          responsible for the products they list.
        </Text>
      </InfoSection>
      <InfoSection title="Acceptable use">
        <Text>
          Do not misuse the site, attempt to access it by automated means, or post content that is
          unlawful or infringes the rights of others.
        </Text>
      </InfoSection>
      <InfoSection title="Governing law">
        <Text>
          These terms are governed by the laws of India; the courts of Bengaluru have jurisdiction.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
