import { Box, Heading } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { AwaitRead } from '../../../components/await-read';
import { StatusText } from '../../../components/status-text';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { HOME_LOADING } from './home-texts';
import { AdsBlock } from './ads-block';
import { BannerCarousel, BannerFrame } from './banner-carousel';
import { CategoryStrip } from './category-strip';
import { FeaturedBrands } from './featured-brands';
import { SectionsBlock } from './sections-block';

const route = getRouteApi('/');

const TEXT = {
  noBanners: msg(/*i18n*/ { id: 'catalog.home.no-banners', message: 'No banners available' }),
  heading: msg(/*i18n*/ { id: 'catalog.home.heading', message: 'Bazaar home' }),
};

function BannerBlock() {
  const { t } = useI18n();
  const banners = route.useLoaderData({ select: (data) => data.banners });
  return (
    <AwaitRead read={banners} pending={<BannerFrame>{t(HOME_LOADING)}</BannerFrame>}>
      {(list) =>
        list?.length ? (
          <BannerCarousel banners={list} />
        ) : (
          <StatusText>{t(TEXT.noBanners)}</StatusText>
        )
      }
    </AwaitRead>
  );
}

/**
 * Home (spec §2): category strip, banners, top sections, ads, bottom sections ('Best Deals')
 * and featured brands. Every block loads and fails on its own.
 */
export function HomeScreen() {
  const { t } = useI18n();
  return (
    <Box p={{ base: '2', md: '4' }}>
      <Heading as="h1" srOnly>
        {t(TEXT.heading)}
      </Heading>
      <CategoryStrip />
      <BannerBlock />
      <SectionsBlock placement="top" />
      <AdsBlock />
      <SectionsBlock placement="bottom" />
      <FeaturedBrands />
    </Box>
  );
}
