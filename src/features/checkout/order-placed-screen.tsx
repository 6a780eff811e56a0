import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLoaderData, useMatch } from '@tanstack/react-router';
import type { Order } from '../../api/types';
import { AwaitRead } from '../../components/await-read';
import { StatusText } from '../../components/status-text';
import { formatRupees } from '../../lib/format';
import { formatDeliveryDate } from './delivery-date';

const ROUTE = '/guarded/checkout/placed/$orderId';

const PAYMENTS: Record<Order['payment']['method'], string> = {
  cod: 'Cash on Delivery',
  upi: 'UPI',
  emi: 'EMI',
};

function paymentText({ method, emi_months }: Order['payment']): string {
  return method === 'emi' && emi_months !== null
    ? `${PAYMENTS.emi}, ${emi_months} months`
    : PAYMENTS[method];
}

function Placed({ order }: { order: Order }) {
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" fontSize="xl" color="deal.fg">
        Order placed
      </Heading>
      <Text>
        Order ID:{' '}
        <Text as="span" fontWeight="semibold">
          {order.id}
        </Text>
      </Text>
      <Text fontWeight="semibold">Delivery by {formatDeliveryDate(order.delivery_by)}</Text>
      <Text>
        Total {formatRupees(order.summary.total)}, paid by {paymentText(order.payment)}
      </Text>
      <Text color="fg.muted">
        Delivering to {order.address.name}, {order.address.city} {order.address.pincode}
      </Text>
      <Flex gap="3" wrap="wrap" mt="2">
        <Button asChild colorPalette="brand">
          <RouterLink to="/orderPage">View my orders</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/">Continue shopping</RouterLink>
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
  const order = useLoaderData({ from: ROUTE, select: (data) => data.order });
  const matchId = useMatch({ from: ROUTE, select: (match) => match.id });
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '2', md: '4' }} py={{ base: '3', md: '6' }}>
      <Box bg="bg.surface" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '8' }}>
        <AwaitRead
          key={matchId}
          read={order}
          pending={<StatusText>Loading your order...</StatusText>}
        >
          {(placed) =>
            placed ? (
              <Placed order={placed} />
            ) : (
              <Stack gap="3" align="flex-start" role="alert">
                <Text>Your order could not be loaded.</Text>
                <Button asChild colorPalette="brand">
                  <RouterLink to="/orderPage">View my orders</RouterLink>
                </Button>
              </Stack>
            )
          }
        </AwaitRead>
      </Box>
    </Box>
  );
}
