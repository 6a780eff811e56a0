import { Box, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ProductListItem } from '../api/types';
import { Price } from './price';

const THUMB_SIZE = 300;

/**
 * A listing card (spec §2): thumbnail with brand and name as alt text, categories, name and the
 * floored prices. The whole card is one link to the product.
 */
export function ProductCard({ product }: { product: ProductListItem }) {
  return (
    <Link
      to="/product/$product_slug"
      params={{ product_slug: product.slug }}
      style={{ display: 'block', height: '100%' }}
    >
      <Box
        as="article"
        bg="bg.surface"
        p="4"
        h="full"
        borderWidth="1px"
        borderColor="transparent"
        _hover={{ borderColor: 'border.subtle', shadow: 'md' }}
      >
        <Image
          src={product.thumb_300_img}
          alt={`${product.brand} ${product.name}`}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
          w="full"
          h="auto"
          aspectRatio="1"
          objectFit="contain"
          mb="3"
        />
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          {product.categories.join(', ')}
        </Text>
        <Text fontWeight="medium" lineClamp={2} mb="1">
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
}
