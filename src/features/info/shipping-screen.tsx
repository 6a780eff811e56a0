import { Text } from '@chakra-ui/react';
import { InfoPage, InfoSection, Points } from './info-page';
import { EXPRESS_DELIVERY_DAYS, STANDARD_DELIVERY_DAYS } from './policy-figures';

export function ShippingScreen() {
  return (
    <InfoPage title="Shipping" lead="How and when your order reaches you.">
      <InfoSection title="Delivery options">
        <Points
          items={[
            `Standard delivery: ${STANDARD_DELIVERY_DAYS} business days.`,
            `Express delivery: ${EXPRESS_DELIVERY_DAYS} business days.`,
            'Same-day delivery: in select places, for orders placed in the morning.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Tracking">
        <Text>
          Once your order is shipped you can follow it from Orders in your account until it is
          delivered.
        </Text>
      </InfoSection>
      <InfoSection title="Delivery charges">
        <Text>
          Delivery charges, if any, are shown in the price details before you pay. Many items ship
          free.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
