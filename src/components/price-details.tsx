import { chakra, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import type { CartSummary } from '../api/types';

interface PriceDetailsProps extends HTMLChakraProps<'dl'> {
  /** The totals as the server computed them (never added up here). */
  summary: CartSummary;
  /** How an amount reads: the cart shows whole rupees, the checkout the exact amount. */
  format: (amount: number) => string;
  /** The Delivery Charges amount, as the caller words it ('Free'). */
  delivery: string;
  /** How the Total Amount row stands out from the others. */
  totalStyles: SystemStyleObject;
}

/**
 * The price rows of spec §2 (the cart's price box, the checkout's summary): the price of N items
 * at MRP, the discount, the delivery charges and the total. Layout props go to the list.
 */
export function PriceDetails({
  summary,
  format,
  delivery,
  totalStyles,
  ...listProps
}: PriceDetailsProps) {
  const { items, price, discount, total } = summary;
  return (
    <chakra.dl display="grid" gridTemplateColumns="1fr auto" {...listProps}>
      <dt>
        Price ({items} {items === 1 ? 'item' : 'items'})
      </dt>
      <chakra.dd m="0" textAlign="end">
        {format(price)}
      </chakra.dd>
      <dt>Discount</dt>
      <chakra.dd m="0" textAlign="end" color="deal.fg">
        −{format(discount)}
      </chakra.dd>
      <dt>Delivery Charges</dt>
      <chakra.dd m="0" textAlign="end" color="deal.fg">
        {delivery}
      </chakra.dd>
      <chakra.dt css={totalStyles}>Total Amount</chakra.dt>
      <chakra.dd m="0" textAlign="end" css={totalStyles}>
        {format(total)}
      </chakra.dd>
    </chakra.dl>
  );
}
