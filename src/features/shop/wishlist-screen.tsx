import { Badge, Box, Button, chakra, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useRef } from 'react';
import { WISHLIST_MESSAGES } from '../../../machines/cart-messages';
import type { WishlistItem } from '../../api/types';
import { CardGrid } from '../../components/card-grid';
import { StatusText } from '../../components/status-text';
import { formatRupees } from '../../lib/format';
import { useCart, useWishlist, type ShopNotice } from '../../lib/shop-hooks';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { ShopPage } from './shop-page';
import { AVAILABILITY, SHOP_TEXT } from './shop-texts';

const TEXT = {
  heading: msg(/*i18n*/ { id: 'shop.wishlist.heading', message: 'My Wishlist ({count})' }),
  empty: msg(/*i18n*/ { id: 'shop.wishlist.empty', message: 'Your wishlist is empty.' }),
  outOfFive: msg(/*i18n*/ { id: 'shop.wishlist.out-of-five', message: 'out of 5' }),
  addLabel: msg(/*i18n*/ { id: 'shop.wishlist.add-label', message: 'Add {name} to cart' }),
  add: msg(/*i18n*/ { id: 'shop.wishlist.add', message: 'Add to Cart' }),
  removeLabel: msg(/*i18n*/ { id: 'shop.wishlist.remove-label', message: 'Remove {name}' }),
  remove: msg(/*i18n*/ { id: 'shop.wishlist.remove', message: 'Remove' }),
};

/**
 * The wishlist (spec §2, made real by issue 25), at /wishlist and /whishlist: the account's
 * items with their availability; Add to Cart is disabled for an item that is 'Out of Stock', and
 * Remove takes the card off the list at once (put back, with a message, if the server refuses).
 */
export function WishlistScreen() {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const cart = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (wishlist.status === 'loading' || wishlist.status === 'idle') {
    return <StatusText>{t(SHOP_TEXT.loading)}</StatusText>;
  }
  if (wishlist.status === 'failed') {
    return (
      <ShopPage>
        <Stack align="center" gap="3" py="10" role="alert">
          <Text>{t(wishlist.notice?.text ?? WISHLIST_MESSAGES.loadFailed)}</Text>
          <Button colorPalette="brand" onClick={wishlist.retry}>
            {t(SHOP_TEXT.tryAgain)}
          </Button>
        </Stack>
      </ShopPage>
    );
  }

  const remove = (slug: string) => {
    wishlist.remove(slug);
    // The card and its buttons are gone; keep keyboard users on the list.
    headingRef.current?.focus();
  };

  return (
    <ShopPage>
      <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize="xl" mb="4">
        {t(TEXT.heading, { count: wishlist.items.length })}
      </Heading>
      {wishlist.notice && (
        <Text role="alert" mb="3" color="fg.error">
          {t(wishlist.notice.text)}
        </Text>
      )}
      {wishlist.items.length === 0 ? (
        <Text bg="bg.surface" borderRadius="md" p="8" textAlign="center" color="fg.muted">
          {t(TEXT.empty)}
        </Text>
      ) : (
        <CardGrid>
          {wishlist.items.map((item) => (
            <WishlistCard
              key={item.product.slug}
              item={item}
              cartNotice={cart.notice?.slug === item.product.slug ? cart.notice : null}
              onAddToCart={() => cart.add(item.product)}
              onRemove={() => remove(item.product.slug)}
            />
          ))}
        </CardGrid>
      )}
    </ShopPage>
  );
}

interface WishlistCardProps {
  item: WishlistItem;
  cartNotice: ShopNotice | null;
  onAddToCart: () => void;
  onRemove: () => void;
}

function WishlistCard({ item, cartNotice, onAddToCart, onRemove }: WishlistCardProps) {
  const { t } = useI18n();
  const { product } = item;
  const outOfStock = item.availability === 'Out of Stock';
  return (
    <chakra.li
      aria-label={product.name}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      p="4"
      display="flex"
      flexDirection="column"
    >
      <Image
        src={product.image_url}
        alt=""
        h="40"
        w="full"
        objectFit="contain"
        opacity={outOfStock ? 0.6 : 1}
        loading="lazy"
      />
      <Stack gap="1.5" mt="3" flex="1">
        <chakra.a
          asChild
          fontWeight="medium"
          lineClamp={2}
          _hover={{ textDecoration: 'underline' }}
        >
          <RouterLink to="/product/$product_slug" params={{ product_slug: product.slug }}>
            {product.name}
          </RouterLink>
        </chakra.a>
        <HStack gap="2">
          <Badge bg="deal.fg" color="fg.inverted" fontWeight="semibold">
            {item.rating.toFixed(1)} ★<chakra.span srOnly> {t(TEXT.outOfFive)}</chakra.span>
          </Badge>
        </HStack>
        <Text fontSize="lg" fontWeight="semibold">
          {formatRupees(product.price)}
        </Text>
        <Text fontSize="sm" fontWeight="semibold" color={outOfStock ? 'fg.error' : 'deal.fg'}>
          {t(AVAILABILITY[item.availability])}
        </Text>
      </Stack>
      <Box display="flex" gap="2" mt="3">
        <Button
          flex="1"
          colorPalette="brand"
          size="sm"
          disabled={outOfStock}
          aria-label={t(TEXT.addLabel, { name: product.name })}
          onClick={onAddToCart}
        >
          {t(TEXT.add)}
        </Button>
        <Button
          flex="1"
          variant="outline"
          size="sm"
          onClick={onRemove}
          aria-label={t(TEXT.removeLabel, { name: product.name })}
        >
          {t(TEXT.remove)}
        </Button>
      </Box>
      {cartNotice && (
        <Text role="alert" mt="2" fontSize="sm" color="fg.error">
          {t(cartNotice.text)}
        </Text>
      )}
    </chakra.li>
  );
}
