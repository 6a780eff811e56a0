import { Button, chakra, Flex, Image, Stack, Text } from '@chakra-ui/react';
import type { Quote } from '../../api/types';
import { PriceDetails } from '../../components/price-details';
import { StatusText } from '../../components/status-text';
import { formatAmount } from '../../lib/format';
import { CheckoutAlert } from './checkout-alert';
import type { CheckoutProps } from './checkout-props';
import { formatDeliveryDate } from '../../lib/delivery-date';

const itemsText = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`;

function deliveryText(quote: Quote): string | null {
  const by = quote.delivery.standard_by;
  return by === null ? null : `Delivery by ${formatDeliveryDate(by)}`;
}

/** The summary step, done: how many items, the total, and when they arrive. */
export function SummarySummary({ snapshot }: Pick<CheckoutProps, 'snapshot'>) {
  const { quote } = snapshot.context;
  if (!quote) return null;
  const delivery = deliveryText(quote);
  return (
    <Text>
      {itemsText(quote.summary.items)}, total {formatAmount(quote.summary.total)}
      {delivery && `. ${delivery}`}
    </Text>
  );
}

/** The quote's totals; unlike the cart, a quote may carry a delivery charge. */
function Totals({ quote }: { quote: Quote }) {
  const { delivery } = quote.summary;
  return (
    <PriceDetails
      aria-label="Price details"
      summary={quote.summary}
      format={formatAmount}
      delivery={delivery === 0 ? 'Free' : formatAmount(delivery)}
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
  const { context } = snapshot;
  const retry = () => send({ type: 'checkout.retry' });
  if (snapshot.matches({ summary: 'quoting' })) {
    return <StatusText>Loading your order summary...</StatusText>;
  }
  if (snapshot.matches({ summary: 'failed' })) {
    return <CheckoutAlert message={context.message} onRetry={retry} />;
  }
  const { quote } = context;
  if (snapshot.matches({ summary: 'refused' }) || !quote) {
    return <CheckoutAlert message={context.message} />;
  }
  const delivery = deliveryText(quote);

  return (
    <Stack gap="4">
      <CheckoutAlert message={context.message} />
      <chakra.ul listStyleType="none" m="0" p="0" aria-label="Items">
        {quote.lines.map(({ product, quantity }) => (
          <Flex as="li" key={product.slug} gap="4" py="3" borderBottomWidth="1px">
            <Image src={product.image_url} alt="" boxSize="16" objectFit="contain" />
            <Stack gap="1" flex="1">
              <Text fontWeight="semibold">{product.name}</Text>
              <Text color="fg.muted">Quantity: {quantity}</Text>
              <Text>{formatAmount(product.price)}</Text>
            </Stack>
          </Flex>
        ))}
      </chakra.ul>
      {delivery && <Text fontWeight="semibold">{delivery}</Text>}
      <Totals quote={quote} />
      <Button
        alignSelf="flex-start"
        colorPalette="orange"
        onClick={() => send({ type: 'checkout.continue' })}
      >
        Continue
      </Button>
    </Stack>
  );
}
