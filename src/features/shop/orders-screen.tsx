import {
  Box,
  Button,
  chakra,
  Checkbox,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { formatRupees } from '../../lib/format';
import { ORDER_STATUSES, SAMPLE_ORDERS, type OrderStatus, type SampleOrder } from './sample-data';
import { EmptyPanel } from './empty-panel';
import { ShopPage } from './shop-page';

const ORDER_TIMES = ['Last 30 days', '2024', '2023', 'Older'] as const;

const STATUS_COLOURS: Record<OrderStatus, string> = {
  'On the way': 'brand.solid',
  Delivered: 'deal.fg',
  Cancelled: 'fg.error',
  Returned: 'accent.solid',
};

export function OrdersScreen() {
  return <OrdersView orders={SAMPLE_ORDERS} />;
}

/**
 * Orders (spec §2), shown at /orderPage and /my-order: static sample orders with their status, a
 * filter sidebar and a search box that, as documented, do not act on the list yet. Without
 * orders it shows 'You have no orders' with a way back to shopping.
 */
export function OrdersView({ orders }: { orders: readonly SampleOrder[] }) {
  return (
    <ShopPage>
      <Heading as="h1" fontSize="xl" mb="4">
        My Orders
      </Heading>
      {orders.length === 0 ? (
        <NoOrders />
      ) : (
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
          <FilterSidebar />
          <Stack flex="1" w="full" gap="3">
            <OrderSearch />
            <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
              {orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </chakra.ul>
          </Stack>
        </Flex>
      )}
    </ShopPage>
  );
}

function FilterSidebar() {
  return (
    <Box
      as="aside"
      aria-labelledby="order-filters"
      w={{ base: 'full', md: '64' }}
      flexShrink="0"
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      p="5"
    >
      <Heading id="order-filters" as="h2" fontSize="lg" mb="4">
        Filters
      </Heading>
      <FilterGroup title="Order status" options={ORDER_STATUSES} />
      <FilterGroup title="Order time" options={ORDER_TIMES} />
    </Box>
  );
}

function FilterGroup({ title, options }: { title: string; options: readonly string[] }) {
  return (
    <chakra.fieldset border="0" p="0" m="0" mb="5">
      <chakra.legend
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        mb="3"
      >
        {title}
      </chakra.legend>
      <Stack gap="2.5">
        {options.map((option) => (
          <Checkbox.Root key={option} size="sm" colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

function OrderSearch() {
  const inputId = useId();
  // Documented as not acting yet: the search is kept on the page, not applied.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <chakra.form role="search" aria-label="Orders" onSubmit={submit} display="flex" gap="2">
      <chakra.label htmlFor={inputId} srOnly>
        Search your orders here
      </chakra.label>
      <Input
        id={inputId}
        type="search"
        placeholder="Search your orders here"
        bg="bg.surface"
        flex="1"
      />
      <Button type="submit" colorPalette="brand">
        Search Orders
      </Button>
    </chakra.form>
  );
}

function OrderRow({ order }: { order: SampleOrder }) {
  return (
    <chakra.li
      aria-label={order.name}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      p="5"
      display="grid"
      gridTemplateColumns={{ base: 'auto 1fr', md: 'auto 2fr 1fr 1.4fr' }}
      gap="4"
      alignItems="center"
    >
      <Image src={order.image} alt={order.name} boxSize="20" objectFit="contain" />
      <Box minW="0">
        <Text fontWeight="medium">{order.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {order.moreInfo}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Order ID: {order.id}
        </Text>
      </Box>
      <Box gridColumn={{ base: '2', md: 'auto' }}>
        <Text fontWeight="semibold">{formatRupees(order.price)}</Text>
        <Text fontSize="sm" color="deal.fg">
          {order.discount}% Off
        </Text>
      </Box>
      <HStack gap="2" gridColumn={{ base: '2', md: 'auto' }}>
        <Box boxSize="2.5" borderRadius="full" bg={STATUS_COLOURS[order.status]} flexShrink="0" />
        <Text fontWeight="semibold">{order.status}</Text>
      </HStack>
    </chakra.li>
  );
}

/** The documented empty state of the orders screen. */
export function NoOrders() {
  return (
    <EmptyPanel imageSize="32" action="Start Shopping">
      <Text fontSize="xl" fontWeight="semibold">
        You have no orders
      </Text>
    </EmptyPanel>
  );
}
