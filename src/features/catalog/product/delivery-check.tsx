import { Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormErrors } from '../../../components/form/form-errors';
import { FormField } from '../../../components/form/form-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PINCODE_LENGTH } from '../../../lib/pincode';
import { DeliveryAnswer } from './delivery-answer';
import { useDeliveryCheck } from './use-delivery-check';

/**
 * The product page's Delivery block (issue 26): a pincode, checked against the delivery call.
 * An invalid pincode is refused here, beside the field, with no call.
 */
export function DeliveryCheck() {
  const { text, check, type, submit } = useDeliveryCheck();
  const headingId = useId();
  const errors = { pincode: check.kind === 'invalid' ? check.message : null };
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        Delivery
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormErrors errors={errors}>
          <FormField label="Enter delivery pincode" name="pincode">
            {({ describedBy }) => (
              <Flex gap="2" w="full" maxW="sm">
                <Input
                  name="pincode"
                  value={text}
                  onChange={(event) => type(event.target.value)}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={PINCODE_LENGTH}
                  aria-describedby={describedBy}
                  bg="bg.surface"
                />
                <SubmitButton busy={check.kind === 'checking'}>Check</SubmitButton>
              </Flex>
            )}
          </FormField>
        </FormErrors>
      </form>
      <DeliveryAnswer check={check} onRetry={submit} />
    </Stack>
  );
}
