import { chakra, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import type { CartSummary } from '../api/types';
import { useI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };

const TEXT = {
  price: msg(
    /*i18n*/ {
      id: 'shell.price-details.price',
      message: 'Price ({items, plural, one {# item} other {# items}})',
    },
  ),
  discount: msg(/*i18n*/ { id: 'shell.price-details.discount', message: 'Discount' }),
  delivery: msg(/*i18n*/ { id: 'shell.price-details.delivery', message: 'Delivery Charges' }),
  total: msg(/*i18n*/ { id: 'shell.price-details.total', message: 'Total Amount' }),
};

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
  const { t } = useI18n();
  const { items, price, discount, total } = summary;
  return (
    <chakra.dl display="grid" gridTemplateColumns="1fr auto" {...listProps}>
      <dt>{t(TEXT.price, { items })}</dt>
      <chakra.dd m="0" textAlign="end">
        {format(price)}
      </chakra.dd>
      <dt>{t(TEXT.discount)}</dt>
      <chakra.dd m="0" textAlign="end" color="deal.fg">
        −{format(discount)}
      </chakra.dd>
      <dt>{t(TEXT.delivery)}</dt>
      <chakra.dd m="0" textAlign="end" color="deal.fg">
        {delivery}
      </chakra.dd>
      <chakra.dt css={totalStyles}>{t(TEXT.total)}</chakra.dt>
      <chakra.dd m="0" textAlign="end" css={totalStyles}>
        {format(total)}
      </chakra.dd>
    </chakra.dl>
  );
}
