import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { InfoPage, InfoSection, Points } from './info-page';
import { REFUND_BUSINESS_DAYS, RETURN_WINDOW_SUPPORT_DAYS } from './policy-figures';

const TOPICS: readonly { title: string; text: string }[] = [
  { title: 'Orders', text: 'Track, change or cancel an order that has not shipped yet.' },
  {
    title: 'Returns',
    // The support page's own reading of the return window (spec §9: it differs from the policy).
    text: `Most items can be returned within ${RETURN_WINDOW_SUPPORT_DAYS} days of delivery.`,
  },
  { title: 'Refunds', text: `Refunds are processed in ${REFUND_BUSINESS_DAYS} business days.` },
  { title: 'Payments', text: 'Help with failed payments, EMI and cash on delivery.' },
  { title: 'Account', text: 'Update your profile, addresses and password.' },
  { title: 'Gift cards', text: 'Check a gift card balance or report a problem with one.' },
];

export function CustomerSupportScreen() {
  return (
    <InfoPage title="Customer Support" lead="We are here to help, every day from 9 AM to 9 PM.">
      <InfoSection title="Help topics">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {TOPICS.map((topic) => (
            <Box
              key={topic.title}
              borderWidth="1px"
              borderColor="border.subtle"
              borderRadius="md"
              p="4"
            >
              <Text fontWeight="semibold" color="brand.fg">
                {topic.title}
              </Text>
              <Text mt="1" fontSize="sm" color="fg.muted">
                {topic.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title="Contact us">
        <Points
          items={[
            'Call 1800-202-9898 (toll-free), 9 AM to 9 PM, all days.',
            'Email support@bazaar.in; we reply within 24 hours.',
          ]}
        />
      </InfoSection>
    </InfoPage>
  );
}
