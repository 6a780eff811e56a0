import { Box, Heading, Stack } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import type { CheckoutSource } from '../../api/types';
import { StatusText } from '../../components/status-text';
import { checkoutStep } from '../../../machines/checkout.machine';
import { AddressStep, AddressSummary } from './address-step';
import { CheckoutStep } from './checkout-step';
import { canReopen, stepStatus } from './checkout-view';
import { PaymentStep } from './payment-step';
import { SummaryStep, SummarySummary } from './summary-step';
import { useCheckout } from './use-checkout';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const TEXT = {
  heading: msg(/*i18n*/ { id: 'checkout.heading', message: 'Checkout' }),
  placed: msg(/*i18n*/ { id: 'checkout.order-placed', message: 'Order placed' }),
  expired: msg(
    /*i18n*/ {
      id: 'checkout.expired',
      message: 'Your session has ended. Log in again to continue your checkout.',
    },
  ),
  address: msg(/*i18n*/ { id: 'checkout.step.address', message: 'Delivery address' }),
  summary: msg(/*i18n*/ { id: 'checkout.step.summary', message: 'Order summary' }),
  payment: msg(/*i18n*/ { id: 'checkout.step.payment', message: 'Payment' }),
};

/**
 * /checkout (issue 26): the cart's checkout, or Buy Now's one product at `?product={slug}`. A
 * new source is a new checkout, with a statechart of its own.
 */
export function CheckoutScreen() {
  const { t } = useI18n();
  const { product } = useSearch({ strict: false });
  const source: CheckoutSource =
    product === undefined ? { kind: 'cart' } : { kind: 'product', product_slug: product };
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '2', md: '4' }} py={{ base: '3', md: '6' }}>
      <Heading as="h1" fontSize="xl" mb="4">
        {t(TEXT.heading)}
      </Heading>
      <Checkout key={product ?? ''} source={source} />
    </Box>
  );
}

/** The three steps, each reopenable once done; then "Order placed" takes over. */
function Checkout({ source }: { source: CheckoutSource }) {
  const { t } = useI18n();
  const { snapshot, send } = useCheckout(source);
  const step = checkoutStep(snapshot);
  if (step === 'placed') return <StatusText>{t(TEXT.placed)}</StatusText>;
  if (step === 'expired') {
    return <StatusText>{t(TEXT.expired)}</StatusText>;
  }
  const reopenable = canReopen(snapshot);

  return (
    <Stack gap="3">
      <CheckoutStep
        number={1}
        title={t(TEXT.address)}
        status={stepStatus(snapshot, 'address')}
        summary={<AddressSummary snapshot={snapshot} />}
        onChange={() => send({ type: 'checkout.address.change' })}
        changeDisabled={!reopenable}
      >
        <AddressStep snapshot={snapshot} send={send} />
      </CheckoutStep>
      <CheckoutStep
        number={2}
        title={t(TEXT.summary)}
        status={stepStatus(snapshot, 'summary')}
        summary={<SummarySummary snapshot={snapshot} />}
        onChange={() => send({ type: 'checkout.summary.change' })}
        changeDisabled={!reopenable}
      >
        <SummaryStep snapshot={snapshot} send={send} />
      </CheckoutStep>
      <CheckoutStep number={3} title={t(TEXT.payment)} status={stepStatus(snapshot, 'payment')}>
        <PaymentStep snapshot={snapshot} send={send} />
      </CheckoutStep>
    </Stack>
  );
}
