import { Button, Flex, Text } from '@chakra-ui/react';
import { checkoutMessageText, type CheckoutMessage } from '../../../machines/checkout-messages';
import { useI18n } from '../../i18n/i18n-context';

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
  const { t } = useI18n();
  if (!message) return null;
  // On the step's white, not bg.muted: fg.error on bg.muted is 4.39:1, under WCAG AA's 4.5:1.
  return (
    <Flex
      role="alert"
      gap="3"
      align="center"
      wrap="wrap"
      px="4"
      py="3"
      mb="4"
      borderStartWidth="4px"
      borderColor="fg.error"
    >
      <Text flex="1" color="fg.error">
        {t(checkoutMessageText(message))}
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Flex>
  );
}
