import { getRouteApi } from '@tanstack/react-router';
import { Box, Image, SimpleGrid } from '@chakra-ui/react';
import { ApiLink } from '../../../components/api-link';
import { StatusText } from '../../../components/status-text';
import { useDeferred } from '../../../lib/deferred';

const route = getRouteApi('/');

const AD_WIDTH = 800;
const AD_HEIGHT = 300;

/** Advertisement tiles between the top and the bottom sections. */
export function AdsBlock() {
  const ads = useDeferred(route.useLoaderData({ select: (data) => data.ads }));
  if (ads.status === 'loading') return <StatusText>Loading...</StatusText>;
  const list = ads.status === 'success' ? ads.data : [];
  if (list.length === 0) return <StatusText>No ads available</StatusText>;
  return (
    <Box as="section" aria-label="Advertisements" bg="bg.surface" p="4" mb="4">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {list.map((ad, index) => (
          <li key={`${index}-${ad.link}`}>
            <ApiLink href={ad.link}>
              <Image
                src={ad.image_url}
                alt={`Advertisement ${index + 1}`}
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
