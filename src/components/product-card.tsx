import { Box, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { ProductListItem } from '../api/types';
import { pictureSources } from '../lib/picture-sources';
import { Price } from './price';

const THUMB_SIZE = 300;
/**
 * The width a card's picture takes, a little over what the listing gives it (measured at 360 to
 * 1920 px: two columns on a phone, less the cards' padding; 15-19% of the screen from md, beside
 * the filters), so the browser picks the 300 px copy wherever it is sharp enough.
 */
const CARD_PICTURE_SIZES = '(min-width: 48em) 20vw, calc(50vw - 36px)';

/**
 * A listing card (spec §2): thumbnail with brand and name as alt text, categories, name and the
 * floored prices. The whole card is one link to the product. Memoised, so a re-sort renders only
 * the cards that were not on screen before. `eager` is for the cards of the first screenful:
 * their pictures are the page's largest content, so they load at once instead of lazily.
 */
interface CardProps {
  product: ProductListItem;
  eager?: boolean;
}

/**
 * The same product, field by field. A listing read again (a server-rendered page completes its
 * list once hydrated) brings new objects for the products already on screen: their cards need
 * not render again.
 */
function sameProduct(a: ProductListItem, b: ProductListItem): boolean {
  if (a === b) return true;
  return (Object.keys(a) as (keyof ProductListItem)[]).every((key) => {
    const x = a[key];
    const y = b[key];
    return Array.isArray(x) && Array.isArray(y)
      ? x.length === y.length && x.every((item, index) => item === y[index])
      : x === y;
  });
}

function sameCard(previous: CardProps, next: CardProps): boolean {
  return previous.eager === next.eager && sameProduct(previous.product, next.product);
}

export const ProductCard = memo(function ProductCard({ product, eager = false }: CardProps) {
  return (
    <Link
      to="/product/$product_slug"
      params={{ product_slug: product.slug }}
      style={{ display: 'block', height: '100%' }}
    >
      <Box
        as="article"
        bg="bg.surface"
        p={{ base: '3', md: '4' }}
        h="full"
        borderWidth="1px"
        borderColor="transparent"
        _hover={{ borderColor: 'border.subtle', shadow: 'md' }}
      >
        <Image
          {...pictureSources(product.thumb_300_img, CARD_PICTURE_SIZES)}
          alt={`${product.brand} ${product.name}`}
          htmlWidth={THUMB_SIZE}
          htmlHeight={THUMB_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          w="full"
          h="auto"
          aspectRatio="1"
          objectFit="contain"
          mb="3"
        />
        {/* Clamped lines a little taller than the body's, so Devanagari's vowel signs above and
            below the line are not cut off. */}
        <Text fontSize="xs" color="fg.muted" lineClamp={1} lineHeight="1.6">
          {product.categories.join(', ')}
        </Text>
        <Text fontWeight="medium" lineClamp={2} lineHeight="1.6" mb="1">
          {product.name}
        </Text>
        <Price
          price={product.price}
          mrp={product.mrp}
          discountPercentage={product.discount_percentage}
        />
      </Box>
    </Link>
  );
}, sameCard);
