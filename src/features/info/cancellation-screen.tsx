import { Text } from '@chakra-ui/react';
import { InfoPage, InfoSection, Points } from './info-page';
import { REFUND_BUSINESS_DAYS, RETURN_WINDOW_POLICY_DAYS } from './policy-figures';

export function CancellationScreen() {
  return (
    <InfoPage
      title="Cancellation & Returns"
      lead="When you can cancel an order, how returns work, and when your refund arrives."
    >
      <InfoSection title="Cancellation">
        <Points
          items={[
            'You can cancel an order at any time before it is shipped.',
            'Once an order has been shipped it can no longer be cancelled.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Returns">
        <Points
          items={[
            'A return may be requested after delivery.',
            `Returns are accepted within ${RETURN_WINDOW_POLICY_DAYS} days of receipt.`,
            'Items must be unused, with their original tags and packaging.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Refunds">
        <Text>
          Refunds are processed within {REFUND_BUSINESS_DAYS} business days after the returned item
          is picked up, to the original payment method.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
