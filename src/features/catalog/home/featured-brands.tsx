import { getRouteApi } from '@tanstack/react-router';
import { Box, Heading, Image, Text } from '@chakra-ui/react';
import { type FeaturedBrand } from '../../../api';
import { ApiLink } from '../../../components/api-link';
import { AwaitRead } from '../../../components/await-read';
import { Carousel } from '../../../components/carousel';
import { StatusText } from '../../../components/status-text';
import { FEATURED_BRANDS_LARGE, FEATURED_BRANDS_SMALL } from '../../../lib/constants';
import { useI18n } from '../../../i18n/i18n-context';
import { pictureSources } from '../../../lib/picture-sources';
import { offScreenBlock } from '../../../theme/off-screen';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { HOME_LOADING } from './home-texts';

const TEXT = {
  heading: msg(/*i18n*/ { id: 'catalog.home.featured-brands', message: 'Featured Brands' }),
  brand: msg(
    /*i18n*/ { id: 'catalog.home.featured-brand-alt', message: 'Featured brand {number}' },
  ),
};

const route = getRouteApi('/');
const PER_VIEW = { narrow: FEATURED_BRANDS_SMALL, wide: FEATURED_BRANDS_LARGE };

const BRAND_WIDTH = 600;
const BRAND_HEIGHT = 300;
/** A third of a phone's width, under a third of a wider screen's (measured at 360-1920 px). */
const BRAND_SIZES = '(min-width: 48em) 30vw, 40vw';

function FeaturedBrandCard({ brand, index }: { brand: FeaturedBrand; index: number }) {
  const { t } = useI18n();
  return (
    <ApiLink href={brand.link}>
      <Image
        {...pictureSources(brand.image_url, BRAND_SIZES)}
        // A brand with a title has it written under the picture, which names the link; the
        // picture then says nothing more (an alt repeating the caption is read twice).
        alt={brand.title ? '' : t(TEXT.brand, { number: index + 1 })}
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
      {/* A line height (1.625) that keeps Devanagari's marks inside the clamped line. */}
      {brand.title && (
        <Text fontSize="sm" fontWeight="medium" mt="2" lineClamp={1} lineHeight="tall">
          {brand.title}
        </Text>
      )}
    </ApiLink>
  );
}

/** Featured brands, 2 or 3 at a time (spec §9). */
export function FeaturedBrands() {
  const { t } = useI18n();
  const brands = route.useLoaderData({ select: (data) => data.featuredBrands });
  return (
    <AwaitRead read={brands} pending={<StatusText>{t(HOME_LOADING)}</StatusText>}>
      {(list) => (list?.length ? <FeaturedBrandsCarousel brands={list} /> : null)}
    </AwaitRead>
  );
}

/** The home page's last block, always below the fold: its height at 390, 768, 1024, 1366 px. */
const OFF_SCREEN_BRANDS = offScreenBlock({ base: 166, md: 200, lg: 243, xl: 300 });

function FeaturedBrandsCarousel({ brands }: { brands: FeaturedBrand[] }) {
  const { t } = useI18n();
  return (
    <Box bg="bg.surface" p="4" mb="4" css={OFF_SCREEN_BRANDS}>
      <Heading as="h2" size="lg" id="featured-brands" mb="3">
        {t(TEXT.heading)}
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
