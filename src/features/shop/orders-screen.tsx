import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { Order } from '../../api/types';
import { AwaitRead } from '../../components/await-read';
import { placedWithin, type OrderSearch } from '../../lib/order-search';
import { EmptyPanel } from './empty-panel';
import { OrderCard } from './order-card';
import { hasFilters, NO_FILTERS, OrderFilterSidebar, OrderSearchBox } from './order-filters';
import { ShopPage } from './shop-page';
import { useOrdersRoute } from './use-orders-route';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { SHOP_TEXT } from './shop-texts';

const TEXT = {
  heading: msg(/*i18n*/ { id: 'shop.orders.heading', message: 'My Orders' }),
  loading: msg(/*i18n*/ { id: 'shop.orders.loading', message: 'Loading your orders...' }),
  noMatch: msg(/*i18n*/ { id: 'shop.orders.no-match', message: 'No orders match your filters' }),
  clear: msg(/*i18n*/ { id: 'shop.orders.clear', message: 'Clear filters' }),
  list: msg(/*i18n*/ { id: 'shop.orders.list', message: 'Your orders' }),
  failed: msg(/*i18n*/ { id: 'shop.orders.failed', message: 'Your orders could not be loaded.' }),
  none: msg(/*i18n*/ { id: 'shop.orders.none', message: 'You have no orders' }),
  startShopping: msg(/*i18n*/ { id: 'shop.orders.start-shopping', message: 'Start Shopping' }),
};

/**
 * Orders (spec §2, made real by issue 26), at /orderPage and /my-order: the account's orders,
 * newest first as the server answers them, with the filter sidebar and the search box acting
 * through the URL. Without orders it shows 'You have no orders' with a way back to shopping.
 */
export function OrdersScreen() {
  const { t } = useI18n();
  const { search, orders, applyFilters } = useOrdersRoute();
  return (
    <ShopPage>
      <Heading as="h1" fontSize="xl" mb="4">
        {t(TEXT.heading)}
      </Heading>
      <AwaitRead read={orders} pending={<Text role="status">{t(TEXT.loading)}</Text>}>
        {(list) =>
          list === null ? (
            <OrdersFailed />
          ) : list.length === 0 && !hasFilters(search) ? (
            <NoOrders />
          ) : (
            <Flex direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
              <OrderFilterSidebar search={search} onChange={applyFilters} />
              <Stack flex="1" w="full" gap="3">
                <OrderSearchBox search={search} onChange={applyFilters} />
                <OrderList orders={list} search={search} onClear={() => applyFilters(NO_FILTERS)} />
              </Stack>
            </Flex>
          )
        }
      </AwaitRead>
    </ShopPage>
  );
}

/** The orders the server answered for the status and words, in the chosen order-time group. */
function OrderList({
  orders,
  search,
  onClear,
}: {
  orders: readonly Order[];
  search: OrderSearch;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const { time } = search;
  // 'Last 30 days' counts back from when the list was shown, so a re-render never moves it.
  const [now] = useState(Date.now);
  const shown = time ? orders.filter((order) => placedWithin(order, time, now)) : orders;
  if (shown.length === 0) {
    return (
      <Stack align="center" gap="3" bg="bg.surface" borderRadius="md" boxShadow="xs" py="10">
        <Text fontWeight="semibold">{t(TEXT.noMatch)}</Text>
        <Button variant="outline" onClick={onClear}>
          {t(TEXT.clear)}
        </Button>
      </Stack>
    );
  }
  return (
    <chakra.ul aria-label={t(TEXT.list)} listStyleType="none" m="0" p="0" display="grid" gap="3">
      {shown.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </chakra.ul>
  );
}

function OrdersFailed() {
  const { t } = useI18n();
  const router = useRouter();
  return (
    <Stack align="center" gap="3" bg="bg.surface" borderRadius="md" boxShadow="xs" py="10">
      <Text role="alert">{t(TEXT.failed)}</Text>
      <Button variant="outline" onClick={() => void router.invalidate()}>
        {t(SHOP_TEXT.tryAgain)}
      </Button>
    </Stack>
  );
}

/** The documented empty state of the orders screen. */
export function NoOrders() {
  const { t } = useI18n();
  return (
    <EmptyPanel imageSize="32" action={t(TEXT.startShopping)}>
      <Text fontSize="xl" fontWeight="semibold">
        {t(TEXT.none)}
      </Text>
    </EmptyPanel>
  );
}
