import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';

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

const REVIEWS = [
  {
    rating: 5,
    title: 'Worth every rupee',
    text: 'Arrived two days early and exactly as described. Quality feels premium for the price.',
    author: 'Rohit Verma',
    place: 'Pune',
  },
  {
    rating: 4,
    title: 'Very good',
    text: 'Does the job well. Packaging could have been better, but the product itself is great.',
    author: 'Sneha Iyer',
    place: 'Chennai',
  },
  {
    rating: 3,
    title: 'Decent product',
    text: 'Good for daily use. Expected a little more at this price, still a fair deal in the sale.',
    author: 'Imran Khan',
    place: 'Lucknow',
  },
] as const;

const largest = Math.max(...DISTRIBUTION.map((row) => row.count));

export function RatingsAndReviews() {
  return (
    <Box
      as="section"
      aria-labelledby="ratings-reviews"
      borderWidth="1px"
      borderColor="border.subtle"
      p="4"
    >
      <Heading as="h2" size="lg" id="ratings-reviews" mb="4">
        Ratings &amp; Reviews
      </Heading>
      <Flex gap="8" direction={{ base: 'column', md: 'row' }} mb="6">
        <Stack gap="1" align={{ base: 'start', md: 'center' }} minW="40">
          <Text fontSize="3xl" fontWeight="bold">
            {SUMMARY.average} ★
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {SUMMARY.ratings.toLocaleString('en-IN')} Ratings &amp;{' '}
            {SUMMARY.reviews.toLocaleString('en-IN')} Reviews
          </Text>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="1.5" flex="1" maxW="md">
          {DISTRIBUTION.map((row) => (
            <Flex as="li" key={row.stars} align="center" gap="3" fontSize="sm">
              <Text w="8">{row.stars} ★</Text>
              <Box flex="1" h="1.5" bg="border.subtle" rounded="full" aria-hidden="true">
                <Box
                  h="full"
                  rounded="full"
                  bg={row.stars >= 3 ? 'deal.fg' : 'accent.solid'}
                  w={`${Math.round((row.count / largest) * 100)}%`}
                />
              </Box>
              <Text w="14" textAlign="end" color="fg.muted">
                {row.count.toLocaleString('en-IN')}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="4">
        {REVIEWS.map((review) => (
          <Box as="li" key={review.title} borderTopWidth="1px" borderColor="border.subtle" pt="4">
            <Flex align="center" gap="2" mb="1">
              <Badge colorPalette="green" variant="solid">
                {review.rating} ★
              </Badge>
              <Text fontWeight="semibold">{review.title}</Text>
            </Flex>
            <Text mb="1">{review.text}</Text>
            <Text fontSize="xs" color="fg.muted">
              {review.author}, {review.place} · Certified Buyer
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
