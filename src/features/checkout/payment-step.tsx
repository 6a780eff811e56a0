import { Box, Button, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { Quote } from '../../api/types';
import { CHECKOUT_MESSAGES } from '../../../machines/checkout-messages';
import { codUnavailable, type PaymentChoice } from '../../../machines/checkout-payment';
import { CheckoutAlert } from './checkout-alert';
import type { CheckoutProps } from './checkout-props';
import { EmiTenures } from './emi-tenures';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

const TEXT = {
  options: msg(/*i18n*/ { id: 'checkout.payment.options', message: 'Payment options' }),
  cod: msg(/*i18n*/ { id: 'checkout.payment.cod', message: 'Cash on Delivery' }),
  upi: msg(/*i18n*/ { id: 'checkout.payment.upi', message: 'UPI (simulated)' }),
  emi: msg(/*i18n*/ { id: 'checkout.payment.emi', message: 'EMI (simulated)' }),
  place: msg(/*i18n*/ { id: 'checkout.payment.place', message: 'Place order' }),
  placing: msg(/*i18n*/ { id: 'checkout.payment.placing', message: 'Placing your order...' }),
};

type Method = PaymentChoice['method'];

const METHODS: readonly Method[] = ['cod', 'upi', 'emi'];
const isMethod = (value: string | null): value is Method =>
  METHODS.some((method) => method === value);

function PaymentOption({
  value,
  disabled = false,
  describedBy,
  children,
}: {
  value: Method;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={disabled}
      cursor={disabled ? 'not-allowed' : 'pointer'}
    >
      <RadioGroup.ItemHiddenInput aria-describedby={describedBy} />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{children}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}

/** The choice a press of a method makes: EMI keeps its months, or takes the first tenure. */
function choiceOf(
  method: Method,
  current: PaymentChoice | null,
  quote: Quote,
): PaymentChoice | null {
  if (method !== 'emi') return { method };
  if (current?.method === 'emi') return current;
  const first = quote.emi[0];
  return first ? { method: 'emi', months: first.months } : null;
}

/**
 * The payment step: Cash on Delivery (shown disabled with its reason where the quote does not
 * offer it), UPI and EMI (both simulated; EMI with the quote's tenures and monthly amounts), and
 * "Place order", busy while the order is on its way (a second press places nothing more).
 */
export function PaymentStep({ snapshot, send }: CheckoutProps) {
  const { t } = useI18n();
  const codReasonId = useId();
  const { quote, payment, message } = snapshot.context;
  if (!quote) return null;
  const placing = snapshot.matches('placing');
  const codReason = codUnavailable(quote);
  const choose = (choice: PaymentChoice | null) => {
    if (choice) send({ type: 'checkout.payment.choose', payment: choice });
  };

  return (
    <Stack gap="4" align="flex-start">
      <CheckoutAlert message={message} />
      <RadioGroup.Root
        aria-label={t(TEXT.options)}
        value={payment?.method ?? null}
        readOnly={placing}
        onValueChange={({ value }) => {
          if (isMethod(value)) choose(choiceOf(value, payment, quote));
        }}
        colorPalette="brand"
      >
        <Stack gap="4">
          <Box>
            <PaymentOption
              value="cod"
              disabled={codReason !== null}
              describedBy={codReason ? codReasonId : undefined}
            >
              {t(TEXT.cod)}
            </PaymentOption>
            {codReason && (
              <Text id={codReasonId} ms="7" fontSize="sm" color="fg.muted">
                {t(CHECKOUT_MESSAGES[codReason])}
              </Text>
            )}
          </Box>
          <PaymentOption value="upi">{t(TEXT.upi)}</PaymentOption>
          <PaymentOption value="emi" disabled={quote.emi.length === 0}>
            {t(TEXT.emi)}
          </PaymentOption>
        </Stack>
      </RadioGroup.Root>
      {payment?.method === 'emi' && (
        <EmiTenures
          plans={quote.emi}
          months={payment.months}
          readOnly={placing}
          onChoose={(months) => choose({ method: 'emi', months })}
        />
      )}
      <Button
        colorPalette="orange"
        size="lg"
        disabled={!placing && payment === null}
        aria-busy={placing}
        aria-disabled={placing || undefined}
        onClick={() => send({ type: 'checkout.place' })}
      >
        {placing && <Spinner size="sm" aria-hidden="true" />}
        {t(TEXT.place)}
      </Button>
      <Text role="status" color="fg.muted">
        {placing ? t(TEXT.placing) : ''}
      </Text>
    </Stack>
  );
}
