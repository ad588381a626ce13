import { offeredOptions } from '@shop/core/cart';
import type { DetailsProduct } from './details-types';

const views = [
  ['', ''],
  ['-angle', ', side angle'],
  ['-back', ', back view'],
  ['-detail', ', close-up'],
] as const;

const NAME = 'Samsung Galaxy S24 Ultra 5G (Titanium Gray, 12GB RAM, 256GB)';

/** Story fixture: the seed's product 101 as the details route reads it (images served by the mocks). */
export const sampleDetailsProduct: DetailsProduct = {
  id: 101,
  name: NAME,
  brand: 'Samsung',
  description:
    'Samsung Galaxy S24 Ultra 5G smartphone with a 6.8-inch Dynamic AMOLED 2X, 120 Hz display, Snapdragon 8 Gen 3 for Galaxy and a 5000 mAh battery.',
  details:
    'The Samsung Galaxy S24 Ultra 5G in Titanium Gray pairs 12 GB of RAM with 256 GB of storage. It runs Android 14, One UI 6.1 and draws power from a 5000 mAh battery.',
  keyFeatures: [
    '12 GB RAM | 256 GB ROM',
    '17.27 cm (6.8 inch) Dynamic AMOLED 2X, 120 Hz display',
    '5000 mAh battery',
  ],
  specifications: [
    { key: 'screensize', label: 'Screen size', value: '17.27 cm (6.8 inch)' },
    { key: 'ram', label: 'RAM', value: '12 GB' },
    { key: 'battery', label: 'Battery', value: '5000 mAh' },
    { key: 'operating_system', label: 'Operating system', value: 'Android 14, One UI 6.1' },
  ],
  images: views.map(([suffix, caption]) => ({
    src: `/images/products/101${suffix}.svg`,
    alt: `${NAME}${caption}`,
  })),
  price: 129_999,
  oldPrice: 131_999,
  discountPercent: 2,
  rating: 4.3,
  reviewCount: 11_373,
  badge: 'New Launch',
  freeDelivery: true,
  inStock: true,
  options: offeredOptions({ categoryid: 1 }),
};
