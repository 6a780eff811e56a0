import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import type { Section, SectionItem } from '../../../api';
import { ApiLink } from '../../../components/api-link';
import { AwaitRead } from '../../../components/await-read';
import { Carousel } from '../../../components/carousel';
import { StatusText } from '../../../components/status-text';
import { SECTION_ITEMS_LARGE, SECTION_ITEMS_SMALL } from '../../../lib/constants';
import { pictureSources } from '../../../lib/picture-sources';
import { useI18n } from '../../../i18n/i18n-context';
import { offScreenBlock } from '../../../theme/off-screen';
import { msg } from '../../../i18n/msg' with { type: 'macro' };

const TEXT = {
  viewAllOf: msg(/*i18n*/ { id: 'catalog.home.view-all-label', message: 'View all {section}' }),
  viewAll: msg(/*i18n*/ { id: 'catalog.home.view-all', message: 'View all' }),
  loadingSections: msg(
    /*i18n*/ { id: 'catalog.home.loading-sections', message: 'Loading sections...' },
  ),
  loadingDeals: msg(
    /*i18n*/ { id: 'catalog.home.loading-best-deals', message: 'Loading Best Deals...' },
  ),
};

const route = getRouteApi('/');

const ITEM_IMAGE_SIZE = 150;

/**
 * One item: its title and subtitle clamped to a line each, at a line height (1.625) that keeps
 * Devanagari's marks above and below the line inside the clamped box.
 */
function SectionCard({ item }: { item: SectionItem }) {
  return (
    <ApiLink href={item.link}>
      <Box textAlign="center" p="2" rounded="md" _hover={{ bg: 'brand.subtle' }}>
        <Image
          {...pictureSources(item.image_url, `${ITEM_IMAGE_SIZE}px`)}
          alt={item.title}
          htmlWidth={ITEM_IMAGE_SIZE}
          htmlHeight={ITEM_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          mx="auto"
          w="full"
          maxW={`${ITEM_IMAGE_SIZE}px`}
          h="auto"
          aspectRatio="1"
          objectFit="contain"
        />
        <Text fontWeight="medium" mt="2" lineClamp={1} lineHeight="tall">
          {item.title}
        </Text>
        <Text color="deal.fg" fontSize="sm" lineClamp={1} lineHeight="tall">
          {item.subtitle}
        </Text>
      </Box>
    </ApiLink>
  );
}

const PER_VIEW = { narrow: SECTION_ITEMS_SMALL, wide: SECTION_ITEMS_LARGE };
/** Most sections are below the fold: a section's height at 390, 768, 1024 and 1366 px. */
const OFF_SCREEN_SECTION = offScreenBlock({ base: 252, md: 218, lg: 261, xl: 295 });

function SectionCarousel({ section }: { section: Section }) {
  const { t } = useI18n();
  const headingId = `section-${section.id}`;
  return (
    <Box bg="bg.surface" p={{ base: '3', md: '4' }} mb="4" css={OFF_SCREEN_SECTION}>
      <Flex justify="space-between" align="center" mb="3" gap="4">
        <Heading as="h2" size="lg" id={headingId}>
          {section.title}
        </Heading>
        <ApiLink href={section.link} aria-label={t(TEXT.viewAllOf, { section: section.title })}>
          <Text as="span" color="brand.fg" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
            {t(TEXT.viewAll)}
          </Text>
        </ApiLink>
      </Flex>
      <Carousel
        labelledBy={headingId}
        items={section.items}
        perView={PER_VIEW}
        itemKey={(item, index) => `${index}-${item.link}`}
        renderItem={(item) => <SectionCard item={item} />}
      />
    </Box>
  );
}

/**
 * While the top sections load, their message holds a screen's height: however many sections
 * arrive, nothing a shopper can see below them moves. The bottom ones start below the fold.
 */
const PLACEMENTS = {
  top: { read: 'topSections', loading: TEXT.loadingSections, minH: '100vh' },
  bottom: { read: 'bottomSections', loading: TEXT.loadingDeals, minH: undefined },
} as const;

/** The top sections or the bottom ('Best Deals') sections, each a carousel (spec §9 counts). */
export function SectionsBlock({ placement }: { placement: keyof typeof PLACEMENTS }) {
  const { t } = useI18n();
  const { read, loading, minH } = PLACEMENTS[placement];
  const sections = route.useLoaderData({ select: (data) => data[read] });
  return (
    <AwaitRead read={sections} pending={<StatusText minH={minH}>{t(loading)}</StatusText>}>
      {(list) => list?.map((section) => <SectionCarousel key={section.id} section={section} />)}
    </AwaitRead>
  );
}
