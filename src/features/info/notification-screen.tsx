import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message, MessageValues } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage } from './info-page';

/** Sample updates; the product names are the catalogue's and stay as it gives them. */
const NOTIFICATIONS: readonly {
  id: number;
  title: Message;
  text: Message;
  when: Message;
  values: MessageValues;
}[] = [
  {
    id: 1,
    title: msg(/*i18n*/ { id: 'info.notification.shipped', message: 'Your order is on the way' }),
    text: msg(
      /*i18n*/ {
        id: 'info.notification.shipped-text',
        message: '{product} has been shipped and will reach you soon.',
      },
    ),
    when: msg(
      /*i18n*/ {
        id: 'info.notification.hours-ago',
        message: '{hours, plural, one {# hour ago} other {# hours ago}}',
      },
    ),
    values: { product: 'Fastrack Reflex Play+ Smart Watch', hours: 2 },
  },
  {
    id: 2,
    title: msg(/*i18n*/ { id: 'info.notification.sale', message: 'Big Savings Days are here' }),
    text: msg(
      /*i18n*/ {
        id: 'info.notification.sale-text',
        message: 'Up to 80% off on fashion, and great deals on mobiles and electronics.',
      },
    ),
    when: msg(/*i18n*/ { id: 'info.notification.yesterday', message: 'Yesterday' }),
    values: {},
  },
  {
    id: 3,
    title: msg(/*i18n*/ { id: 'info.notification.delivered', message: 'Delivered' }),
    text: msg(
      /*i18n*/ {
        id: 'info.notification.delivered-text',
        message: '{product} was delivered. Tell us how you like it.',
      },
    ),
    when: msg(
      /*i18n*/ {
        id: 'info.notification.days-ago',
        message: '{days, plural, one {# day ago} other {# days ago}}',
      },
    ),
    values: { product: "Roadster Men's Cotton T-Shirt", days: 3 },
  },
  {
    id: 4,
    title: msg(
      /*i18n*/ { id: 'info.notification.price-drop', message: 'Price drop on your wishlist' },
    ),
    text: msg(
      /*i18n*/ {
        id: 'info.notification.price-drop-text',
        message: '{product} is now available at a lower price.',
      },
    ),
    when: msg(/*i18n*/ { id: 'info.notification.last-week', message: 'Last week' }),
    values: { product: 'Skybags Brat 22 L Backpack' },
  },
];

export function NotificationScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.notification.heading', message: 'Notifications' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.notification.lead',
            message: 'Updates about your orders, offers and wishlist.',
          },
        ),
      )}
    >
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
              <Text fontWeight="semibold">{t(item.title)}</Text>
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                {t(item.when, item.values)}
              </Text>
            </HStack>
            <Box mt="1" color="fg.muted" fontSize="sm">
              {t(item.text, item.values)}
            </Box>
          </chakra.li>
        ))}
      </chakra.ul>
    </InfoPage>
  );
}
