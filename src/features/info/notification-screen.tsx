import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { InfoPage } from './info-page';

const NOTIFICATIONS: readonly { id: number; title: string; text: string; when: string }[] = [
  {
    id: 1,
    title: 'Your order is on the way',
    text: 'Fastrack Reflex Play+ Smart Watch has been shipped and will reach you soon.',
    when: '2 hours ago',
  },
  {
    id: 2,
    title: 'Big Savings Days are here',
    text: 'Up to 80% off on fashion, and great deals on mobiles and electronics.',
    when: 'Yesterday',
  },
  {
    id: 3,
    title: 'Delivered',
    text: "Roadster Men's Cotton T-Shirt was delivered. Tell us how you like it.",
    when: '3 days ago',
  },
  {
    id: 4,
    title: 'Price drop on your wishlist',
    text: 'Skybags Brat 22 L Backpack is now available at a lower price.',
    when: 'Last week',
  },
];

export function NotificationScreen() {
  return (
    <InfoPage title="Notifications" lead="Updates about your orders, offers and wishlist.">
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
        {NOTIFICATIONS.map((item) => (
          <chakra.li
            key={item.id}
            borderWidth="1px"
            borderColor="border.subtle"
            borderRadius="md"
            p="4"
          >
            <HStack justify="space-between" align="baseline" gap="4">
              <Text fontWeight="semibold">{item.title}</Text>
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                {item.when}
              </Text>
            </HStack>
            <Box mt="1" color="fg.muted" fontSize="sm">
              {item.text}
            </Box>
          </chakra.li>
        ))}
      </chakra.ul>
    </InfoPage>
  );
}
