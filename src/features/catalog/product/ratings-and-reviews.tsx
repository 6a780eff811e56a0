import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { formatCount } from '../../../lib/format';
import { RatingStar } from '../../../components/rating-star';

/**
 * Static ratings and reviews (spec §2: a static section; no call returns reviews). The same
 * sample content shows for every product.
 */
const SUMMARY = { average: 4.3, ratings: 12_480, reviews: 1_536 };

const DISTRIBUTION = [
  { stars: 5, count: 7_102 },
  { stars: 4, count: 2_941 },
  { stars: 3, count: 1_203 },
  { stars: 2, count: 498 },
  { stars: 1, count: 736 },
] as const;

/** Sample reviews, written by the store: translated like any of its texts (names stay). */
const REVIEWS = [
  {
    key: 'worth',
    rating: 5,
    title: msg(/*i18n*/ { id: 'catalog.reviews.sample-1.title', message: 'Worth every rupee' }),
    text: msg(
      /*i18n*/ {
        id: 'catalog.reviews.sample-1.text',
        message:
          'Arrived two days early and exactly as described. Quality feels premium for the price.',
      },
    ),
    author: 'Rohit Verma',
    place: msg(/*i18n*/ { id: 'catalog.reviews.sample-1.place', message: 'Pune' }),
  },
  {
    key: 'good',
    rating: 4,
    title: msg(/*i18n*/ { id: 'catalog.reviews.sample-2.title', message: 'Very good' }),
    text: msg(
      /*i18n*/ {
        id: 'catalog.reviews.sample-2.text',
        message:
          'Does the job well. Packaging could have been better, but the product itself is great.',
      },
    ),
    author: 'Sneha Iyer',
    place: msg(/*i18n*/ { id: 'catalog.reviews.sample-2.place', message: 'Chennai' }),
  },
  {
    key: 'decent',
    rating: 3,
    title: msg(/*i18n*/ { id: 'catalog.reviews.sample-3.title', message: 'Decent product' }),
    text: msg(
      /*i18n*/ {
        id: 'catalog.reviews.sample-3.text',
        message:
          'Good for daily use. Expected a little more at this price, still a fair deal in the sale.',
      },
    ),
    author: 'Imran Khan',
    place: msg(/*i18n*/ { id: 'catalog.reviews.sample-3.place', message: 'Lucknow' }),
  },
] as const;

const TEXT = {
  heading: msg(/*i18n*/ { id: 'catalog.reviews.heading', message: 'Ratings & Reviews' }),
  summary: msg(
    /*i18n*/ {
      id: 'catalog.reviews.summary',
      message: '{ratings} Ratings & {reviews} Reviews',
    },
  ),
  byline: msg(
    /*i18n*/ { id: 'catalog.reviews.byline', message: '{author}, {place} · Certified Buyer' },
  ),
};

const largest = Math.max(...DISTRIBUTION.map((row) => row.count));

export function RatingsAndReviews() {
  const { t } = useI18n();
  return (
    <Box
      as="section"
      aria-labelledby="ratings-reviews"
      borderWidth="1px"
      borderColor="border.subtle"
      p="4"
    >
      <Heading as="h2" size="lg" id="ratings-reviews" mb="4">
        {t(TEXT.heading)}
      </Heading>
      <Flex gap="8" direction={{ base: 'column', md: 'row' }} mb="6">
        <Stack gap="1" align={{ base: 'start', md: 'center' }} minW="40">
          <Text fontSize="3xl" fontWeight="bold">
            {SUMMARY.average} <RatingStar />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t(TEXT.summary, {
              ratings: formatCount(SUMMARY.ratings),
              reviews: formatCount(SUMMARY.reviews),
            })}
          </Text>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="1.5" flex="1" maxW="md">
          {DISTRIBUTION.map((row) => (
            <Flex as="li" key={row.stars} align="center" gap="3" fontSize="sm">
              <Text w="8">
                {row.stars} <RatingStar />
              </Text>
              <Box flex="1" h="1.5" bg="border.subtle" rounded="full" aria-hidden="true">
                <Box
                  h="full"
                  rounded="full"
                  bg={row.stars >= 3 ? 'deal.fg' : 'accent.solid'}
                  w={`${Math.round((row.count / largest) * 100)}%`}
                />
              </Box>
              <Text w="14" textAlign="end" color="fg.muted">
                {formatCount(row.count)}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="4">
        {REVIEWS.map((review) => (
          <Box as="li" key={review.key} borderTopWidth="1px" borderColor="border.subtle" pt="4">
            <Flex align="center" gap="2" mb="1">
              <Badge colorPalette="green" variant="solid">
                {review.rating} <RatingStar />
              </Badge>
              <Text fontWeight="semibold">{t(review.title)}</Text>
            </Flex>
            <Text mb="1">{t(review.text)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t(TEXT.byline, { author: review.author, place: t(review.place) })}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
