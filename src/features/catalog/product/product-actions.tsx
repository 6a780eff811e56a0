import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CART_MESSAGES } from '../../../../machines/cart-messages';
import type { CartProduct, ProductDetail } from '../../../api';
import { CART_MAX_QUANTITY } from '../../../api/types';
import { hydrateFirstAt } from '../../../components/hydrate-first';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { useSessionStatus } from '../../../lib/session-hooks';
import { useCart, useWishlist } from '../../../lib/shop-hooks';

const TEXT = {
  outOfStock: msg(/*i18n*/ { id: 'catalog.product.out-of-stock', message: 'Out of Stock' }),
  addToCart: msg(/*i18n*/ { id: 'catalog.product.add-to-cart', message: 'Add to Cart' }),
  buyNow: msg(/*i18n*/ { id: 'catalog.product.buy-now', message: 'Buy Now' }),
  inCart: msg(/*i18n*/ { id: 'catalog.product.in-cart', message: '{count} in your cart' }),
  addToWishlist: msg(
    /*i18n*/ { id: 'catalog.product.add-to-wishlist', message: 'Add to Wishlist' },
  ),
  removeFromWishlist: msg(
    /*i18n*/ { id: 'catalog.product.remove-from-wishlist', message: 'Remove from Wishlist' },
  ),
};

/** What the cart and the wishlist keep of a product, from its detail. */
export function cartProductOf(product: ProductDetail, slug: string): CartProduct {
  return {
    slug,
    name: product.name,
    brand: product.brand,
    image_url: product.image_url,
    price: product.price,
    mrp: product.mrp,
    discount_percentage: product.discount_percentage,
    in_stock: product.in_stock,
  };
}

/**
 * The product page's Add to Cart, Buy Now and wishlist toggle (issue 25). Add to Cart adds one
 * unit (at most 10), at once, for guests too; an out-of-stock product cannot be added or bought.
 * Buy Now checks out this one product at /checkout?product={slug} (issue 26), the cart untouched;
 * a guest logs in on the way, by the guard.
 * A guest who presses the wishlist toggle logs in and comes back to this page, where the
 * product is added (`?wishlist=add` carries the wish through the login).
 */
export function ProductActions({
  product,
  slug,
  wish,
}: {
  product: ProductDetail;
  slug: string;
  /** The shopper asked to add this product to the wishlist before logging in. */
  wish: boolean;
}) {
  const { t } = useI18n();
  const cart = useCart();
  const wishlist = useWishlist();
  const status = useSessionStatus();
  const navigate = useNavigate();
  const item = cartProductOf(product, slug);
  const inCart = cart.lines.find((line) => line.product.slug === slug)?.quantity ?? 0;
  const atMost = inCart >= CART_MAX_QUANTITY;
  const wished = wishlist.items.some((wishItem) => wishItem.product.slug === slug);
  const notice = cart.notice?.slug === slug ? t(cart.notice.text) : null;
  const wishNotice = wishlist.notice?.slug === slug ? t(wishlist.notice.text) : null;

  useEffect(() => {
    if (!wish || status !== 'authenticated' || wishlist.status !== 'ready') return;
    if (!wished) wishlist.add(item, product.rating);
    void navigate({ to: '/product/$product_slug', params: { product_slug: slug }, replace: true });
  }, [wish, status, wishlist, wished, slug, item, product.rating, navigate]);

  const toggleWish = () => {
    if (status !== 'authenticated') {
      const back = `/product/${encodeURIComponent(slug)}?wishlist=add`;
      void navigate({ to: '/login', search: { redirect: back } });
      return;
    }
    if (wished) wishlist.remove(slug);
    else wishlist.add(item, product.rating);
  };

  return (
    <Stack gap="2">
      {!product.in_stock && (
        <Text fontWeight="semibold" color="fg.error">
          {t(TEXT.outOfStock)}
        </Text>
      )}
      <Flex gap="3">
        <Button
          flex="1"
          colorPalette="orange"
          size="lg"
          disabled={!product.in_stock || atMost}
          aria-describedby="add-to-cart-status"
          {...hydrateFirstAt()}
          onClick={() => cart.add(item)}
        >
          {t(TEXT.addToCart)}
        </Button>
        <Button
          flex="1"
          colorPalette="orange"
          variant="outline"
          size="lg"
          disabled={!product.in_stock}
          onClick={() => void navigate({ to: '/checkout', search: { product: slug } })}
        >
          {t(TEXT.buyNow)}
        </Button>
      </Flex>
      <Text
        id="add-to-cart-status"
        role="status"
        fontSize="sm"
        color={notice ? 'fg.error' : 'fg.muted'}
      >
        {notice !== null
          ? notice
          : atMost
            ? t(CART_MESSAGES.maxQuantity)
            : inCart > 0
              ? t(TEXT.inCart, { count: inCart })
              : ''}
      </Text>
      <Button variant="outline" aria-pressed={wished} onClick={toggleWish}>
        {t(wished ? TEXT.removeFromWishlist : TEXT.addToWishlist)}
      </Button>
      {wishNotice && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(wishNotice)}
        </Text>
      )}
    </Stack>
  );
}
