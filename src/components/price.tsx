import { Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { formatRupees } from '../lib/format';

const TEXT = {
  price: msg(/*i18n*/ { id: 'shell.price.price', message: 'Price' }),
  mrp: msg(/*i18n*/ { id: 'shell.price.mrp', message: 'MRP' }),
  off: msg(/*i18n*/ { id: 'shell.price.off', message: '{percent}% Off' }),
};

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
  const { t } = useI18n();
  const large = size === 'lg';
  // A product sold at its MRP has nothing to strike through: '₹999 ₹999 0% Off' reads as an error.
  const saving = Math.floor(mrp) > Math.floor(price);
  return (
    <Flex align="baseline" gap={large ? '3' : '2'} wrap="wrap">
      <Text as="span" fontWeight="bold" fontSize={large ? '2xl' : 'md'}>
        <VisuallyHidden>{t(TEXT.price)} </VisuallyHidden>
        {formatRupees(price)}
      </Text>
      {saving && (
        <>
          <Text as="s" color="fg.muted" fontSize={large ? 'md' : 'sm'}>
            <VisuallyHidden>{t(TEXT.mrp)} </VisuallyHidden>
            {formatRupees(mrp)}
          </Text>
          <Text as="span" color="deal.fg" fontWeight="semibold" fontSize={large ? 'md' : 'sm'}>
            {t(TEXT.off, { percent: Math.floor(discountPercentage) })}
          </Text>
        </>
      )}
    </Flex>
  );
}
