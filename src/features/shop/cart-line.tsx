import { Button, chakra, Flex, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { CART_MESSAGES } from '../../../machines/cart-messages';
import { CART_MAX_QUANTITY, type CartLine } from '../../api/types';
import { Price } from '../../components/price';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import type { ShopNotice } from '../../lib/shop-hooks';
import { AVAILABILITY } from './shop-texts';

const TEXT = {
  decrease: msg(/*i18n*/ { id: 'shop.cart.line.decrease', message: 'Decrease quantity of {name}' }),
  quantity: msg(/*i18n*/ { id: 'shop.cart.line.quantity', message: 'Quantity of {name}' }),
  increase: msg(/*i18n*/ { id: 'shop.cart.line.increase', message: 'Increase quantity of {name}' }),
  removeLabel: msg(/*i18n*/ { id: 'shop.cart.line.remove-label', message: 'Remove {name}' }),
  remove: msg(/*i18n*/ { id: 'shop.cart.line.remove', message: 'REMOVE' }),
};

interface CartLineProps {
  line: CartLine;
  /** A message about this line (a refused change), shown beside its buttons. */
  notice: ShopNotice | null;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: (trigger: HTMLElement) => void;
}

/**
 * One line of the cart (spec §2): picture, name linking to the product, price with MRP struck
 * through and the discount, quantity − and + (1 to 10: − is disabled at 1, + at 10 with the
 * reason beside it), and Remove, which asks first.
 */
export function CartLineItem({ line, notice, onDecrease, onIncrease, onRemove }: CartLineProps) {
  const { t } = useI18n();
  const { product, quantity } = line;
  const name = { name: product.name };
  const atMost = quantity >= CART_MAX_QUANTITY;
  const hintId = `cart-line-${product.slug}-hint`;
  const message = notice?.text ?? (atMost ? CART_MESSAGES.maxQuantity : null);
  return (
    <chakra.li
      aria-label={product.name}
      px="6"
      py="5"
      borderBottomWidth="1px"
      borderColor="border.subtle"
    >
      <Flex gap="5">
        <Image
          src={product.image_url}
          alt=""
          boxSize="24"
          objectFit="contain"
          flexShrink="0"
          loading="lazy"
        />
        <Stack gap="1" minW="0">
          <chakra.a asChild fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
            <RouterLink to="/product/$product_slug" params={{ product_slug: product.slug }}>
              {product.name}
            </RouterLink>
          </chakra.a>
          {product.brand && (
            <Text fontSize="sm" color="fg.muted">
              {product.brand}
            </Text>
          )}
          <Price
            price={product.price}
            mrp={product.mrp}
            discountPercentage={product.discount_percentage}
          />
          {!product.in_stock && (
            <Text fontSize="sm" fontWeight="semibold" color="fg.error">
              {t(AVAILABILITY['Out of Stock'])}
            </Text>
          )}
        </Stack>
      </Flex>
      <HStack mt="4" gap="6" wrap="wrap">
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            borderRadius="full"
            aria-label={t(TEXT.decrease, name)}
            disabled={quantity <= 1}
            onClick={onDecrease}
          >
            −
          </Button>
          <Input
            size="xs"
            w="12"
            textAlign="center"
            readOnly
            value={quantity}
            aria-label={t(TEXT.quantity, name)}
          />
          <Button
            size="xs"
            variant="outline"
            borderRadius="full"
            aria-label={t(TEXT.increase, name)}
            aria-describedby={message ? hintId : undefined}
            disabled={atMost || !product.in_stock}
            onClick={onIncrease}
          >
            +
          </Button>
        </HStack>
        <Button
          variant="ghost"
          size="sm"
          fontWeight="semibold"
          aria-label={t(TEXT.removeLabel, name)}
          onClick={(event) => onRemove(event.currentTarget)}
        >
          {t(TEXT.remove)}
        </Button>
      </HStack>
      <Text
        id={hintId}
        role={notice ? 'alert' : undefined}
        mt={message ? '2' : '0'}
        fontSize="sm"
        color={notice ? 'fg.error' : 'fg.muted'}
      >
        {message && t(message)}
      </Text>
    </chakra.li>
  );
}
