import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { InfoPage, InfoSection, Points } from './info-page';
import { GIFT_CARD_MAX, GIFT_CARD_MIN } from './policy-figures';

const OCCASIONS = ['Birthday', 'Wedding', 'Diwali', 'Thank You'] as const;

export function GiftCardScreen() {
  return (
    <InfoPage
      title="Gift Cards"
      lead={`The perfect gift for every occasion: gift cards from ${GIFT_CARD_MIN} to ${GIFT_CARD_MAX} and above.`}
    >
      <InfoSection title="Pick an occasion">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {OCCASIONS.map((occasion) => (
            <Box
              key={occasion}
              bg="brand.solid"
              color="brand.contrast"
              borderRadius="lg"
              p="5"
              minH="28"
              display="flex"
              flexDirection="column"
              justifyContent="space-between"
            >
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider">
                Gift card
              </Text>
              <Text fontSize="lg" fontWeight="bold">
                {occasion}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title="How gift cards work">
        <Points
          items={[
            `Choose any value from ${GIFT_CARD_MIN} to ${GIFT_CARD_MAX} and above.`,
            'The card is delivered by email and can be used on any product on the store.',
            'Use it in part or in full; the balance stays on the card until it expires, one year from purchase.',
          ]}
        />
      </InfoSection>
    </InfoPage>
  );
}
