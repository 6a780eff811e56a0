import type { Glyph } from './glyphs';

/**
 * How products of one leaf category are made up. The generator combines these pools with a
 * seeded PRNG; every value here is plain data so the catalog reads like a real Indian store.
 */
/** A product line of a brand; `sizes` overrides the template's sizes ([]: sold in one size). */
export interface ProductLine {
  name: string;
  sizes: readonly string[];
}

/**
 * How products of one leaf category are made up. The generator combines these pools with a
 * seeded PRNG; every value here is plain data so the catalog reads like a real Indian store.
 */
export interface ProductTemplate {
  /**
   * Brand slug (see brands.ts) to the brand's product lines. Products take turns through the
   * brands so every brand of the leaf sells something.
   */
  lines: Readonly<Record<string, readonly (string | ProductLine)[]>>;
  /** Empty: the product has no colour (books, food) and answers color ''. */
  colors: readonly string[];
  /** Sizes of lines given as plain names; empty: no size, the product answers size ''. */
  sizes: readonly string[];
  sizeLabel: string;
  /** Range of the MRP in rupees. */
  mrp: readonly [number, number];
  maxDiscount: number;
  warranty?: string;
  /** Category-specific details, one value picked per label. */
  specs: Readonly<Record<string, readonly string[]>>;
  /** Selling points; two or three make up the short description and the description. */
  highlights: readonly string[];
  /** Books are named by title, author and format rather than by brand and line. */
  naming?: 'title';
}

export interface CategorySpec {
  slug: string;
  name: string;
  glyph: Glyph;
  hue: number;
  children?: readonly CategorySpec[];
  /** Leaves only. */
  products?: ProductTemplate;
}

