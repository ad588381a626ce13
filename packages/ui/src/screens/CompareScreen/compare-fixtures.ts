import type { CompareItem } from '@shop/core/products';

/** A plain square picture with the product's initials, so stories need no server for images. */
function fixtureImage(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="hsl(${hue} 60% 92%)"/>` +
    `<rect x="120" y="70" width="160" height="260" rx="24" fill="hsl(${hue} 45% 45%)"/>` +
    `<text x="200" y="215" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const phoneSpec = (overrides: Record<string, string>): Record<string, string> => ({
  screensize: '6.2 inches',
  ram: '8 GB',
  battery: '4000 mAh',
  operating_system: 'Android 14',
  waterresistance: 'IP68',
  camera: '50 MP + 12 MP + 10 MP',
  processor: 'Snapdragon 8 Gen 3',
  displaytype: 'Dynamic AMOLED 2X',
  connectivity: '5G, Wi-Fi 7, Bluetooth 5.3',
  ...overrides,
});

/** Four phones and a laptop: a fifth product for the 'full' cases, and specs that differ in keys. */
export const compareFixtures: readonly CompareItem[] = [
  {
    id: 1001,
    categoryid: 1,
    productname: 'Samsung Galaxy S24 (Onyx Black, 256 GB)',
    brand: 'Samsung',
    price: 79_999,
    oldprice: 89_999,
    discountpercent: 11,
    starrating: 4.5,
    ratingscount: 12_480,
    stock: 24,
    freedelivery: true,
    imageurl: fixtureImage('S24', 220),
    keyfeatures: ['Galaxy AI features', '50 MP triple camera', '7 years of OS updates'],
    specification: phoneSpec({}),
  },
  {
    id: 1002,
    categoryid: 1,
    productname: 'Apple iPhone 15 (Blue, 128 GB)',
    brand: 'Apple',
    price: 69_900,
    oldprice: 79_900,
    discountpercent: 12,
    starrating: 4.6,
    ratingscount: 31_207,
    stock: 3,
    freedelivery: true,
    imageurl: fixtureImage('i15', 200),
    keyfeatures: ['Dynamic Island', '48 MP main camera', 'USB-C'],
    specification: phoneSpec({
      screensize: '6.1 inches',
      ram: '6 GB',
      battery: '3349 mAh',
      operating_system: 'iOS 17',
      waterresistance: 'IP68',
      camera: '48 MP + 12 MP',
      processor: 'A16 Bionic',
      displaytype: 'Super Retina XDR OLED',
    }),
  },
  {
    id: 'prod-1003',
    categoryid: 1,
    productname: 'OnePlus Nord 4 (Mercurial Silver, 256 GB)',
    brand: 'OnePlus',
    price: 32_999,
    oldprice: 32_999,
    discountpercent: 0,
    starrating: 4.2,
    ratingscount: 5_311,
    stock: 0,
    freedelivery: false,
    imageurl: fixtureImage('N4', 160),
    keyfeatures: ['100 W SUPERVOOC charging', 'Metal unibody'],
    specification: phoneSpec({
      screensize: '6.74 inches',
      ram: '12 GB',
      battery: '5500 mAh',
      waterresistance: 'IP65',
      camera: '50 MP + 8 MP',
      processor: 'Snapdragon 7+ Gen 3',
      displaytype: 'AMOLED',
    }),
  },
  {
    id: 1004,
    categoryid: 1,
    productname: 'Xiaomi Redmi Note 13 Pro+ (Fusion Purple, 512 GB)',
    brand: 'Xiaomi',
    price: 31_999,
    oldprice: 35_999,
    discountpercent: 11,
    starrating: 4.1,
    ratingscount: 9_876,
    stock: 58,
    freedelivery: true,
    imageurl: fixtureImage('RN13', 280),
    keyfeatures: [],
    specification: phoneSpec({
      ram: '12 GB',
      battery: '5000 mAh',
      waterresistance: 'Not applicable',
      camera: '200 MP + 8 MP + 2 MP',
      processor: 'Dimensity 7200 Ultra',
      displaytype: 'Curved AMOLED',
    }),
  },
  {
    id: 2001,
    categoryid: 2,
    productname: 'Apple MacBook Air M3 (13-inch, 16 GB, 512 GB SSD)',
    brand: 'Apple',
    price: 1_34_900,
    oldprice: 1_44_900,
    discountpercent: 7,
    starrating: 4.8,
    ratingscount: 2_045,
    stock: 9,
    freedelivery: true,
    imageurl: fixtureImage('MBA', 30),
    keyfeatures: ['18 hours of battery', 'Fanless design'],
    specification: {
      screensize: '13.6 inches',
      ram: '16 GB',
      battery: '52.6 Wh',
      operating_system: 'macOS Sonoma',
      waterresistance: 'Not applicable',
      camera: '1080p FaceTime HD',
      processor: 'Apple M3',
      displaytype: 'Liquid Retina',
      connectivity: 'Wi-Fi 6E, Bluetooth 5.3',
      weight: '1.24 kg',
    },
  },
];

/** A name as long as real listings get (Amazon India titles run past 150 characters). */
export const longNamedFixture: CompareItem = {
  ...compareFixtures[0]!,
  id: 1099,
  productname:
    'Samsung Galaxy S24 Ultra 5G AI Smartphone with Galaxy AI (Titanium Gray, 12GB RAM, 512GB Storage), 200MP Camera, S Pen Included, Long Battery Life',
  keyfeatures: [
    'Circle to Search with Google, Live Translate and Note Assist built into the keyboard and apps',
    'Titanium frame with Corning Gorilla Armor that cuts reflections by up to 75 percent',
  ],
};
