import { getRouteApi } from '@tanstack/react-router';
import { Box, Image, SimpleGrid } from '@chakra-ui/react';
import type { Ad } from '../../../api';
import { ApiLink } from '../../../components/api-link';
import { AwaitRead } from '../../../components/await-read';
import { StatusText } from '../../../components/status-text';
import { useI18n } from '../../../i18n/i18n-context';
import { offScreenBlock } from '../../../theme/off-screen';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { HOME_LOADING } from './home-texts';

const TEXT = {
  noAds: msg(/*i18n*/ { id: 'catalog.home.no-ads', message: 'No ads available' }),
  ads: msg(/*i18n*/ { id: 'catalog.home.ads-label', message: 'Advertisements' }),
  ad: msg(/*i18n*/ { id: 'catalog.home.ad-alt', message: 'Advertisement {number}' }),
};

const route = getRouteApi('/');

const AD_WIDTH = 800;
const AD_HEIGHT = 300;

/** Advertisement tiles between the top and the bottom sections. */
export function AdsBlock() {
  const { t } = useI18n();
  const ads = route.useLoaderData({ select: (data) => data.ads });
  return (
    <AwaitRead read={ads} pending={<StatusText>{t(HOME_LOADING)}</StatusText>}>
      {(list) => (list?.length ? <AdTiles ads={list} /> : <StatusText>{t(TEXT.noAds)}</StatusText>)}
    </AwaitRead>
  );
}

/** Below the fold on a phone and a desktop: its height at 390, 768, 1024 and 1366 px. */
const OFF_SCREEN_ADS = offScreenBlock({ base: 593, md: 306, lg: 402, xl: 530 });

function AdTiles({ ads }: { ads: Ad[] }) {
  const { t } = useI18n();
  return (
    <Box as="section" aria-label={t(TEXT.ads)} bg="bg.surface" p="4" mb="4" css={OFF_SCREEN_ADS}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {ads.map((ad, index) => (
          <li key={`${index}-${ad.link}`}>
            <ApiLink href={ad.link}>
              <Image
                src={ad.image_url}
                alt={t(TEXT.ad, { number: index + 1 })}
                htmlWidth={AD_WIDTH}
                htmlHeight={AD_HEIGHT}
                loading="lazy"
                decoding="async"
                w="full"
                h="auto"
                aspectRatio={`${AD_WIDTH} / ${AD_HEIGHT}`}
                objectFit="cover"
                rounded="md"
              />
            </ApiLink>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
