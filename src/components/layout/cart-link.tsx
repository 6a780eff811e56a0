import { Badge, chakra, Link, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { useCartCount } from '../../lib/shop-hooks';
import { CartIcon } from './icons';

const TEXT = {
  /** "Cart, 1 item" / "Cart, 3 items": the link's name carries the count the badge shows. */
  label: msg(
    /*i18n*/ {
      id: 'shell.cart-link.label',
      message: 'Cart, {count, plural, one {# item} other {# items}}',
    },
  ),
  cart: msg(/*i18n*/ { id: 'shell.cart-link.cart', message: 'Cart' }),
};

/**
 * The navbar's cart link (spec §2) with the real count of units in the cart (issue 25): a
 * guest's from this device at once, an account's from the server once the cart has loaded. The
 * badge hides at 0; the link's name still says so.
 */
export function CartLink({ css }: { css: SystemStyleObject }) {
  const count = useCartCount();
  const { t } = useI18n();
  return (
    <Link asChild css={css}>
      <RouterLink to="/cart" aria-label={t(TEXT.label, { count })}>
        <chakra.span position="relative" display="inline-flex">
          <CartIcon />
          <Badge
            data-testid="cart-badge"
            // Hidden, not absent, at 0: its styles are in the page from the start, so the first
            // Add to Cart inserts no style rule (which makes the browser restyle the whole page).
            style={count > 0 ? undefined : { visibility: 'hidden' }}
            position="absolute"
            top="-2"
            right="-2.5"
            minW="4.5"
            h="4.5"
            px="1"
            justifyContent="center"
            fontSize="2xs"
            borderRadius="full"
            bg="accent.solid"
            color="fg.default"
          >
            {count > 0 ? count : null}
          </Badge>
        </chakra.span>
        <Text as="span" hideBelow="md" ps="1">
          {t(TEXT.cart)}
        </Text>
      </RouterLink>
    </Link>
  );
}
