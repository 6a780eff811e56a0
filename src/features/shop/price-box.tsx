import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { CartSummary } from '../../api/types';
import { formatRupees } from '../../lib/format';

/** The total's term and amount: one row of the list, set off by a dashed rule above it. */
const totalRowStyles = {
  fontWeight: 'semibold',
  fontSize: 'lg',
  pt: '4',
  borderTopWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.subtle',
} as const;

/**
 * The cart's price box (spec §2): the price of N items at MRP, the discount, free delivery, the
 * total and the saving, all as the server computed them (never added up here).
 */
export function PriceBox({
  summary,
  children,
}: {
  summary: CartSummary;
  children?: React.ReactNode;
}) {
  const { items, price, discount, total } = summary;
  return (
    <Box
      as="section"
      aria-labelledby="price-details"
      flex="1"
      w="full"
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
    >
      <Heading
        id="price-details"
        as="h2"
        fontSize="sm"
        color="fg.muted"
        textTransform="uppercase"
        px="6"
        py="4"
        borderBottomWidth="1px"
        borderColor="border.subtle"
      >
        Price details
      </Heading>
      <chakra.dl px="6" py="4" display="grid" gridTemplateColumns="1fr auto" rowGap="4">
        <dt>
          Price ({items} {items === 1 ? 'item' : 'items'})
        </dt>
        <chakra.dd m="0" textAlign="end">
          {formatRupees(price)}
        </chakra.dd>
        <dt>Discount</dt>
        <chakra.dd m="0" textAlign="end" color="deal.fg">
          −{formatRupees(discount)}
        </chakra.dd>
        <dt>Delivery Charges</dt>
        <chakra.dd m="0" textAlign="end" color="deal.fg">
          Free
        </chakra.dd>
        <chakra.dt {...totalRowStyles}>Total Amount</chakra.dt>
        <chakra.dd m="0" textAlign="end" {...totalRowStyles}>
          {formatRupees(total)}
        </chakra.dd>
      </chakra.dl>
      {discount > 0 && (
        <Text px="6" pb="4" color="deal.fg" fontWeight="semibold">
          You will save {formatRupees(discount)} on this order
        </Text>
      )}
      {children}
    </Box>
  );
}
