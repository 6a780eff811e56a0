import { Box, Heading } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { AwaitRead } from '../../../components/await-read';
import { StatusText } from '../../../components/status-text';
import { AdsBlock } from './ads-block';
import { BannerCarousel, BannerFrame } from './banner-carousel';
import { CategoryStrip } from './category-strip';
import { FeaturedBrands } from './featured-brands';
import { SectionsBlock } from './sections-block';

const route = getRouteApi('/');

function BannerBlock() {
  const banners = route.useLoaderData({ select: (data) => data.banners });
  return (
    <AwaitRead read={banners} pending={<BannerFrame>Loading...</BannerFrame>}>
      {(list) =>
        list?.length ? (
          <BannerCarousel banners={list} />
        ) : (
          <StatusText>No banners available</StatusText>
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
  return (
    <Box p={{ base: '2', md: '4' }}>
      <Heading as="h1" srOnly>
        Bazaar home
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
