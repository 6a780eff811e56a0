import { Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatRupees } from '../lib/format';

interface PriceProps {
  price: number;
  mrp: number;
  discountPercentage: number;
  size?: 'md' | 'lg';
}

/**
 * Selling price, MRP struck through and 'N% Off', all floored (spec §9). Strike-through is not
 * announced by screen readers, hence the hidden 'MRP' and 'Price' words.
 */
export function Price({ price, mrp, discountPercentage, size = 'md' }: PriceProps) {
  const large = size === 'lg';
  // A product sold at its MRP has nothing to strike through: '₹999 ₹999 0% Off' reads as an error.
  const saving = Math.floor(mrp) > Math.floor(price);
  return (
    <Flex align="baseline" gap={large ? '3' : '2'} wrap="wrap">
      <Text as="span" fontWeight="bold" fontSize={large ? '2xl' : 'md'}>
        <VisuallyHidden>Price </VisuallyHidden>
        {formatRupees(price)}
      </Text>
      {saving && (
        <>
          <Text as="s" color="fg.muted" fontSize={large ? 'md' : 'sm'}>
            <VisuallyHidden>MRP </VisuallyHidden>
            {formatRupees(mrp)}
          </Text>
          <Text as="span" color="deal.fg" fontWeight="semibold" fontSize={large ? 'md' : 'sm'}>
            {Math.floor(discountPercentage)}% Off
          </Text>
        </>
      )}
    </Flex>
  );
}
