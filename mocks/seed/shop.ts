/**
 * The demo shopper's cart and wishlist: the sample cards the spec's placeholder screens showed
 * (named in the comments below), made of the catalog products closest to the sample names, with
 * the same quantities and the same two 'Out of Stock' items (their products are out of stock: DEMO_SOLD_OUT_IDS). All are
 * among the first 600 products, so they exist at every catalog size.
 */

/** Oldest first, as the cart answers its lines. */
export const DEMO_CART: readonly { slug: string; quantity: number }[] = [
  // Redmi Note 13 5G (Arctic White, 128 GB)
  { slug: 'xiaomi-redmi-note-13-pro-5g-ocean-blue-256-gb-521', quantity: 1 },
  // Campus Men's Running Shoes (Black, UK 8)
  { slug: 'campus-oxyfit-walking-shoes-navy-uk-6-170', quantity: 1 },
  // boAt Rockerz 450 Bluetooth Headphones (Luscious Black)
  { slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9', quantity: 2 },
];

/** Newest first, as the wishlist answers its items. */
export const DEMO_WISHLIST: readonly string[] = [
  // Noise ColorFit Pro 5 Smart Watch, In Stock
  'noise-colorfit-pro-5-smartwatch-silver-grey-44-mm-271',
  // Samsung Galaxy M35 5G (Moonlight Blue, 128 GB), Out of Stock
  'samsung-galaxy-m35-5g-starlight-silver-64-gb-365',
  // Skybags Brat 22 L Backpack (the catalog has no Skybags), In Stock
  'safari-ray-laptop-backpack-blue-25-l-227',
  // JBL Tune 760NC Wireless Headphones, Out of Stock
  'jbl-tune-760nc-bluetooth-headset-pearl-white-113',
];
