import { ORDER_STATUSES, type Order, type OrderStatus } from '../api/types';

/**
 * The orders screen's URL state (issue 26): `status` (one of the spec's four), `q` (words of the
 * product names or an order id) and `time` (the sidebar's order-time group). Read leniently and
 * validated: a malformed value is dropped, never sent to the server.
 */
export interface OrderSearch {
  status?: OrderStatus;
  q?: string;
  time?: OrderTime;
}

/** The contract's statuses, in the order the sidebar lists them. */
export { ORDER_STATUSES };

/** The sidebar's order-time groups, in its order, by the value the URL holds. */
export const ORDER_TIMES = ['last-30-days', '2024', '2023', 'older'] as const;

export type OrderTime = (typeof ORDER_TIMES)[number];

/** The longest search text read from the URL; the search box allows no more. */
export const ORDER_SEARCH_MAX_LENGTH = 200;

const isStatus = (value: unknown): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

const isTime = (value: unknown): value is OrderTime => ORDER_TIMES.some((time) => time === value);

function readText(value: unknown): string | undefined {
  // The router hands over '123' as a number: text all the same (an order id's digits).
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value)
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  return text === '' || text.length > ORDER_SEARCH_MAX_LENGTH ? undefined : text;
}

export function parseOrderSearch(search: Record<string, unknown>): OrderSearch {
  const time = typeof search.time === 'number' ? String(search.time) : search.time;
  // Every name stays, a dropped one as undefined: the router merges a route's validated search
  // over its parent's raw one, so leaving a name out would let the malformed value through.
  return {
    status: isStatus(search.status) ? search.status : undefined,
    q: readText(search.q),
    time: isTime(time) ? time : undefined,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India's offset from UTC: an order placed at 00:30 on 1 January in India is that year's. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Whether the order was placed within the time group, `now` being the shopper's clock. The
 * server has no parameter for it, so the screen filters the orders it was answered on the
 * client. 'Older' is anything before the oldest year the sidebar names.
 */
export function placedWithin(order: Pick<Order, 'placed_at'>, time: OrderTime, now: number) {
  const placed = Date.parse(order.placed_at);
  if (time === 'last-30-days') return placed > now - 30 * DAY_MS && placed <= now;
  const year = new Date(placed + INDIA_OFFSET_MS).getUTCFullYear();
  if (time === 'older') return year < 2023;
  return year === Number(time);
}
