import { Badge, chakra, Link, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCartCount } from '../../lib/shop-hooks';
import { CartIcon } from './icons';

/** "Cart, 1 item" / "Cart, 3 items": the link's name carries the count the badge shows. */
const cartLinkLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The navbar's cart link (spec §2) with the real count of units in the cart (issue 25): a
 * guest's from this device at once, an account's from the server once the cart has loaded. The
 * badge hides at 0; the link's name still says so.
 */
export function CartLink({ css }: { css: SystemStyleObject }) {
  const count = useCartCount();
  return (
    <Link asChild css={css}>
      <RouterLink to="/cart" aria-label={cartLinkLabel(count)}>
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
          Cart
        </Text>
      </RouterLink>
    </Link>
  );
}
