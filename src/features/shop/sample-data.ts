/**
 * The static placeholder content of the cart, orders and wishlist (spec §2, §3): no call backs
 * these screens, so the samples live here. Images are local illustrations under public/img/shop.
 */

export interface CartItem {
  id: number;
  name: string;
  seller: string;
  image: string;
  price: number;
  mrp: number;
  quantity: number;
}

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

export type Availability = 'In Stock' | 'Out of Stock';

export interface WishlistItem {
  id: number;
  name: string;
  image: string;
  price: number;
  rating: number;
  availability: Availability;
}

export const SAMPLE_CART: readonly CartItem[] = [
  {
    id: 1,
    name: 'Redmi Note 13 5G (Arctic White, 128 GB)',
    seller: 'RetailNet',
    image: '/img/shop/phone.svg',
    price: 17_999,
    mrp: 20_999,
    quantity: 1,
  },
  {
    id: 2,
    name: "Campus Men's Running Shoes (Black, UK 8)",
    seller: 'SportsHub India',
    image: '/img/shop/shoe.svg',
    price: 1_249,
    mrp: 2_499,
    quantity: 1,
  },
  {
    id: 3,
    name: 'boAt Rockerz 450 Bluetooth Headphones (Luscious Black)',
    seller: 'AudioKart',
    image: '/img/shop/headphones.svg',
    price: 1_499,
    mrp: 3_990,
    quantity: 2,
  },
];

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

export const SAMPLE_WISHLIST: readonly WishlistItem[] = [
  {
    id: 1,
    name: 'Noise ColorFit Pro 5 Smart Watch',
    image: '/img/shop/watch.svg',
    price: 3_999,
    rating: 4.2,
    availability: 'In Stock',
  },
  {
    id: 2,
    name: 'Samsung Galaxy M35 5G (Moonlight Blue, 128 GB)',
    image: '/img/shop/phone.svg',
    price: 16_999,
    rating: 4.3,
    availability: 'Out of Stock',
  },
  {
    id: 3,
    name: 'Skybags Brat 22 L Backpack',
    image: '/img/shop/backpack.svg',
    price: 899,
    rating: 4.1,
    availability: 'In Stock',
  },
  {
    id: 4,
    name: 'JBL Tune 760NC Wireless Headphones',
    image: '/img/shop/headphones.svg',
    price: 5_999,
    rating: 4.4,
    availability: 'Out of Stock',
  },
];
