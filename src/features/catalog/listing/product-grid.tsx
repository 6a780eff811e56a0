import { Box, Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { memo, useEffect, useRef, useState } from 'react';
import type { ProductListItem } from '../../../api';
import { ProductCard } from '../../../components/product-card';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { offScreenBlock } from '../../../theme/off-screen';

const TEXT = {
  products: msg(/*i18n*/ { id: 'catalog.listing.products-label', message: 'Products' }),
  showMore: msg(/*i18n*/ { id: 'catalog.listing.show-more', message: 'Show more products' }),
};

/** Cards rendered per step; a 20,000-product catalog is never put in the document at once. */
export const CARDS_PER_STEP = 24;
/** The cards of the first screenful (two rows on a phone, a row on a desktop): loaded eagerly. */
const EAGER_CARDS = 4;
/**
 * A card below the first screenful (most of a step's 24 cards on a phone) is rendered only as it
 * nears the view: a card's height at 390, 768 and 1366 px is 293-322, 291 and 374.
 */
const OFF_SCREEN_CARD = offScreenBlock({ base: 310, xl: 374 });
/** Start rendering the next step this far before the shopper reaches the end of the grid. */
const PREFETCH_MARGIN = '800px';

/**
 * The cards, rendered a step at a time: the first CARDS_PER_STEP, then more as the end of the
 * grid nears the viewport, or on 'Show more products' (the keyboard's and a fallback's way).
 * A new list (a new query or a new order) starts again from the first step, so a re-sort only
 * ever renders one step of cards. Memoised: a sort tap re-renders the grid only when the
 * re-sorted list is ready, not when the tap first repaints the sort buttons.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
}: {
  products: readonly ProductListItem[];
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState({ list: products, count: CARDS_PER_STEP });
  const count = shown.list === products ? shown.count : CARDS_PER_STEP;
  const hasMore = count < products.length;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown({ list: products, count: count + CARDS_PER_STEP });
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [products, count, hasMore]);

  return (
    <>
      <SimpleGrid
        as="ul"
        aria-label={t(TEXT.products)}
        listStyleType="none"
        columns={{ base: 2, md: 3, xl: 4 }}
        gap="px"
        bg="border.subtle"
      >
        {products.slice(0, count).map((product, index) => (
          <Box
            as="li"
            key={product.id}
            bg="bg.surface"
            css={index < EAGER_CARDS ? undefined : OFF_SCREEN_CARD}
          >
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </Box>
        ))}
      </SimpleGrid>
      {hasMore && (
        <Flex ref={sentinel} justify="center" py="6">
          <Button
            variant="outline"
            colorPalette="blue"
            onClick={() => setShown({ list: products, count: count + CARDS_PER_STEP })}
          >
            {t(TEXT.showMore)}
          </Button>
        </Flex>
      )}
    </>
  );
});
