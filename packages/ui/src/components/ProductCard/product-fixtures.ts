import type { ProductCardProduct } from './ProductCard';

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

const BRANDS = ['Samsung', 'Apple', 'OnePlus', 'Xiaomi', 'Vivo'] as const;
const MODELS = ['Galaxy S24', 'iPhone 15', 'Nord 4', 'Redmi Note 13', 'V30 Pro', 'Galaxy A55'] as const;

export type FixtureProduct = ProductCardProduct & {
  readonly id: number;
  readonly categoryid: number;
  readonly description: string;
};

/**
 * `count` made-up phones for stories: varied brands, prices (₹8,000 to ₹1,90,000), ratings,
 * discounts, stock and delivery, the same every time. Every seventh is out of stock.
 */
export function fixtureProducts(count: number): FixtureProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const brand = BRANDS[index % BRANDS.length] ?? 'Samsung';
    const model = MODELS[index % MODELS.length] ?? 'Phone';
    const price = 8_000 + ((index * 37_000) % 182_000);
    const discountpercent = [0, 10, 15, 22, 35][index % 5] ?? 0;
    const oldprice = discountpercent ? Math.round(price / (1 - discountpercent / 100)) : price;
    return {
      id: 101 + index,
      categoryid: 1,
      productname: `${brand} ${model} (${[128, 256, 512][index % 3]} GB, ${['Black', 'Blue', 'Silver'][index % 3]})`,
      brand,
      price,
      oldprice,
      discountpercent,
      starrating: [4.6, 4.2, 3.8, 3.1, 2.4, 4.9, 1.7][index % 7] ?? 4,
      ratingscount: 120 + ((index * 977) % 24_000),
      stock: index % 7 === 6 ? 0 : 5 + index,
      imageurl: fixtureImage(brand.slice(0, 2).toUpperCase(), (index * 47) % 360),
      freedelivery: index % 3 !== 2,
      description: `${brand} ${model} with a bright display, all-day battery and a fast processor.`,
    };
  });
}
