import { Box, Heading, Text } from '@chakra-ui/react';
import type { CartSummary } from '../../api/types';
import { PriceDetails } from '../../components/price-details';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { formatRupees } from '../../lib/format';

const TEXT = {
  heading: msg(/*i18n*/ { id: 'shop.price-box.heading', message: 'Price details' }),
  free: msg(/*i18n*/ { id: 'shop.price-box.free', message: 'Free' }),
  saving: msg(
    /*i18n*/ {
      id: 'shop.price-box.saving',
      message: 'You will save {amount} on this order',
    },
  ),
};

/** The total's row, set off by a dashed rule above it. */
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
  const { t } = useI18n();
  const { discount } = summary;
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
        {t(TEXT.heading)}
      </Heading>
      <PriceDetails
        summary={summary}
        format={formatRupees}
        delivery={t(TEXT.free)}
        totalStyles={totalRowStyles}
        px="6"
        py="4"
        rowGap="4"
      />
      {discount > 0 && (
        <Text px="6" pb="4" color="deal.fg" fontWeight="semibold">
          {t(TEXT.saving, { amount: formatRupees(discount) })}
        </Text>
      )}
      {children}
    </Box>
  );
}
