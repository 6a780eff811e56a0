import { Box, chakra, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Order, OrderStatus } from '../../api/types';
import { useI18n, type AppI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { formatDeliveryDate } from '../../lib/delivery-date';
import { formatAmount } from '../../lib/format';
import { CancelOrder } from './cancel-order';
import { cancelRefusal, ORDER_STATUS_LABELS } from './order-texts';
import { SHOP_TEXT } from './shop-texts';

const TEXT = {
  label: msg(/*i18n*/ { id: 'shop.order.label', message: 'Order {id}' }),
  id: msg(/*i18n*/ { id: 'shop.order.id', message: 'Order ID: {id}' }),
  items: msg(/*i18n*/ { id: 'shop.order.items', message: 'Items' }),
  total: msg(/*i18n*/ { id: 'shop.order.total', message: 'Total: {amount}' }),
  deliveryBy: msg(/*i18n*/ { id: 'shop.order.delivery-by', message: 'Delivery by {date}' }),
  deliveredOn: msg(/*i18n*/ { id: 'shop.order.delivered-on', message: 'Delivered on {date}' }),
};

const STATUS_COLOURS: Record<OrderStatus, string> = {
  'On the way': 'brand.solid',
  Delivered: 'deal.fg',
  Cancelled: 'fg.error',
  Returned: 'accent.solid',
};

/** The delivery line: expected while on its way, done once delivered; none for a cancelled one. */
function deliveryText(order: Order, { t, locale }: AppI18n): string | null {
  if (order.status === 'Cancelled') return null;
  const date = formatDeliveryDate(order.delivery_by, { year: true, locale });
  return t(order.status === 'On the way' ? TEXT.deliveryBy : TEXT.deliveredOn, { date });
}

/**
 * One order of the account (issue 26): its id, its lines (each linking to its product), the
 * total the server charged, the delivery date and the status; "Cancel order" until it ships,
 * then the server's reason it can no longer be cancelled.
 */
export function OrderCard({ order: listed }: { order: Order }) {
  const i18n = useI18n();
  const { t } = i18n;
  // The order as its cancel answered it, until the list read again has it too.
  const [cancelled, setCancelled] = useState<Order | null>(null);
  const order = cancelled ?? listed;
  const card = useRef<HTMLLIElement>(null);
  // The cancel's button and dialog are gone with the cancel: focus stays on this order.
  useEffect(() => {
    if (cancelled) card.current?.focus();
  }, [cancelled]);
  const delivery = deliveryText(order, i18n);
  return (
    <chakra.li
      ref={card}
      tabIndex={-1}
      aria-label={t(TEXT.label, { id: order.id })}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      p="5"
    >
      <Flex justify="space-between" wrap="wrap" gap="2" mb="3">
        <Text fontSize="sm" color="fg.muted">
          {t(TEXT.id, { id: order.id })}
        </Text>
        <HStack gap="2">
          <Box boxSize="2.5" borderRadius="full" bg={STATUS_COLOURS[order.status]} />
          <Text fontWeight="semibold">{t(ORDER_STATUS_LABELS[order.status])}</Text>
        </HStack>
      </Flex>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3" aria-label={t(TEXT.items)}>
        {order.lines.map((line) => (
          <chakra.li key={line.product.slug} display="flex" gap="4" alignItems="center">
            <Image
              src={line.product.image_url}
              alt={line.product.name}
              boxSize="16"
              objectFit="contain"
              flexShrink="0"
            />
            <Box minW="0">
              <Link asChild fontWeight="medium" color="fg.default">
                <RouterLink
                  to="/product/$product_slug"
                  params={{ product_slug: line.product.slug }}
                >
                  {line.product.name}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {t(SHOP_TEXT.quantity, { quantity: line.quantity })}
              </Text>
            </Box>
          </chakra.li>
        ))}
      </chakra.ul>
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        mt="4"
        pt="3"
        borderTopWidth="1px"
        borderColor="border.subtle"
      >
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            {t(TEXT.total, { amount: formatAmount(order.summary.total) })}
          </Text>
          {delivery && <Text fontSize="sm">{delivery}</Text>}
        </Stack>
        {order.cancellable ? (
          <CancelOrder order={order} onCancelled={setCancelled} />
        ) : (
          order.status === 'On the way' &&
          order.not_cancellable_reason && (
            <Text fontSize="sm" color="fg.muted">
              {t(cancelRefusal(order.not_cancellable_reason))}
            </Text>
          )
        )}
      </Flex>
    </chakra.li>
  );
}
