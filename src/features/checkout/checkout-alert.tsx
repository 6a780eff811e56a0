import { Button, Flex, Text } from '@chakra-ui/react';
import { checkoutMessageText, type CheckoutMessage } from '../../../machines/checkout-messages';

/**
 * A checkout failure, said as an alert in the step it is about, with "Try again" where the
 * statechart offers a retry (a read that got no answer).
 */
export function CheckoutAlert({
  message,
  onRetry,
}: {
  message: CheckoutMessage | null;
  onRetry?: (() => void) | undefined;
}) {
  if (!message) return null;
  return (
    <Flex role="alert" gap="3" align="center" wrap="wrap" px="4" py="3" mb="4" bg="bg.muted">
      <Text flex="1" color="fg.error">
        {checkoutMessageText(message)}
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Flex>
  );
}
