import { Button, chakra, Flex, Image, Stack, Text } from '@chakra-ui/react';
import type { Quote } from '../../api/types';
import { PriceDetails } from '../../components/price-details';
import { StatusText } from '../../components/status-text';
import { formatAmount } from '../../lib/format';
import { CheckoutAlert } from './checkout-alert';
import type { CheckoutProps } from './checkout-props';
import { formatDeliveryDate } from '../../lib/delivery-date';
import { useI18n } from '../../i18n/i18n-context';
import type { Locale } from '../../i18n/locale';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const TEXT = {
  done: msg(
    /*i18n*/ {
      id: 'checkout.summary.done',
      message: '{count, plural, one {# item} other {# items}}, total {total}',
    },
  ),
  doneWithDelivery: msg(
    /*i18n*/ {
      id: 'checkout.summary.done-with-delivery',
      message: '{count, plural, one {# item} other {# items}}, total {total}. Delivery by {date}',
    },
  ),
  deliveryBy: msg(/*i18n*/ { id: 'checkout.summary.delivery-by', message: 'Delivery by {date}' }),
  loading: msg(
    /*i18n*/ {
      id: 'checkout.summary.loading',
      message: 'Loading your order summary...',
    },
  ),
  items: msg(/*i18n*/ { id: 'checkout.summary.items', message: 'Items' }),
  quantity: msg(/*i18n*/ { id: 'checkout.summary.quantity', message: 'Quantity: {quantity}' }),
  priceDetails: msg(/*i18n*/ { id: 'checkout.summary.price-details', message: 'Price details' }),
  free: msg(/*i18n*/ { id: 'checkout.summary.free', message: 'Free' }),
  continue: msg(/*i18n*/ { id: 'checkout.summary.continue', message: 'Continue' }),
};

/** The quote's standard delivery day in the page's language, or null where it gives none. */
function deliveryDate(quote: Quote, locale: Locale): string | null {
  const by = quote.delivery.standard_by;
  return by === null ? null : formatDeliveryDate(by, { locale });
}

/** The summary step, done: how many items, the total, and when they arrive. */
export function SummarySummary({ snapshot }: Pick<CheckoutProps, 'snapshot'>) {
  const { t, locale } = useI18n();
  const { quote } = snapshot.context;
  if (!quote) return null;
  const date = deliveryDate(quote, locale);
  const values = { count: quote.summary.items, total: formatAmount(quote.summary.total) };
  return (
    <Text>
      {date === null ? t(TEXT.done, values) : t(TEXT.doneWithDelivery, { ...values, date })}
    </Text>
  );
}

/** The quote's totals; unlike the cart, a quote may carry a delivery charge. */
function Totals({ quote }: { quote: Quote }) {
  const { t } = useI18n();
  const { delivery } = quote.summary;
  return (
    <PriceDetails
      aria-label={t(TEXT.priceDetails)}
      summary={quote.summary}
      format={formatAmount}
      delivery={delivery === 0 ? t(TEXT.free) : formatAmount(delivery)}
      totalStyles={{ fontWeight: 'semibold' }}
      rowGap="2"
      maxW="md"
    />
  );
}

/**
 * The summary step, open: the server's quote for the chosen address (lines, quantities, the
 * delivery date for its pincode, the totals), and "Continue". A changed price arrives here with
 * its message, to be seen before the order is placed again.
 */
export function SummaryStep({ snapshot, send }: CheckoutProps) {
  const { t, locale } = useI18n();
  const { context } = snapshot;
  const retry = () => send({ type: 'checkout.retry' });
  if (snapshot.matches({ summary: 'quoting' })) {
    return <StatusText>{t(TEXT.loading)}</StatusText>;
  }
  if (snapshot.matches({ summary: 'failed' })) {
    return <CheckoutAlert message={context.message} onRetry={retry} />;
  }
  const { quote } = context;
  if (snapshot.matches({ summary: 'refused' }) || !quote) {
    return <CheckoutAlert message={context.message} />;
  }
  const date = deliveryDate(quote, locale);

  return (
    <Stack gap="4">
      <CheckoutAlert message={context.message} />
      <chakra.ul listStyleType="none" m="0" p="0" aria-label={t(TEXT.items)}>
        {quote.lines.map(({ product, quantity }) => (
          <Flex as="li" key={product.slug} gap="4" py="3" borderBottomWidth="1px">
            <Image src={product.image_url} alt="" boxSize="16" objectFit="contain" />
            <Stack gap="1" flex="1">
              <Text fontWeight="semibold">{product.name}</Text>
              <Text color="fg.muted">{t(TEXT.quantity, { quantity })}</Text>
              <Text>{formatAmount(product.price)}</Text>
            </Stack>
          </Flex>
        ))}
      </chakra.ul>
      {date && <Text fontWeight="semibold">{t(TEXT.deliveryBy, { date })}</Text>}
      <Totals quote={quote} />
      <Button
        alignSelf="flex-start"
        colorPalette="orange"
        onClick={() => send({ type: 'checkout.continue' })}
      >
        {t(TEXT.continue)}
      </Button>
    </Stack>
  );
}