const APPAREL_COLORS = [
  'Black',
  'White',
  'Navy Blue',
  'Olive',
  'Maroon',
  'Grey',
  'Beige',
  'Sky Blue',
];
const SHOE_SIZES_MEN = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
const SHOE_SIZES_WOMEN = ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7'];
const CLOTH_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const PHONE_COLORS = ['Midnight Black', 'Ocean Blue', 'Mint Green', 'Starlight Silver', 'Lavender'];

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  {
    slug: 'mobiles',
    name: 'Mobiles',
    glyph: 'phone',
    hue: 215,
    children: [
      {
        slug: 'smartphones',
        name: 'Smartphones',
        glyph: 'phone',
        hue: 220,
        products: {
          lines: {
            samsung: ['Galaxy M35 5G', 'Galaxy A55 5G', 'Galaxy S24 FE', 'Galaxy F15 5G'],
            apple: ['iPhone 15', 'iPhone 15 Plus', 'iPhone 14'],
            oneplus: ['Nord CE4 Lite 5G', 'Nord 4', '12R'],
            xiaomi: ['Redmi Note 13 Pro 5G', 'Redmi 13C', 'Redmi 13 5G'],
            realme: ['Narzo 70 Pro 5G', '12 Pro+ 5G', 'C65'],
            vivo: ['T3 Ultra 5G', 'Y28s 5G', 'V30e'],
            motorola: ['Edge 50 Fusion', 'G85 5G', 'G64 5G'],
          },
          colors: PHONE_COLORS,
          sizes: ['64 GB', '128 GB', '256 GB', '512 GB'],
          sizeLabel: 'Internal Storage',
          mrp: [8999, 159900],
          maxDiscount: 35,
          warranty: '1 Year Manufacturer Warranty for Device and 6 Months for In-Box Accessories',
          specs: {
            RAM: ['4 GB', '6 GB', '8 GB', '12 GB'],
            Display: ['6.5 inch HD+', '6.67 inch Full HD+ AMOLED', '6.7 inch Super Retina XDR'],
            Battery: ['5000 mAh', '5500 mAh', '4500 mAh', '6000 mAh'],
            'Primary Camera': ['50MP + 8MP', '64MP + 2MP', '108MP + 8MP + 2MP', '48MP + 12MP'],
            Network: ['5G, 4G VoLTE', '4G VoLTE'],
          },
          highlights: [
            'Smooth 120 Hz display for scrolling and gaming',
            'All-day battery with fast charging in the box',
            'Dual SIM with 5G on both slots',
            'Crisp low-light photos with night mode',
            'Two years of OS updates',
          ],
        },
      },
      {
        slug: 'feature-phones',
        name: 'Feature Phones',
        glyph: 'feature-phone',
        hue: 200,
        products: {
          lines: {
            nokia: ['105 Dual SIM', '150', '2660 Flip 4G'],
            lava: ['Hero 600s', 'A9 4G', 'Gem Power'],
            samsung: ['Guru Music 2', 'Metro 313'],
          },
          colors: ['Black', 'Blue', 'Red', 'Charcoal Grey'],
          sizes: [],
          sizeLabel: 'Storage',
          mrp: [999, 3499],
          maxDiscount: 25,
          warranty: '1 Year Manufacturer Warranty',
          specs: {
            Display: ['1.8 inch QQVGA', '2.4 inch QVGA'],
            Battery: ['1000 mAh', '1750 mAh', '2500 mAh'],
            'SIM Type': ['Dual SIM', 'Single SIM'],
          },
          highlights: [
            'Long standby time that lasts days',
            'Wireless FM radio and torch',
            'Loud speaker and big keys',
            'Supports 22 Indian languages',
          ],
        },
      },
      {
        slug: 'mobile-cases',
        name: 'Cases & Covers',
        glyph: 'phone-case',
        hue: 260,
        products: {
          lines: {
            spigen: ['Ultra Hybrid Back Cover', 'Liquid Air Back Cover', 'Rugged Armor Back Cover'],
            samsung: ['Silicone Case', 'Clear Standing Cover'],
            apple: ['Silicone Case with MagSafe', 'Clear Case with MagSafe'],
          },
          colors: ['Matte Black', 'Crystal Clear', 'Navy Blue', 'Red'],
          sizes: ['iPhone 15', 'Galaxy S24', 'OnePlus 12', 'Redmi Note 13'],
          sizeLabel: 'Compatible Model',
          mrp: [399, 3999],
          maxDiscount: 70,
          specs: {
            Material: ['Thermoplastic Polyurethane', 'Polycarbonate', 'Silicone'],
            'Drop Protection': ['Military-grade', 'Everyday'],
          },
          highlights: [
            'Raised lips protect the camera and screen',
            'Slim fit that keeps every button clicky',
            'Anti-yellowing clear back',
          ],
        },
      },
      {
        slug: 'power-banks',
        name: 'Power Banks',
        glyph: 'power-bank',
        hue: 180,
        products: {
          lines: {
            ambrane: [
              'Stylo 10K Power Bank',
              'PowerLit Boost Power Bank',
              'Capsule 20K Power Bank',
            ],
            xiaomi: ['Redmi Power Bank', 'Mi Pocket Power Bank Pro'],
            boat: ['EnergyShroom PB300 Power Bank', 'EnergyShroom PB400 Power Bank'],
          },
          colors: ['Black', 'White', 'Blue'],
          sizes: ['10000 mAh', '20000 mAh', '27000 mAh'],
          sizeLabel: 'Capacity',
          mrp: [999, 4999],
          maxDiscount: 60,
          warranty: '6 Months Warranty',
          specs: {
            Output: ['20W PD', '22.5W', '12W'],
            Ports: ['2 USB-A + 1 Type-C', '1 USB-A + 1 Type-C'],
          },
          highlights: [
            'Charges two devices at once',
            'Lithium polymer cells with 12-layer protection',
            'Pocket-sized and travel friendly',
          ],
        },
      },
    ],
  },
  {
    slug: 'electronics',
    name: 'Electronics',
    glyph: 'laptop',
    hue: 240,
    children: [
      {
        slug: 'laptops',
        name: 'Laptops',
        glyph: 'laptop',
        hue: 230,
        products: {
          lines: {
            hp: ['Pavilion 15 Laptop', 'Victus Gaming Laptop', '15s Thin and Light Laptop'],
            dell: ['Inspiron 3520 Laptop', 'Vostro 3430 Laptop', 'G15 Gaming Laptop'],
            lenovo: ['IdeaPad Slim 3 Laptop', 'ThinkPad E14 Laptop', 'LOQ Gaming Laptop'],
            asus: ['Vivobook 16 Laptop', 'TUF Gaming F15 Laptop', 'Zenbook 14 OLED Laptop'],
            acer: ['Aspire Lite Laptop', 'Nitro V Gaming Laptop', 'Swift Go 14 Laptop'],
            apple: ['MacBook Air M3', 'MacBook Pro M3'],
          },
          colors: ['Natural Silver', 'Space Grey', 'Black', 'Midnight Blue'],
          sizes: ['14 inch', '15.6 inch', '16 inch'],
          sizeLabel: 'Screen Size',
          mrp: [32990, 189990],
          maxDiscount: 30,
          warranty: '1 Year Onsite Warranty',
          specs: {
            Processor: [
              'Intel Core i5 13th Gen',
              'Intel Core i7 13th Gen',
              'AMD Ryzen 5 7530U',
              'AMD Ryzen 7 7840HS',
              'Apple M3',
            ],
            RAM: ['8 GB DDR4', '16 GB DDR5', '16 GB Unified'],
            SSD: ['512 GB', '1 TB'],
            'Operating System': ['Windows 11 Home', 'macOS'],
          },
          highlights: [
            'Backlit keyboard for late-night work',
            'MS Office Home and Student 2021 included',
            'Fast charge to 50% in 45 minutes',
            'Full HD anti-glare display',
          ],
        },
      },
      {
        slug: 'tablets',
        name: 'Tablets',
        glyph: 'tablet',
        hue: 250,
        products: {
          lines: {
            apple: ['iPad 10th Gen', 'iPad Air M2'],
            samsung: ['Galaxy Tab S9 FE', 'Galaxy Tab A9+'],
            lenovo: ['Tab M11', 'Tab P12'],
            xiaomi: ['Pad 6', 'Redmi Pad SE'],
          },
          colors: ['Silver', 'Graphite', 'Blue', 'Mint'],
          sizes: ['64 GB', '128 GB', '256 GB'],
          sizeLabel: 'Internal Storage',
          mrp: [14999, 89900],
          maxDiscount: 30,
          warranty: '1 Year Manufacturer Warranty',
          specs: {
            Display: ['10.9 inch', '11 inch', '12.4 inch'],
            Connectivity: ['Wi-Fi Only', 'Wi-Fi + 5G'],
          },
          highlights: [
            'Quad speakers with Dolby Atmos',
            'Stylus support for notes and sketches',
            'Big battery for long movies',
          ],
        },
      },
      {
        slug: 'televisions',
        name: 'Televisions',
        glyph: 'tv',
        hue: 210,
        products: {
          lines: {
            samsung: ['Crystal 4K Vivid Smart LED TV', 'Neo QLED Smart TV'],
            lg: ['UR75 4K Smart LED TV', 'NanoCell Smart TV', 'OLED evo C3'],
            sony: ['Bravia X75L Google TV', 'Bravia 2 4K Google TV'],
            xiaomi: ['X Pro 4K Google TV', 'A Series Smart Google TV'],
            oneplus: ['Y1S Pro 4K Smart Android TV', 'Q2 Pro QLED TV'],
          },
          colors: ['Black', 'Titan Grey'],
          sizes: ['32 inch', '43 inch', '50 inch', '55 inch', '65 inch'],
          sizeLabel: 'Screen Size',
          mrp: [13999, 169990],
          maxDiscount: 45,
          warranty: '1 Year Comprehensive Warranty on Product and Additional 1 Year on Panel',
          specs: {
            Resolution: ['HD Ready 1366 x 768', 'Full HD 1920 x 1080', 'Ultra HD (4K) 3840 x 2160'],
            'Sound Output': ['20 W', '24 W', '30 W'],
            'Supported Apps': [
              'Netflix, Prime Video, JioCinema, YouTube',
              'Disney+Hotstar, Netflix, YouTube',
            ],
          },
          highlights: [
            'Bezel-less design',
            'Built-in Chromecast',
            'Dolby Audio with clear dialogue',
            'HDR10 support',
          ],
        },
      },
      {
        slug: 'cameras',
        name: 'Cameras',
        glyph: 'camera',
        hue: 30,
        products: {
          lines: {
            canon: [
              'EOS R50 Mirrorless Camera',
              'EOS 1500D DSLR Camera',
              'EOS R10 Mirrorless Camera',
            ],
            nikon: ['Z30 Mirrorless Camera', 'D7500 DSLR Camera', 'Z fc Mirrorless Camera'],
            sony: ['Alpha ZV-E10 Mirrorless Camera', 'Alpha 6400 Mirrorless Camera'],
          },
          colors: ['Black', 'White'],
          sizes: ['Body Only', 'with 18-55 mm Lens', 'with 18-135 mm Lens'],
          sizeLabel: 'Kit',
          mrp: [34995, 149990],
          maxDiscount: 20,
          warranty: '2 Years Manufacturer Warranty',
          specs: {
            'Effective Pixels': ['24.1 MP', '20.9 MP', '24.2 MP'],
            Video: ['4K 30p', 'Full HD 60p'],
          },
          highlights: [
            'Eye autofocus for people and pets',
            'Flip screen for vlogging',
            'Wi-Fi and Bluetooth transfer',
          ],
        },
      },
      {
        slug: 'audio',
        name: 'Audio',
        glyph: 'headphones',
        hue: 345,
        children: [
          {
            slug: 'headphones',
            name: 'Headphones & Earphones',
            glyph: 'headphones',
            hue: 350,
            products: {
              lines: {
                boat: [
                  'Airdopes 141 True Wireless Earbuds',
                  'Rockerz 450 Bluetooth Headset',
                  'Bassheads 100 Wired Earphones',
                ],
                sony: ['WH-1000XM5 Bluetooth Headset', 'WF-C700N True Wireless Earbuds'],
                jbl: ['Tune 760NC Bluetooth Headset', 'Wave Beam True Wireless Earbuds'],
                noise: ['Buds VS104 True Wireless Earbuds', 'Airwave Neckband'],
                apple: ['AirPods Pro 2nd Gen', 'AirPods 3rd Gen'],
                oneplus: ['Nord Buds 2 True Wireless Earbuds', 'Bullets Wireless Z2 Neckband'],
              },
              colors: ['Active Black', 'Pearl White', 'Teal Green', 'Cherry Red'],
              sizes: [],
              sizeLabel: 'Size',
              mrp: [799, 34990],
              maxDiscount: 75,
              warranty: '1 Year Warranty',
              specs: {
                'Battery Life': ['Up to 30 hours', 'Up to 42 hours', 'Up to 60 hours'],
                'Noise Cancellation': [
                  'Active Noise Cancellation',
                  'Environmental Noise Cancellation',
                ],
                'Bluetooth Version': ['5.3', '5.2'],
              },
              highlights: [
                'Deep bass tuned for Bollywood tracks',
                'Low-latency mode for gaming',
                'IPX5 sweat and water resistance',
                '10 minutes of charge for 2 hours of music',
              ],
            },
          },
          {
            slug: 'speakers',
            name: 'Bluetooth Speakers',
            glyph: 'speaker',
            hue: 15,
            products: {
              lines: {
                jbl: [
                  'Flip 6 Bluetooth Speaker',
                  'Go 3 Bluetooth Speaker',
                  'PartyBox Encore Party Speaker',
                ],
                boat: [
                  'Stone 1200 Bluetooth Speaker',
                  'Stone 352 Bluetooth Speaker',
                  'PartyPal 50 Party Speaker',
                ],
                sony: ['SRS-XB13 Bluetooth Speaker', 'ULT Field 1 Bluetooth Speaker'],
              },
              colors: ['Black', 'Blue', 'Red', 'Camouflage'],
              sizes: [],
              sizeLabel: 'Size',
              mrp: [1499, 39999],
              maxDiscount: 60,
              warranty: '1 Year Warranty',
              specs: {
                'Output Power': ['5 W', '14 W', '20 W', '100 W'],
                'Water Resistance': ['IPX7', 'IP67', 'IPX5'],
              },
              highlights: [
                'Room-filling 360 degree sound',
                'Pair two speakers for stereo',
                'Up to 12 hours of playback',
              ],
            },
          },
        ],
      },
      {
        slug: 'smart-watches',
        name: 'Smart Watches',
        glyph: 'smartwatch',
        hue: 280,
        products: {
          lines: {
            noise: ['ColorFit Pro 5 Smartwatch', 'Twist Go Smartwatch'],
            boat: ['Wave Call 2 Smartwatch', 'Lunar Connect Smartwatch'],
            'fire-boltt': ['Ninja Call Pro Plus Smartwatch', 'Phoenix Ultra Smartwatch'],
            apple: ['Watch SE GPS', 'Watch Series 9 GPS'],
            samsung: ['Galaxy Watch6', 'Galaxy Watch FE'],
          },
          colors: ['Jet Black', 'Rose Pink', 'Silver Grey', 'Olive Green'],
          sizes: ['40 mm', '44 mm', '46 mm'],
          sizeLabel: 'Dial Size',
          mrp: [1799, 45900],
          maxDiscount: 80,
          warranty: '1 Year Warranty',
          specs: {
            Display: ['1.85 inch TFT', '1.96 inch AMOLED', '1.4 inch Super AMOLED'],
            'Battery Life': ['Up to 7 days', 'Up to 10 days', 'Up to 18 hours'],
          },
          highlights: [
            'Bluetooth calling from the wrist',
            'Heart rate and SpO2 tracking',
            '100+ sports modes',
          ],
        },
      },
    ],
  },
  {
    slug: 'fashion',
    name: 'Fashion',
    glyph: 'shirt',
    hue: 330,
    children: [
      {
        slug: 'mens-clothing',
        name: "Men's Clothing",
        glyph: 'shirt',
        hue: 205,
        products: {
          lines: {
            'allen-solly': ['Slim Fit Casual Shirt', 'Polo T-Shirt', 'Slim Fit Chinos'],
            'peter-england': ['Regular Fit Formal Shirt', 'Slim Fit Formal Trousers'],
            levis: ['511 Slim Fit Jeans', 'Regular Fit Crew Neck T-Shirt', 'Trucker Denim Jacket'],
            fabindia: ['Cotton Kurta', 'Linen Nehru Jacket'],
            manyavar: ['Silk Blend Kurta Set', 'Festive Sherwani'],
          },
          colors: APPAREL_COLORS,
          sizes: CLOTH_SIZES,
          sizeLabel: 'Size',
          mrp: [799, 4999],
          maxDiscount: 70,
          specs: {
            Fabric: ['100% Cotton', 'Cotton Blend', 'Linen', 'Denim'],
            Sleeve: ['Full Sleeve', 'Half Sleeve'],
            'Wash Care': ['Machine Wash', 'Hand Wash'],
          },
          highlights: [
            'Breathable fabric for Indian summers',
            'Colour-fast dyes',
            'Easy-iron finish',
            'Tailored for a sharp fit',
          ],
        },
      },
      {
        slug: 'womens-clothing',
        name: "Women's Clothing",
        glyph: 'kurta',
        hue: 320,
        products: {
          lines: {
            biba: ['Printed Anarkali Kurta', 'Straight Kurta with Palazzo', 'Embroidered Suit Set'],
            libas: ['Block Print Kurta Set', 'Chikankari Kurta'],
            fabindia: ['Handloom Cotton Saree', 'Block Print Kurta', 'Silk Dupatta'],
            'allen-solly': ['Regular Fit Top', 'A-Line Dress', 'Slim Fit Trousers'],
          },
          colors: ['Mustard', 'Teal', 'Pink', 'Off White', 'Indigo', 'Maroon'],
          sizes: ['XS', ...CLOTH_SIZES],
          sizeLabel: 'Size',
          mrp: [899, 6999],
          maxDiscount: 75,
          specs: {
            Fabric: ['Pure Cotton', 'Rayon', 'Georgette', 'Silk Blend'],
            Occasion: ['Festive', 'Casual', 'Party', 'Work'],
          },
          highlights: [
            'Hand block-printed motifs',
            'Soft fabric for all-day comfort',
            'Comes with a matching dupatta',
          ],
        },
      },
      {
        slug: 'mens-footwear',
        name: "Men's Footwear",
        glyph: 'shoe',
        hue: 25,
        children: [
          {
            slug: 'sports-shoes',
            name: 'Sports Shoes',
            glyph: 'shoe',
            hue: 15,
            products: {
              lines: {
                nike: [
                  'Revolution 7 Running Shoes',
                  'Air Zoom Pegasus Running Shoes',
                  'Downshifter 13 Running Shoes',
                ],
                adidas: ['Duramo SL Running Shoes', 'Ultrabounce Running Shoes'],
                puma: ['Softride Running Shoes', 'Velocity Nitro Running Shoes'],
                campus: ['North Plus Running Shoes', 'Oxyfit Walking Shoes'],
                bata: ['Power Rush Training Shoes', 'Power Walking Shoes'],
              },
              colors: ['Black', 'White', 'Grey', 'Navy', 'Red'],
              sizes: SHOE_SIZES_MEN,
              sizeLabel: 'Size',
              mrp: [1299, 12995],
              maxDiscount: 60,
              specs: {
                'Outer Material': ['Mesh', 'Knit', 'Synthetic'],
                'Sole Material': ['EVA', 'Rubber', 'Phylon'],
              },
              highlights: [
                'Cushioned midsole for long runs',
                'Breathable mesh upper',
                'Grippy rubber outsole',
              ],
            },
          },
          {
            slug: 'casual-shoes',
            name: 'Casual Shoes',
            glyph: 'shoe',
            hue: 40,
            products: {
              lines: {
                'red-tape': ['Casual Sneakers', 'Leather Loafers', 'Chelsea Boots'],
                woodland: ['Leather Casual Boots', 'Nubuck Sneakers'],
                bata: ['North Star Canvas Sneakers', 'Slip-On Loafers'],
                puma: ['Smash v2 Sneakers', 'Court Classic Sneakers'],
              },
              colors: ['Tan', 'Brown', 'White', 'Black', 'Olive'],
              sizes: SHOE_SIZES_MEN,
              sizeLabel: 'Size',
              mrp: [999, 7995],
              maxDiscount: 65,
              specs: {
                'Outer Material': ['Leather', 'Suede', 'Canvas'],
                Closure: ['Lace-Ups', 'Slip-On'],
              },
              highlights: [
                'Padded collar and insole',
                'Goes with jeans or chinos',
                'Durable stitched sole',
              ],
            },
          },
          {
            slug: 'formal-shoes',
            name: 'Formal Shoes',
            glyph: 'formal-shoe',
            hue: 20,
            products: {
              lines: {
                bata: ['Leather Derby Shoes', 'Oxford Lace-Up Shoes'],
                'red-tape': ['Monk Strap Formal Shoes', 'Brogue Formal Shoes'],
                woodland: ['Leather Formal Derby Shoes', 'Formal Slip-On Shoes'],
              },
              colors: ['Black', 'Brown', 'Tan'],
              sizes: SHOE_SIZES_MEN,
              sizeLabel: 'Size',
              mrp: [1299, 6999],
              maxDiscount: 55,
              specs: {
                'Outer Material': ['Genuine Leather', 'Synthetic Leather'],
                'Toe Shape': ['Round Toe', 'Pointed Toe'],
              },
              highlights: [
                'Polished finish for office and weddings',
                'Cushioned footbed',
                'Slip-resistant sole',
              ],
            },
          },
        ],
      },
      {
        slug: 'womens-footwear',
        name: "Women's Footwear",
        glyph: 'heel',
        hue: 340,
        products: {
          lines: {
            bata: ['Comfit Block Heels', 'Casual Flats', 'Comfit Sandals'],
            puma: ['Carina Sneakers', 'Softride Slides'],
            nike: ['Court Vision Sneakers', 'Revolution 7 Running Shoes'],
            campus: ['Claire Sneakers', 'Sports Sandals'],
          },
          colors: ['Black', 'Beige', 'Rose Gold', 'White', 'Pink'],
          sizes: SHOE_SIZES_WOMEN,
          sizeLabel: 'Size',
          mrp: [699, 8995],
          maxDiscount: 65,
          specs: {
            'Outer Material': ['PU', 'Mesh', 'Faux Leather'],
            'Heel Height': ['Flat', '1 inch', '2.5 inch'],
          },
          highlights: ['Soft cushioned footbed', 'Lightweight for all-day wear', 'Anti-skid sole'],
        },
      },
      {
        slug: 'watches',
        name: 'Watches',
        glyph: 'watch',
        hue: 45,
        products: {
          lines: {
            titan: ['Karishma Analog Watch', 'Raga Analog Watch', 'Edge Ceramic Analog Watch'],
            fastrack: ['Vyb Analog Watch', 'Reflex Digital Watch', 'Tick Tock Analog Watch'],
            casio: ['G-Shock Digital Watch', 'Enticer Chronograph Watch', 'Vintage Digital Watch'],
          },
          colors: ['Gold', 'Silver', 'Black', 'Rose Gold', 'Blue'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [995, 24995],
          maxDiscount: 40,
          warranty: '2 Years Manufacturer Warranty',
          specs: {
            'Strap Material': ['Stainless Steel', 'Leather', 'Silicone'],
            'Water Resistance': ['30 m', '50 m', '100 m'],
          },
          highlights: [
            'Scratch-resistant mineral glass',
            'Classic dial that suits every outfit',
            'Gift-ready box',
          ],
        },
      },
      {
        slug: 'bags-luggage',
        name: 'Bags & Luggage',
        glyph: 'bag',
        hue: 200,
        products: {
          lines: {
            'american-tourister': [
              { name: 'Ivy Cabin Trolley', sizes: ['55 cm'] },
              { name: 'Linex Check-in Trolley', sizes: ['68 cm', '78 cm'] },
              { name: 'Laptop Backpack', sizes: ['32 L'] },
            ],
            safari: [
              { name: 'Pentagon Cabin Trolley', sizes: ['55 cm'] },
              { name: 'Ray Laptop Backpack', sizes: ['25 L', '32 L'] },
            ],
            wildcraft: [
              { name: 'Trekker Rucksack', sizes: ['45 L', '55 L'] },
              { name: 'Sprint Laptop Backpack', sizes: ['25 L', '32 L'] },
              { name: 'Duffel Bag', sizes: ['40 L'] },
            ],
          },
          colors: ['Black', 'Blue', 'Red', 'Grey', 'Teal'],
          sizes: [],
          sizeLabel: 'Capacity',
          mrp: [999, 14999],
          maxDiscount: 70,
          warranty: '3 Years International Warranty',
          specs: {
            Material: ['Polycarbonate', 'Polyester', 'Polypropylene'],
            Wheels: ['4 Spinner Wheels', 'None'],
          },
          highlights: [
            'TSA-approved combination lock',
            'Water-resistant fabric',
            'Padded laptop sleeve',
          ],
        },
      },
    ],
  },
  {
    slug: 'home-furniture',
    name: 'Home & Furniture',
    glyph: 'sofa',
    hue: 30,
    children: [
      {
        slug: 'furniture',
        name: 'Furniture',
        glyph: 'sofa',
        hue: 25,
        products: {
          lines: {
            nilkamal: ['Freedom Shoe Rack', 'Plastic Arm Chair Set of 2', 'Study Table'],
            godrej: ['Interio Slimline Wardrobe', 'Interio Office Chair', 'Interio Queen Bed'],
            wakefit: [
              'Orthopedic Memory Foam Mattress',
              'Sheesham Wood 3 Seater Sofa',
              'Engineered Wood Study Table',
            ],
          },
          colors: ['Walnut', 'Teak', 'Grey', 'Beige', 'Wenge'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [2499, 79999],
          maxDiscount: 60,
          warranty: '1 Year Warranty',
          specs: {
            Material: ['Engineered Wood', 'Solid Sheesham Wood', 'Metal', 'Fabric'],
            Assembly: ['Carpenter Assembly', 'DIY', 'Pre-assembled'],
          },
          highlights: [
            'Termite-resistant finish',
            'Free installation in 100+ cities',
            'Sturdy build that lasts years',
          ],
        },
      },
      {
        slug: 'home-decor',
        name: 'Home Decor',
        glyph: 'lamp',
        hue: 50,
        products: {
          lines: {
            fabindia: ['Brass Diya Set of 2', 'Terracotta Showpiece', 'Warli Painted Wall Clock'],
            nilkamal: ['Photo Frame Set of 6', 'Decorative Wall Shelf'],
            philips: ['LED String Lights', 'Table Lamp'],
          },
          colors: ['Gold', 'Copper', 'White', 'Multicolor', 'Brown'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [299, 5999],
          maxDiscount: 70,
          specs: {
            Material: ['Brass', 'Wood', 'Ceramic', 'Metal'],
            Occasion: ['Diwali', 'Housewarming', 'Everyday'],
          },
          highlights: [
            'Handcrafted by Indian artisans',
            'Adds warmth to any corner',
            'Makes a thoughtful gift',
          ],
        },
      },
      {
        slug: 'kitchen-dining',
        name: 'Kitchen & Dining',
        glyph: 'pot',
        hue: 10,
        products: {
          lines: {
            prestige: [
              { name: 'Svachh Pressure Cooker', sizes: ['3 L', '5 L'] },
              { name: 'Omega Deluxe Non-Stick Kadai', sizes: ['24 cm', '28 cm'] },
              { name: 'Omega Deluxe Tawa', sizes: ['25 cm'] },
            ],
            hawkins: [
              { name: 'Contura Pressure Cooker', sizes: ['2 L', '3 L', '5 L'] },
              { name: 'Futura Non-Stick Frying Pan', sizes: ['22 cm', '26 cm'] },
            ],
            milton: [
              { name: 'Thermosteel Flask', sizes: ['500 ml', '1 L'] },
              { name: 'Casserole Set of 3', sizes: [] },
            ],
            borosil: [
              { name: 'Vision Glass Tumblers Set of 6', sizes: ['350 ml'] },
              { name: 'Opalware Dinner Set 35 Pieces', sizes: [] },
            ],
          },
          colors: ['Silver', 'Black', 'Red', 'Blue'],
          sizes: [],
          sizeLabel: 'Capacity',
          mrp: [299, 4999],
          maxDiscount: 55,
          warranty: '5 Years Warranty',
          specs: {
            Material: ['Stainless Steel', 'Hard Anodised Aluminium', 'Borosilicate Glass'],
            'Induction Compatible': ['Yes', 'No'],
          },
          highlights: [
            'Works on gas and induction',
            'Food-grade, BPA-free materials',
            'Dishwasher safe',
          ],
        },
      },
      {
        slug: 'home-furnishing',
        name: 'Home Furnishing',
        glyph: 'pillow',
        hue: 300,
        products: {
          lines: {
            'bombay-dyeing': [
              { name: 'Floral Double Bedsheet with 2 Pillow Covers', sizes: ['Double', 'King'] },
              { name: 'Cotton Bath Towel Set of 2', sizes: [] },
            ],
            fabindia: [
              { name: 'Jaipuri Print Dohar', sizes: ['Single', 'Double'] },
              { name: 'Ikat Cushion Covers Set of 5', sizes: ['40 x 40 cm'] },
            ],
            wakefit: [
              { name: 'Microfibre Pillow Set of 2', sizes: [] },
              { name: 'Blackout Curtains Set of 2', sizes: ['5 ft', '7 ft'] },
            ],
          },
          colors: ['Blue', 'Pink', 'Green', 'White', 'Yellow'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [399, 3999],
          maxDiscount: 70,
          specs: {
            Fabric: ['100% Cotton', 'Microfibre', 'Polyester'],
            'Thread Count': ['144', '180', '210', '300'],
          },
          highlights: [
            'Colours that stay bright wash after wash',
            'Soft, skin-friendly cotton',
            'Pre-shrunk fabric',
          ],
        },
      },
    ],
  },
  {
    slug: 'appliances',
    name: 'Appliances',
    glyph: 'fridge',
    hue: 195,
    children: [
      {
        slug: 'refrigerators',
        name: 'Refrigerators',
        glyph: 'fridge',
        hue: 190,
        products: {
          lines: {
            lg: ['Frost Free Double Door Refrigerator', 'Direct Cool Single Door Refrigerator'],
            samsung: ['Convertible 5-in-1 Double Door Refrigerator', 'Side-by-Side Refrigerator'],
            whirlpool: [
              'IntelliFresh Double Door Refrigerator',
              'Vitamagic Single Door Refrigerator',
            ],
            godrej: ['Edge Single Door Refrigerator', 'Eon Double Door Refrigerator'],
          },
          colors: ['Shiny Steel', 'Ebony Sheen', 'Blue Floral', 'Wine Red'],
          sizes: ['190 L', '236 L', '260 L', '340 L', '653 L'],
          sizeLabel: 'Capacity',
          mrp: [14990, 109990],
          maxDiscount: 35,
          warranty: '1 Year on Product, 10 Years on Compressor',
          specs: {
            'Energy Rating': ['2 Star', '3 Star', '4 Star', '5 Star'],
            'Compressor Type': ['Smart Inverter', 'Reciprocatory'],
          },
          highlights: [
            'Keeps working during power cuts with stabiliser-free operation',
            'Toughened glass shelves',
            'Large vegetable box',
          ],
        },
      },
      {
        slug: 'washing-machines',
        name: 'Washing Machines',
        glyph: 'washer',
        hue: 205,
        products: {
          lines: {
            lg: [
              'AI Direct Drive Front Load Washing Machine',
              'Smart Inverter Top Load Washing Machine',
            ],
            samsung: [
              'EcoBubble Front Load Washing Machine',
              'Digital Inverter Top Load Washing Machine',
            ],
            ifb: ['Senator Aqua Front Load Washing Machine', 'TL-REWH Top Load Washing Machine'],
            whirlpool: [
              'Stainwash Pro Top Load Washing Machine',
              'Ace Semi Automatic Washing Machine',
            ],
            bosch: ['Series 6 Front Load Washing Machine', 'Series 4 Front Load Washing Machine'],
          },
          colors: ['White', 'Silver', 'Middle Black', 'Grey'],
          sizes: ['6.5 kg', '7 kg', '8 kg', '9 kg'],
          sizeLabel: 'Capacity',
          mrp: [11990, 64990],
          maxDiscount: 35,
          warranty: '2 Years on Product, 10 Years on Motor',
          specs: {
            'Energy Rating': ['5 Star', '4 Star'],
            'Built-in Heater': ['Yes', 'No'],
            'Max Spin Speed': ['700 rpm', '1200 rpm', '1400 rpm'],
          },
          highlights: [
            'Steam wash removes allergens',
            'Hard water wash programme',
            'Quiet inverter motor',
          ],
        },
      },
      {
        slug: 'air-conditioners',
        name: 'Air Conditioners',
        glyph: 'ac',
        hue: 185,
        products: {
          lines: {
            voltas: ['Vectra Inverter Split AC', 'Window AC'],
            'blue-star': ['Inverter Split AC', 'Convertible 5-in-1 Split AC'],
            daikin: ['Inverter Split AC', 'FTKM Series Split AC'],
            lg: ['Dual Inverter Split AC', 'AI Convertible 6-in-1 Split AC'],
            godrej: ['Inverter Split AC', 'Window AC'],
          },
          colors: ['White'],
          sizes: ['1 Ton', '1.5 Ton', '2 Ton'],
          sizeLabel: 'Capacity',
          mrp: [27990, 79990],
          maxDiscount: 40,
          warranty: '1 Year on Product, 10 Years on Compressor',
          specs: {
            'Energy Rating': ['3 Star', '5 Star'],
            'Condenser Coil': ['Copper', 'Aluminium'],
            'Cooling at': ['52 °C ambient', '55 °C ambient'],
          },
          highlights: [
            'Cools even at 52 °C outside',
            'Anti-viral PM 2.5 filter',
            'Stabiliser-free operation',
          ],
        },
      },
      {
        slug: 'kitchen-appliances',
        name: 'Kitchen Appliances',
        glyph: 'mixer',
        hue: 0,
        products: {
          lines: {
            prestige: [
              { name: 'Iris Mixer Grinder', sizes: ['750 W'] },
              { name: 'Induction Cooktop', sizes: ['1600 W', '2000 W'] },
            ],
            bajaj: [
              { name: 'Rex Mixer Grinder', sizes: ['500 W', '750 W'] },
              { name: 'Electric Kettle', sizes: ['1.2 L', '1.5 L'] },
            ],
            philips: [
              { name: 'Essential Air Fryer', sizes: ['4.1 L', '6.2 L'] },
              { name: 'HL7756 Mixer Grinder', sizes: ['750 W'] },
            ],
            havells: [
              { name: 'Juicer Mixer Grinder', sizes: ['500 W', '750 W'] },
              { name: 'Electric Kettle', sizes: ['1.5 L'] },
            ],
            bosch: [
              { name: 'TrueMixx Mixer Grinder', sizes: ['1000 W'] },
              { name: 'Hand Blender', sizes: ['400 W'] },
            ],
          },
          colors: ['White', 'Black', 'Red', 'Silver'],
          sizes: [],
          sizeLabel: 'Power / Capacity',
          mrp: [899, 14999],
          maxDiscount: 55,
          warranty: '2 Years Warranty',
          specs: { Jars: ['3 Jars', '4 Jars', 'Not Applicable'], 'Auto Shut-off': ['Yes', 'No'] },
          highlights: [
            'Grinds tough masalas in seconds',
            'Overload protection',
            'Easy-clean detachable parts',
          ],
        },
      },
    ],
  },
  {
    slug: 'beauty',
    name: 'Beauty',
    glyph: 'lipstick',
    hue: 325,
    children: [
      {
        slug: 'skin-care',
        name: 'Skin Care',
        glyph: 'bottle',
        hue: 150,
        products: {
          lines: {
            himalaya: ['Purifying Neem Face Wash', 'Nourishing Skin Cream'],
            nivea: ['Soft Light Moisturising Cream', 'Men Dark Spot Reduction Face Wash'],
            mamaearth: ['Vitamin C Face Serum', 'Ubtan Face Wash', 'Ultra Light Sunscreen SPF 50'],
            biotique: ['Morning Nectar Moisturiser', 'Papaya Face Scrub'],
            lakme: ['Sun Expert Sunscreen SPF 50', 'Peach Milk Moisturiser'],
          },
          colors: [],
          sizes: ['50 ml', '100 ml', '150 ml', '200 ml'],
          sizeLabel: 'Net Quantity',
          mrp: [99, 999],
          maxDiscount: 40,
          specs: {
            'Skin Type': ['All Skin Types', 'Oily Skin', 'Dry Skin', 'Sensitive Skin'],
            'Paraben Free': ['Yes', 'No'],
          },
          highlights: [
            'Dermatologically tested',
            'Made with natural extracts',
            'Non-greasy, quick absorbing formula',
          ],
        },
      },
      {
        slug: 'hair-care',
        name: 'Hair Care',
        glyph: 'bottle',
        hue: 90,
        products: {
          lines: {
            himalaya: ['Anti-Dandruff Shampoo', 'Anti-Hair Fall Hair Oil'],
            mamaearth: ['Onion Hair Oil', 'Onion Shampoo', 'Rice Water Conditioner'],
            biotique: ['Bhringraj Hair Oil', 'Green Apple Shampoo'],
            dabur: ['Amla Hair Oil', 'Vatika Shampoo'],
          },
          colors: [],
          sizes: ['100 ml', '200 ml', '400 ml', '1 L'],
          sizeLabel: 'Net Quantity',
          mrp: [99, 899],
          maxDiscount: 35,
          specs: {
            'Hair Type': ['All Hair Types', 'Dry & Frizzy', 'Oily Scalp'],
            'Ideal For': ['Men & Women'],
          },
          highlights: [
            'Reduces hair fall in 4 weeks',
            'Free from sulphates and silicones',
            'Ayurvedic herbs',
          ],
        },
      },
      {
        slug: 'makeup',
        name: 'Makeup',
        glyph: 'lipstick',
        hue: 335,
        products: {
          lines: {
            lakme: ['9to5 Primer + Matte Lipstick', 'Eyeconic Kajal', 'Absolute Compact Powder'],
            maybelline: [
              'Fit Me Foundation',
              'Colossal Kajal',
              'SuperStay Matte Ink Liquid Lipstick',
            ],
            'sugar-cosmetics': [
              'Smudge Me Not Liquid Lipstick',
              'Matte Attack Lipstick',
              'Kohl of Honour Kajal',
            ],
          },
          colors: ['Red Coat', 'Nude Pink', 'Berry Burst', 'Coffee Brown', 'Black'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [149, 1499],
          maxDiscount: 40,
          specs: {
            Finish: ['Matte', 'Satin', 'Glossy'],
            'Long Lasting': ['Up to 12 hours', 'Up to 24 hours'],
          },
          highlights: [
            'Transfer-proof and smudge-proof',
            'Rich colour in one swipe',
            'Shades for Indian skin tones',
          ],
        },
      },
      {
        slug: 'fragrances',
        name: 'Fragrances',
        glyph: 'perfume',
        hue: 265,
        products: {
          lines: {
            fogg: ['Scent Xpressio Perfume', 'Fresh Deodorant'],
            'wild-stone': ['Edge Perfume', 'Code Body Spray'],
            titan: ['Skinn Raw Perfume', 'Skinn Celeste Perfume'],
          },
          colors: [],
          sizes: ['100 ml', '120 ml', '150 ml', '50 ml'],
          sizeLabel: 'Net Quantity',
          mrp: [199, 2999],
          maxDiscount: 50,
          specs: {
            'Fragrance Family': ['Woody', 'Fresh', 'Oriental', 'Floral'],
            'Ideal For': ['Men', 'Women', 'Unisex'],
          },
          highlights: [
            'Long-lasting fragrance',
            'No gas, all perfume',
            'Compact bottle for travel',
          ],
        },
      },
    ],
  },
  {
    slug: 'grocery',
    name: 'Grocery',
    glyph: 'sack',
    hue: 95,
    children: [
      {
        slug: 'staples',
        name: 'Staples',
        glyph: 'sack',
        hue: 40,
        products: {
          lines: {
            tata: [
              { name: 'Sampann Toor Dal', sizes: ['500 g', '1 kg'] },
              { name: 'Salt', sizes: ['1 kg'] },
              { name: 'Sampann Moong Dal', sizes: ['500 g', '1 kg'] },
            ],
            aashirvaad: [
              { name: 'Shudh Chakki Atta', sizes: ['5 kg', '10 kg'] },
              { name: 'Select Sharbati Atta', sizes: ['5 kg'] },
            ],
            fortune: [
              { name: 'Sunlite Refined Sunflower Oil', sizes: ['1 L', '5 L'] },
              { name: 'Kachi Ghani Mustard Oil', sizes: ['1 L'] },
            ],
            'india-gate': [
              { name: 'Classic Basmati Rice', sizes: ['1 kg', '5 kg'] },
              { name: 'Dubar Basmati Rice', sizes: ['5 kg', '10 kg'] },
            ],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Net Quantity',
          mrp: [28, 1299],
          maxDiscount: 30,
          specs: { Type: ['Vegetarian'], 'Shelf Life': ['6 Months', '9 Months', '12 Months'] },
          highlights: [
            'Sourced from the best farms',
            'Hygienically packed',
            'Everyday essential at a great price',
          ],
        },
      },
      {
        slug: 'snacks-beverages',
        name: 'Snacks & Beverages',
        glyph: 'cup',
        hue: 20,
        products: {
          lines: {
            haldirams: [
              { name: 'Aloo Bhujia', sizes: ['200 g', '400 g', '1 kg'] },
              { name: 'Navrattan Mix', sizes: ['200 g', '400 g'] },
            ],
            britannia: [
              { name: 'Good Day Cashew Cookies', sizes: ['200 g', '600 g'] },
              { name: 'Marie Gold Biscuits', sizes: ['250 g', '1 kg'] },
            ],
            parle: [
              { name: 'Hide & Seek Biscuits', sizes: ['100 g', '200 g'] },
              { name: 'Parle-G Biscuits', sizes: ['800 g'] },
            ],
            tata: [
              { name: 'Tea Premium', sizes: ['250 g', '500 g', '1 kg'] },
              { name: 'Coffee Grand', sizes: ['50 g', '100 g'] },
            ],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Net Quantity',
          mrp: [10, 699],
          maxDiscount: 25,
          specs: { Type: ['Vegetarian'], Flavour: ['Classic', 'Masala', 'Cashew', 'Chocolate'] },
          highlights: ['Perfect for chai-time', 'Crunchy and fresh', 'Value family pack'],
        },
      },
      {
        slug: 'dairy-breakfast',
        name: 'Dairy & Breakfast',
        glyph: 'milk',
        hue: 205,
        products: {
          lines: {
            amul: [
              { name: 'Pure Ghee', sizes: ['500 ml', '1 L'] },
              { name: 'Butter', sizes: ['100 g', '500 g'] },
              { name: 'Cheese Slices', sizes: ['200 g'] },
            ],
            'mother-dairy': [
              { name: 'Classic Dahi', sizes: ['400 g', '1 kg'] },
              { name: 'Fresh Paneer', sizes: ['200 g'] },
            ],
            britannia: [
              { name: 'Cheese Cubes', sizes: ['200 g'] },
              { name: 'NutriChoice Oats', sizes: ['1 kg'] },
            ],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Net Quantity',
          mrp: [35, 999],
          maxDiscount: 15,
          specs: { Type: ['Vegetarian'], 'Shelf Life': ['7 Days', '3 Months', '9 Months'] },
          highlights: [
            'Made from fresh milk',
            'Rich and creamy taste',
            'Trusted by Indian families',
          ],
        },
      },
      {
        slug: 'household-supplies',
        name: 'Household Supplies',
        glyph: 'spray',
        hue: 165,
        products: {
          lines: {
            dettol: [
              { name: 'Antiseptic Disinfectant Liquid', sizes: ['500 ml', '1 L'] },
              { name: 'Original Handwash Refill', sizes: ['750 ml', '1.5 L'] },
              { name: 'Floor Cleaner', sizes: ['1 L', '2 L'] },
            ],
            'surf-excel': [
              { name: 'Easy Wash Detergent Powder', sizes: ['1 kg', '4 kg'] },
              { name: 'Matic Liquid Detergent', sizes: ['1 L', '2 L'] },
            ],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Net Quantity',
          mrp: [49, 1199],
          maxDiscount: 30,
          specs: { Suitable: ['Top Load', 'Front Load', 'All Floors', 'Hands'] },
          highlights: ['Kills 99.9% of germs', 'Removes tough stains', 'Fresh fragrance'],
        },
      },
    ],
  },
  {
    slug: 'toys-baby',
    name: 'Toys & Baby',
    glyph: 'teddy',
    hue: 45,
    children: [
      {
        slug: 'learning-toys',
        name: 'Learning & Educational Toys',
        glyph: 'blocks',
        hue: 55,
        products: {
          lines: {
            lego: [
              'Classic Creative Bricks Building Blocks Set',
              'City Police Station Building Blocks Set',
              'Creator 3-in-1 Building Blocks Set',
            ],
            funskool: ['Junior Scrabble Board Game', 'Giant Floor Puzzle', 'Science Kit'],
            hasbro: ['Monopoly Board Game', 'Jenga Classic', 'Play-Doh Starter Set'],
          },
          colors: ['Multicolor'],
          sizes: ['3+ Years', '5+ Years', '8+ Years'],
          sizeLabel: 'Age Group',
          mrp: [299, 9999],
          maxDiscount: 40,
          specs: {
            'Number of Pieces': ['50', '100', '250', '500'],
            Material: ['Plastic', 'Cardboard', 'Wood'],
          },
          highlights: [
            'Builds problem-solving skills',
            'Safe, non-toxic materials',
            'Fun for the whole family',
          ],
        },
      },
      {
        slug: 'remote-control-toys',
        name: 'Remote Control Toys',
        glyph: 'rc-car',
        hue: 5,
        products: {
          lines: {
            mattel: ['Hot Wheels RC Racer', 'Hot Wheels Monster Truck'],
            funskool: ['Turbo Stunt RC Car', 'Rock Crawler RC Monster Truck'],
            hasbro: ['Nerf Rechargeable RC Car', 'Transformers RC Robot Car'],
          },
          colors: ['Red', 'Blue', 'Yellow', 'Green'],
          sizes: ['6+ Years', '8+ Years'],
          sizeLabel: 'Age Group',
          mrp: [599, 5999],
          maxDiscount: 50,
          specs: {
            'Battery Type': ['Rechargeable', 'AA Batteries'],
            Range: ['20 m', '30 m', '50 m'],
          },
          highlights: [
            '360 degree stunt spins',
            'Rechargeable battery included',
            'Sturdy, crash-proof body',
          ],
        },
      },
      {
        slug: 'soft-toys',
        name: 'Soft Toys',
        glyph: 'teddy',
        hue: 30,
        products: {
          lines: {
            funskool: ['Cuddly Teddy Bear', 'Huggable Elephant'],
            mattel: ['Fisher-Price Plush Puppy', 'Barbie Plush Unicorn'],
            'mee-mee': ['Snuggle Panda', 'Plush Bunny'],
          },
          colors: ['Brown', 'Pink', 'White', 'Grey'],
          sizes: ['25 cm', '40 cm', '60 cm', '90 cm'],
          sizeLabel: 'Height',
          mrp: [249, 2499],
          maxDiscount: 60,
          specs: {
            Material: ['Polyester Plush', 'Cotton'],
            Washable: ['Yes', 'Surface Wash Only'],
          },
          highlights: ['Super soft and huggable', 'Safe stitched eyes', 'Perfect birthday gift'],
        },
      },
      {
        slug: 'baby-care',
        name: 'Baby Care',
        glyph: 'baby-bottle',
        hue: 190,
        products: {
          lines: {
            'johnsons-baby': [
              { name: 'Baby Lotion', sizes: ['200 ml', '500 ml'] },
              { name: 'No More Tears Baby Shampoo', sizes: ['200 ml', '500 ml'] },
            ],
            himalaya: [
              { name: 'Gentle Baby Wipes Pack of 3', sizes: [] },
              { name: 'Baby Cream', sizes: ['100 ml'] },
            ],
            'mee-mee': [
              { name: 'Anti-Colic Feeding Bottle', sizes: ['125 ml', '250 ml'] },
              { name: 'Baby Bath Tub', sizes: [] },
            ],
            pampers: [
              { name: 'Premium Care Diaper Pants', sizes: ['Newborn', 'Small', 'Medium', 'Large'] },
              { name: 'All Round Protection Diaper Pants', sizes: ['Medium', 'Large', 'XL'] },
            ],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [99, 1999],
          maxDiscount: 40,
          specs: {
            'Ideal For': ['Newborns', 'Infants', 'Toddlers'],
            'Dermatologically Tested': ['Yes'],
          },
          highlights: [
            'Gentle on delicate skin',
            'Free from harsh chemicals',
            'Paediatrician recommended',
          ],
        },
      },
    ],
  },
  {
    slug: 'sports-fitness',
    name: 'Sports & Fitness',
    glyph: 'bat',
    hue: 120,
    children: [
      {
        slug: 'cricket',
        name: 'Cricket',
        glyph: 'bat',
        hue: 35,
        products: {
          lines: {
            sg: ['Kashmir Willow Cricket Bat', 'Test Leather Cricket Ball', 'Club Batting Gloves'],
            'ss-cricket': ['English Willow Cricket Bat', 'Super Test Batting Gloves', 'Kit Bag'],
            nivia: ['Tennis Cricket Ball Pack of 6', 'Cricket Helmet'],
          },
          colors: ['Natural', 'Red', 'White', 'Black'],
          sizes: ['Size 4', 'Size 5', 'Size 6', 'Full Size'],
          sizeLabel: 'Size',
          mrp: [399, 14999],
          maxDiscount: 45,
          specs: {
            'Ideal For': ['Leather Ball', 'Tennis Ball'],
            Level: ['Beginner', 'Intermediate', 'Professional'],
          },
          highlights: [
            'Well-balanced pick-up',
            'Pre-knocked and ready to play',
            'Used by club cricketers',
          ],
        },
      },
      {
        slug: 'fitness-equipment',
        name: 'Fitness Equipment',
        glyph: 'dumbbell',
        hue: 270,
        products: {
          lines: {
            boldfit: [
              { name: 'Yoga Mat', sizes: ['4 mm', '6 mm'] },
              { name: 'Resistance Bands Set of 5', sizes: [] },
              { name: 'Gym Gloves', sizes: ['M', 'L'] },
            ],
            nivia: [
              { name: 'PVC Dumbbell Set', sizes: ['2 kg', '5 kg', '10 kg'] },
              { name: 'Skipping Rope', sizes: [] },
            ],
            cosco: [
              { name: 'Hex Dumbbell', sizes: ['5 kg', '10 kg'] },
              { name: 'Gym Ball', sizes: ['65 cm', '75 cm'] },
            ],
          },
          colors: ['Black', 'Purple', 'Blue', 'Green'],
          sizes: [],
          sizeLabel: 'Size / Weight',
          mrp: [199, 7999],
          maxDiscount: 70,
          specs: { Material: ['TPE', 'PVC', 'Cast Iron', 'Latex'] },
          highlights: ['Anti-slip grip', 'Ideal for home workouts', 'Carry strap included'],
        },
      },
      {
        slug: 'cycling',
        name: 'Cycling',
        glyph: 'cycle',
        hue: 210,
        products: {
          lines: {
            'hero-cycles': ['Sprint Mountain Bike', 'Octane Hybrid Cycle', 'Kyoto Kids Cycle'],
            btwin: ['Rockrider ST 100 Mountain Bike', 'Riverside 120 Hybrid Cycle', 'Kids Cycle'],
          },
          colors: ['Black', 'Red', 'Blue', 'Grey'],
          sizes: ['16 inch', '20 inch', '24 inch', '26 inch', '27.5 inch'],
          sizeLabel: 'Wheel Size',
          mrp: [4999, 39999],
          maxDiscount: 35,
          warranty: 'Lifetime Warranty on Frame',
          specs: {
            Gears: ['Single Speed', '7 Speed', '21 Speed'],
            Brakes: ['V-Brakes', 'Disc Brakes'],
          },
          highlights: [
            'Lightweight steel frame',
            'Front suspension for rough roads',
            '85% pre-assembled',
          ],
        },
      },
      {
        slug: 'badminton',
        name: 'Badminton',
        glyph: 'shuttlecock',
        hue: 150,
        products: {
          lines: {
            yonex: [
              { name: 'Nanoray Light Badminton Racquet', sizes: ['G4', 'G5'] },
              { name: 'Mavis 350 Shuttlecock Pack of 6', sizes: ['Speed 77', 'Speed 78'] },
            ],
            'li-ning': [
              { name: 'XP 2020 Badminton Racquet', sizes: ['G4', 'G5'] },
              { name: 'Badminton Kit Bag', sizes: [] },
            ],
            cosco: [
              { name: 'CB-88 Badminton Racquet', sizes: ['G4'] },
              { name: 'Nylon Shuttlecock Pack of 6', sizes: ['Speed 77'] },
            ],
          },
          colors: ['Black', 'Blue', 'Red', 'White'],
          sizes: [],
          sizeLabel: 'Grip / Speed',
          mrp: [299, 9999],
          maxDiscount: 45,
          specs: {
            Material: ['Graphite', 'Aluminium', 'Nylon', 'Feather'],
            Level: ['Beginner', 'Intermediate'],
          },
          highlights: [
            'Head-light balance for quick smashes',
            'Durable nylon skirt',
            'Comes with a full cover',
          ],
        },
      },
    ],
  },
  {
    slug: 'books',
    name: 'Books',
    glyph: 'book',
    hue: 15,
    children: [
      {
        slug: 'fiction',
        name: 'Fiction',
        glyph: 'book',
        hue: 0,
        products: {
          lines: {
            penguin: ['Monsoon Letters', 'The Last Tea Garden'],
            harpercollins: ['Midnight at Marine Drive', 'A House in Shimla'],
            rupa: ['The Spice Route', 'Chai and Rain'],
          },
          colors: [],
          sizes: ['Paperback', 'Hardcover'],
          sizeLabel: 'Format',
          mrp: [199, 899],
          maxDiscount: 45,
          specs: {
            Language: ['English', 'Hindi'],
            Pages: ['256', '312', '384', '448'],
            Author: ['Meera Iyer', 'Kabir Sethi', 'Ananya Rao', 'Rohan Mehta'],
          },
          highlights: [
            'A bestseller loved by readers',
            'Gripping from the first page',
            'Perfect for a long train journey',
          ],
          naming: 'title',
        },
      },
      {
        slug: 'non-fiction',
        name: 'Non-Fiction',
        glyph: 'book',
        hue: 210,
        products: {
          lines: {
            penguin: ['The Startup Bazaar', 'Rivers of India'],
            harpercollins: ['Small Habits, Big Wins', 'The Cricket Years'],
            rupa: ['Money Matters', 'Leaders of Tomorrow'],
          },
          colors: [],
          sizes: ['Paperback', 'Hardcover'],
          sizeLabel: 'Format',
          mrp: [249, 999],
          maxDiscount: 40,
          specs: {
            Language: ['English'],
            Pages: ['224', '288', '352'],
            Author: ['Vikram Nair', 'Sana Qureshi', 'Arjun Kapoor', 'Priya Menon'],
          },
          highlights: [
            'Packed with practical ideas',
            'Clear, engaging writing',
            'Recommended by readers across India',
          ],
          naming: 'title',
        },
      },
      {
        slug: 'childrens-books',
        name: "Children's Books",
        glyph: 'book',
        hue: 45,
        products: {
          lines: {
            scholastic: ['The Clever Crow', 'My First Alphabet', 'Jungle Friends'],
            penguin: ['Tales of Tenali', 'The Brave Little Elephant'],
          },
          colors: [],
          sizes: ['Paperback', 'Board Book'],
          sizeLabel: 'Format',
          mrp: [99, 499],
          maxDiscount: 35,
          specs: {
            Language: ['English', 'Hindi'],
            'Age Group': ['3-5 Years', '6-8 Years', '9-12 Years'],
            Author: ['Nandini Bose', 'Ravi Kumar'],
          },
          highlights: [
            'Colourful illustrations on every page',
            'Builds a reading habit',
            'Easy words for young readers',
          ],
          naming: 'title',
        },
      },
      {
        slug: 'exam-preparation',
        name: 'Exam Preparation',
        glyph: 'book',
        hue: 235,
        products: {
          lines: {
            arihant: [
              'JEE Main Chapterwise Solutions',
              'NEET Biology Guide',
              'UPSC General Studies Manual',
              'SSC CGL Practice Sets',
              'CUET English',
            ],
          },
          colors: [],
          sizes: ['Paperback'],
          sizeLabel: 'Format',
          mrp: [199, 1299],
          maxDiscount: 30,
          specs: {
            Language: ['English', 'Hindi'],
            Edition: ['2025 Edition', '2024 Edition'],
            Author: ['Arihant Experts'],
          },
          highlights: [
            'Covers the latest syllabus',
            'Previous years papers with solutions',
            'Chapterwise practice questions',
          ],
          naming: 'title',
        },
      },
    ],
  },
  {
    slug: 'health-wellness',
    name: 'Health & Wellness',
    glyph: 'leaf',
    hue: 140,
    children: [
      {
        slug: 'ayurveda',
        name: 'Ayurveda',
        glyph: 'leaf',
        hue: 110,
        products: {
          lines: {
            himalaya: [
              { name: 'Ashvagandha Tablets', sizes: ['60 Tablets'] },
              { name: 'Liv.52 Tablets', sizes: ['100 Tablets'] },
            ],
            dabur: [
              { name: 'Chyawanprash', sizes: ['500 g', '1 kg'] },
              { name: 'Giloy Juice', sizes: ['1 L'] },
            ],
            baidyanath: [
              { name: 'Triphala Churna', sizes: ['100 g'] },
              { name: 'Ashwagandha Churna', sizes: ['100 g'] },
            ],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Net Quantity',
          mrp: [99, 799],
          maxDiscount: 30,
          specs: { Form: ['Tablet', 'Powder', 'Liquid', 'Capsule'], 'Ideal For': ['Adults'] },
          highlights: [
            'Time-tested Ayurvedic formula',
            'Supports immunity',
            '100% herbal ingredients',
          ],
        },
      },
      {
        slug: 'nutrition-supplements',
        name: 'Nutrition & Supplements',
        glyph: 'pill',
        hue: 0,
        products: {
          lines: {
            muscleblaze: [
              { name: 'Biozyme Performance Whey Protein', sizes: ['1 kg', '2 kg'] },
              { name: 'Mass Gainer XXL', sizes: ['1 kg', '3 kg'] },
            ],
            himalaya: [{ name: 'Wellness Multivitamin Tablets', sizes: ['60 Tablets'] }],
            dabur: [{ name: 'Glucose-D Energy Drink Powder', sizes: ['500 g', '1 kg'] }],
          },
          colors: [],
          sizes: [],
          sizeLabel: 'Net Quantity',
          mrp: [399, 5999],
          maxDiscount: 45,
          specs: {
            Flavour: ['Rich Chocolate', 'Kesar Kulfi', 'Unflavoured'],
            'Diet Type': ['Vegetarian', 'Non-Vegetarian'],
          },
          highlights: [
            'Lab-tested for authenticity',
            'Helps muscle recovery',
            'Made for Indian diets',
          ],
        },
      },
      {
        slug: 'health-devices',
        name: 'Health Care Devices',
        glyph: 'heart',
        hue: 350,
        products: {
          lines: {
            omron: ['HEM-7120 BP Monitor', 'MC-246 Digital Thermometer', 'NE-C101 Nebulizer'],
            'dr-morepen': ['BP-02 BP Monitor', 'PO-04 Pulse Oximeter', 'GlucoOne BG-03 Glucometer'],
            philips: ['DL8790 Pulse Oximeter', 'Infrared Forehead Thermometer'],
          },
          colors: ['White', 'Blue'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [199, 4999],
          maxDiscount: 50,
          warranty: '2 Years Warranty',
          specs: { 'Display Type': ['LCD', 'OLED'], 'Power Source': ['Battery', 'Adapter'] },
          highlights: [
            'Clinically validated accuracy',
            'One-touch operation',
            'Memory for the last 60 readings',
          ],
        },
      },
    ],
  },
  {
    slug: 'automotive',
    name: 'Car & Bike Accessories',
    glyph: 'car',
    hue: 0,
    children: [
      {
        slug: 'helmets',
        name: 'Helmets',
        glyph: 'helmet',
        hue: 355,
        products: {
          lines: {
            steelbird: ['SBA-1 Full Face Helmet', 'Cruze Open Face Helmet'],
            vega: ['Crux Full Face Helmet', 'Off Road Helmet'],
            studds: ['Ninja Elite Full Face Helmet', 'Thunder Full Face Helmet'],
          },
          colors: ['Matt Black', 'Glossy White', 'Red', 'Yellow'],
          sizes: ['M', 'L', 'XL'],
          sizeLabel: 'Size',
          mrp: [899, 4999],
          maxDiscount: 35,
          specs: {
            Certification: ['ISI Certified', 'ISI and DOT Certified'],
            Visor: ['Clear', 'Smoke'],
          },
          highlights: [
            'ISI-certified shell',
            'Scratch-resistant visor',
            'Quick-release chin strap',
          ],
        },
      },
      {
        slug: 'car-accessories',
        name: 'Car Accessories',
        glyph: 'car',
        hue: 215,
        products: {
          lines: {
            '3m': ['Auto Care Car Shampoo', 'Tyre Inflator', 'Car Vacuum Cleaner'],
            bosch: ['Clear Advantage Wiper Blade', 'Car Vacuum Cleaner'],
            philips: ['Ultinon LED Headlight Bulb', 'Car Air Purifier'],
          },
          colors: ['Black', 'Silver', 'Blue'],
          sizes: [],
          sizeLabel: 'Size',
          mrp: [249, 5999],
          maxDiscount: 50,
          warranty: '1 Year Warranty',
          specs: {
            'Vehicle Type': ['Car', 'Car and Bike'],
            'Power Source': ['12V Socket', 'Not Applicable'],
          },
          highlights: [
            'Plug-and-play installation',
            'Compact and easy to store',
            'Fits most hatchbacks and sedans',
          ],
        },
      },
    ],
  },
];
