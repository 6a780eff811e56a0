import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Order } from '../../api/types';
import type { LoaderRead } from '../../components/await-read';
import type { OrderSearch } from '../../lib/order-search';

/**
 * What the orders screen shows (one screen for /orderPage and /my-order): the validated URL
 * filter, the orders its route loader read for it, and a way to change the filter. The URL is
 * the filter's one state: a change is pushed, so Back steps through the shopper's filters.
 */
export function useOrdersRoute(): {
  search: OrderSearch;
  orders: LoaderRead<Order[]>;
  applyFilters: (patch: OrderSearch) => void;
} {
  const search: OrderSearch = useSearch({ strict: false });
  const orders = useLoaderData({
    strict: false,
    select: (data): LoaderRead<Order[]> => {
      // Both orders routes' loader (loadOrders) gives this read; merged across every route
      // (strict: false), its type loses the promise-or-data shape.
      if (data && 'orders' in data) return data.orders as LoaderRead<Order[]>;
      throw new Error('The orders screen renders only under an orders route');
    },
  });
  const navigate = useNavigate();
  const applyFilters = useCallback(
    (patch: OrderSearch) => {
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...patch }),
        resetScroll: false,
      });
    },
    [navigate],
  );
  return { search, orders, applyFilters };
}
