/**
 * The static placeholder content of the orders screen (spec §2, §3): no call backs it yet, so
 * the samples live here. Images are local illustrations under public/img/shop.
 */

export type OrderStatus = 'On the way' | 'Delivered' | 'Cancelled' | 'Returned';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'On the way',
  'Delivered',
  'Cancelled',
  'Returned',
];

export interface SampleOrder {
  id: string;
  name: string;
  moreInfo: string;
  price: number;
  discount: number;
  image: string;
  status: OrderStatus;
}

export const SAMPLE_ORDERS: readonly SampleOrder[] = [
  {
    id: 'OD4312785520',
    name: 'Fastrack Reflex Play+ Smart Watch',
    moreInfo: 'Color: Olive Green',
    price: 2_999,
    discount: 40,
    image: '/img/shop/watch.svg',
    status: 'On the way',
  },
  {
    id: 'OD4298114372',
    name: "Roadster Men's Cotton T-Shirt",
    moreInfo: 'Size: L · Color: Rust',
    price: 449,
    discount: 62,
    image: '/img/shop/tshirt.svg',
    status: 'Delivered',
  },
  {
    id: 'OD4271903318',
    name: 'Wildcraft 35 L Laptop Backpack',
    moreInfo: 'Color: Teal',
    price: 1_299,
    discount: 48,
    image: '/img/shop/backpack.svg',
    status: 'Cancelled',
  },
  {
    id: 'OD4255610947',
    name: 'HP 15s Thin and Light Laptop (8 GB/512 GB SSD)',
    moreInfo: 'Color: Natural Silver',
    price: 42_990,
    discount: 18,
    image: '/img/shop/laptop.svg',
    status: 'Returned',
  },
];
