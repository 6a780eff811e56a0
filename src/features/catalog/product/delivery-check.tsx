import { Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormErrors } from '../../../components/form/form-errors';
import { FormField } from '../../../components/form/form-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { PINCODE_LENGTH } from '../../../lib/pincode';
import { DeliveryAnswer } from './delivery-answer';
import { useDeliveryCheck } from './use-delivery-check';

const TEXT = {
  heading: msg(/*i18n*/ { id: 'catalog.delivery.heading', message: 'Delivery' }),
  pincode: msg(
    /*i18n*/ { id: 'catalog.delivery.pincode-label', message: 'Enter delivery pincode' },
  ),
  check: msg(/*i18n*/ { id: 'catalog.delivery.check', message: 'Check' }),
};

/**
 * The product page's Delivery block (issue 26): a pincode, checked against the delivery call.
 * An invalid pincode is refused here, beside the field, with no call.
 */
export function DeliveryCheck() {
  const { t } = useI18n();
  const { text, check, type, submit } = useDeliveryCheck();
  const headingId = useId();
  const errors = { pincode: check.kind === 'invalid' ? t(check.message) : null };
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {t(TEXT.heading)}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormErrors errors={errors}>
          <FormField label={t(TEXT.pincode)} name="pincode">
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
                <SubmitButton busy={check.kind === 'checking'}>{t(TEXT.check)}</SubmitButton>
              </Flex>
            )}
          </FormField>
        </FormErrors>
      </form>
      <DeliveryAnswer check={check} onRetry={submit} />
    </Stack>
  );
}
