import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { GIFT_CARD_MAX, GIFT_CARD_MIN } from './policy-figures';

const OCCASIONS: readonly Message[] = [
  msg(/*i18n*/ { id: 'info.gift-card.birthday', message: 'Birthday' }),
  msg(/*i18n*/ { id: 'info.gift-card.wedding', message: 'Wedding' }),
  msg(/*i18n*/ { id: 'info.gift-card.diwali', message: 'Diwali' }),
  msg(/*i18n*/ { id: 'info.gift-card.thank-you', message: 'Thank You' }),
];

const VALUE_RANGE = { min: GIFT_CARD_MIN, max: GIFT_CARD_MAX };

export function GiftCardScreen() {
  const { t } = useI18n();
  const giftCard = t(msg(/*i18n*/ { id: 'info.gift-card.card-label', message: 'Gift card' }));
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.gift-card.heading', message: 'Gift Cards' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.gift-card.lead',
            message:
              'The perfect gift for every occasion: gift cards from {min} to {max} and above.',
          },
        ),
        VALUE_RANGE,
      )}
    >
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.gift-card.occasions', message: 'Pick an occasion' }))}
      >
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {OCCASIONS.map((occasion) => (
            <Box
              key={occasion.id}
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
                {giftCard}
              </Text>
              <Text fontSize="lg" fontWeight="bold">
                {t(occasion)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection
        title={t(
          msg(/*i18n*/ { id: 'info.gift-card.how-heading', message: 'How gift cards work' }),
        )}
      >
        <Points
          items={[
            t(
              msg(
                /*i18n*/ {
                  id: 'info.gift-card.value',
                  message: 'Choose any value from {min} to {max} and above.',
                },
              ),
              VALUE_RANGE,
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.gift-card.delivery',
                  message:
                    'The card is delivered by email and can be used on any product on the store.',
                },
              ),
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.gift-card.balance',
                  message:
                    'Use it in part or in full; the balance stays on the card until it expires, one year from purchase.',
                },
              ),
            ),
          ]}
        />
      </InfoSection>
    </InfoPage>
  );
}
