import { getRouteApi } from '@tanstack/react-router';
import { Box, Heading, Image, Text } from '@chakra-ui/react';
import { type FeaturedBrand } from '../../../api';
import { ApiLink } from '../../../components/api-link';
import { AwaitRead } from '../../../components/await-read';
import { Carousel } from '../../../components/carousel';
import { StatusText } from '../../../components/status-text';
import { FEATURED_BRANDS_LARGE, FEATURED_BRANDS_SMALL } from '../../../lib/constants';

const route = getRouteApi('/');
const PER_VIEW = { narrow: FEATURED_BRANDS_SMALL, wide: FEATURED_BRANDS_LARGE };

const BRAND_WIDTH = 600;
const BRAND_HEIGHT = 300;

function FeaturedBrandCard({ brand, index }: { brand: FeaturedBrand; index: number }) {
  return (
    <ApiLink href={brand.link}>
      <Image
        src={brand.image_url}
        // A brand with a title has it written under the picture, which names the link; the
        // picture then says nothing more (an alt repeating the caption is read twice).
        alt={brand.title ? '' : `Featured brand ${index + 1}`}
        htmlWidth={BRAND_WIDTH}
        htmlHeight={BRAND_HEIGHT}
        loading="lazy"
        decoding="async"
        w="full"
        h="auto"
        aspectRatio={`${BRAND_WIDTH} / ${BRAND_HEIGHT}`}
        objectFit="cover"
        rounded="md"
      />
      {brand.title && (
        <Text fontSize="sm" fontWeight="medium" mt="2" lineClamp={1}>
          {brand.title}
        </Text>
      )}
    </ApiLink>
  );
}

/** Featured brands, 2 or 3 at a time (spec §9). */
export function FeaturedBrands() {
  const brands = route.useLoaderData({ select: (data) => data.featuredBrands });
  return (
    <AwaitRead read={brands} pending={<StatusText>Loading...</StatusText>}>
      {(list) => (list?.length ? <FeaturedBrandsCarousel brands={list} /> : null)}
    </AwaitRead>
  );
}

function FeaturedBrandsCarousel({ brands }: { brands: FeaturedBrand[] }) {
  return (
    <Box bg="bg.surface" p="4" mb="4">
      <Heading as="h2" size="lg" id="featured-brands" mb="3">
        Featured Brands
      </Heading>
      <Carousel
        labelledBy="featured-brands"
        items={brands}
        perView={PER_VIEW}
        itemKey={(brand, index) => `${index}-${brand.link}`}
        renderItem={(brand, index) => <FeaturedBrandCard brand={brand} index={index} />}
      />
    </Box>
  );
}
