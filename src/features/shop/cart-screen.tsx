import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { CART_MESSAGES } from '../../../machines/cart-messages';
import type { CartLine } from '../../api/types';
import { StatusText } from '../../components/status-text';
import { useCart } from '../../lib/shop-hooks';
import { CartLineItem } from './cart-line';
import { EmptyPanel } from './empty-panel';
import { PriceBox } from './price-box';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ShopPage } from './shop-page';
import { SHOP_TEXT } from './shop-texts';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const TEXT = {
  heading: msg(/*i18n*/ { id: 'shop.cart.heading', message: 'My Cart ({count})' }),
  placeOrder: msg(/*i18n*/ { id: 'shop.cart.place-order', message: 'Place Order' }),
  removeTitle: msg(/*i18n*/ { id: 'shop.cart.remove.title', message: 'Remove Item' }),
  removeQuestion: msg(
    /*i18n*/ {
      id: 'shop.cart.remove.question',
      message: 'Are you sure you want to remove this item from your cart?',
    },
  ),
  removeConfirm: msg(/*i18n*/ { id: 'shop.cart.remove.confirm', message: 'Remove' }),
  emptyHeading: msg(/*i18n*/ { id: 'shop.cart.empty.heading', message: 'Your cart is empty!' }),
  emptyText: msg(/*i18n*/ { id: 'shop.cart.empty.text', message: 'Add items to it now.' }),
  emptyAction: msg(/*i18n*/ { id: 'shop.cart.empty.action', message: 'Shop now' }),
};

/**
 * The cart (spec §2, made real by issue 25): the account's lines as the server keeps them, with
 * the shopper's changes shown at once; quantity − and + (1 to 10), Remove after a confirmation,
 * and the server's price box with "Place Order" (the cart's checkout, issue 26). Empty, it shows the empty-cart view with a way back to shopping.
 */
export function CartScreen() {
  const { t } = useI18n();
  const cart = useCart();
  const [pendingRemoval, setPendingRemoval] = useState<CartLine | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  if (cart.status === 'loading') return <StatusText>{t(SHOP_TEXT.loading)}</StatusText>;
  if (cart.status === 'failed') {
    return (
      <ShopPage>
        <Stack align="center" gap="3" py="10" role="alert">
          <Text>{t(cart.notice?.text ?? CART_MESSAGES.loadFailed)}</Text>
          <Button colorPalette="brand" onClick={cart.retry}>
            {t(SHOP_TEXT.tryAgain)}
          </Button>
        </Stack>
      </ShopPage>
    );
  }
  if (cart.lines.length === 0) return <EmptyCart />;

  const confirmRemoval = () => {
    if (!pendingRemoval) return;
    // The line's own buttons go with it, so focus goes back to the cart's heading.
    returnFocusTo.current = headingRef.current;
    cart.remove(pendingRemoval.product.slug);
    setPendingRemoval(null);
  };
  const listNotice = cart.notice?.slug === null ? cart.notice : null;

  return (
    <ShopPage>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="flex-start">
        <Box flex="2" w="full" bg="bg.surface" borderRadius="md" boxShadow="xs">
          <Heading
            ref={headingRef}
            tabIndex={-1}
            as="h1"
            fontSize="lg"
            px="6"
            py="4"
            borderBottomWidth="1px"
            borderColor="border.subtle"
          >
            {t(TEXT.heading, { count: cart.lines.length })}
          </Heading>
          {listNotice && (
            <Flex role="status" gap="3" align="center" px="6" py="3" bg="bg.muted" wrap="wrap">
              <Text flex="1">{t(listNotice.text)}</Text>
              {cart.waiting && (
                <Button size="sm" variant="outline" onClick={cart.retry}>
                  {t(SHOP_TEXT.tryAgain)}
                </Button>
              )}
            </Flex>
          )}
          <chakra.ul listStyleType="none" m="0" p="0">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.product.slug}
                line={line}
                notice={cart.notice?.slug === line.product.slug ? cart.notice : null}
                onDecrease={() => cart.decrease(line.product.slug)}
                onIncrease={() => cart.add(line.product)}
                onRemove={(trigger) => {
                  returnFocusTo.current = trigger;
                  setPendingRemoval(line);
                }}
              />
            ))}
          </chakra.ul>
        </Box>
        {cart.summary && (
          <PriceBox summary={cart.summary}>
            <Box px="6" pb="4">
              <Button asChild colorPalette="orange" size="lg" w="full">
                <RouterLink to="/checkout">{t(TEXT.placeOrder)}</RouterLink>
              </Button>
            </Box>
          </PriceBox>
        )}
      </Flex>
      <ConfirmDialog
        open={pendingRemoval !== null}
        title={t(TEXT.removeTitle)}
        question={t(TEXT.removeQuestion)}
        confirmLabel={t(TEXT.removeConfirm)}
        onCancel={() => setPendingRemoval(null)}
        onConfirm={confirmRemoval}
        returnFocusTo={() => returnFocusTo.current}
      />
    </ShopPage>
  );
}

/** The empty-cart view of spec §2, shown whenever the cart has no lines. */
export function EmptyCart() {
  const { t } = useI18n();
  return (
    <ShopPage>
      <EmptyPanel imageSize="40" action={t(TEXT.emptyAction)}>
        <Heading as="h1" fontSize="xl">
          {t(TEXT.emptyHeading)}
        </Heading>
        <Text color="fg.muted">{t(TEXT.emptyText)}</Text>
      </EmptyPanel>
    </ShopPage>
  );
}
