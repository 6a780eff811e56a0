import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLoaderData, useMatch } from '@tanstack/react-router';
import type { Order } from '../../api/types';
import { AwaitRead } from '../../components/await-read';
import { StatusText } from '../../components/status-text';
import { formatAmount } from '../../lib/format';
import { formatDeliveryDate } from '../../lib/delivery-date';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { Sentence } from '../../i18n/sentence';

const ROUTE = '/guarded/checkout/placed/$orderId';

const PAYMENTS: Record<Order['payment']['method'], Message> = {
  cod: msg(/*i18n*/ { id: 'checkout.placed.payment.cod', message: 'Cash on Delivery' }),
  upi: msg(/*i18n*/ { id: 'checkout.placed.payment.upi', message: 'UPI' }),
  emi: msg(/*i18n*/ { id: 'checkout.placed.payment.emi', message: 'EMI' }),
};

const TEXT = {
  heading: msg(/*i18n*/ { id: 'checkout.placed.heading', message: 'Order placed' }),
  id: msg(/*i18n*/ { id: 'checkout.placed.id', message: 'Order ID: {id}' }),
  deliveryBy: msg(/*i18n*/ { id: 'checkout.placed.delivery-by', message: 'Delivery by {date}' }),
  emiMonths: msg(/*i18n*/ { id: 'checkout.placed.emi-months', message: 'EMI, {months} months' }),
  total: msg(
    /*i18n*/ {
      id: 'checkout.placed.total',
      message: 'Total {total}, paid by {payment}',
    },
  ),
  deliveringTo: msg(
    /*i18n*/ {
      id: 'checkout.placed.delivering-to',
      message: 'Delivering to {name}, {city} {pincode}',
    },
  ),
  viewOrders: msg(/*i18n*/ { id: 'checkout.placed.view-orders', message: 'View my orders' }),
  continueShopping: msg(
    /*i18n*/ {
      id: 'checkout.placed.continue-shopping',
      message: 'Continue shopping',
    },
  ),
  loading: msg(/*i18n*/ { id: 'checkout.placed.loading', message: 'Loading your order...' }),
  failed: msg(
    /*i18n*/ { id: 'checkout.placed.failed', message: 'Your order could not be loaded.' },
  ),
};

function Placed({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const { method, emi_months } = order.payment;
  const payment =
    method === 'emi' && emi_months !== null
      ? t(TEXT.emiMonths, { months: emi_months })
      : t(PAYMENTS[method]);
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" fontSize="xl" color="deal.fg">
        {t(TEXT.heading)}
      </Heading>
      <Text>
        <Sentence
          message={TEXT.id}
          parts={{
            id: (
              <Text as="span" fontWeight="semibold">
                {order.id}
              </Text>
            ),
          }}
        />
      </Text>
      <Text fontWeight="semibold">
        {t(TEXT.deliveryBy, { date: formatDeliveryDate(order.delivery_by, { locale }) })}
      </Text>
      <Text>{t(TEXT.total, { total: formatAmount(order.summary.total), payment })}</Text>
      <Text color="fg.muted">
        {t(TEXT.deliveringTo, {
          name: order.address.name,
          city: order.address.city,
          pincode: order.address.pincode,
        })}
      </Text>
      <Flex gap="3" wrap="wrap" mt="2">
        <Button asChild colorPalette="brand">
          <RouterLink to="/orderPage">{t(TEXT.viewOrders)}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/">{t(TEXT.continueShopping)}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * "Order placed" (/checkout/placed/{orderId}, issue 26): the order as the server keeps it, read
 * by the route's loader, so a reload shows it again and places nothing.
 */
export function OrderPlacedScreen() {
  const { t } = useI18n();
  const order = useLoaderData({ from: ROUTE, select: (data) => data.order });
  const matchId = useMatch({ from: ROUTE, select: (match) => match.id });
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '2', md: '4' }} py={{ base: '3', md: '6' }}>
      <Box bg="bg.surface" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '8' }}>
        <AwaitRead key={matchId} read={order} pending={<StatusText>{t(TEXT.loading)}</StatusText>}>
          {(placed) =>
            placed ? (
              <Placed order={placed} />
            ) : (
              <Stack gap="3" align="flex-start" role="alert">
                <Text>{t(TEXT.failed)}</Text>
                <Button asChild colorPalette="brand">
                  <RouterLink to="/orderPage">{t(TEXT.viewOrders)}</RouterLink>
                </Button>
              </Stack>
            )
          }
        </AwaitRead>
      </Box>
    </Box>
  );
}
