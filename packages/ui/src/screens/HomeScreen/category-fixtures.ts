import type { Category } from '@shop/core/products';

/** Story fixtures: categories as the category list call returns them (active, in display order). */
export const sampleCategories: Category[] = [
  {
    id: 1,
    productname: 'Mobiles & Tablets',
    description: 'Mobiles & Tablets',
    slug: 'mobiles-tablets',
    badge: 'Up to 40% off',
    imageurl: '/images/categories/mobiles-tablets.svg',
    isactive: true,
    displayorder: 1,
  },
  {
    id: 2,
    productname: 'Laptops & Computers',
    description: 'Laptops & Computers',
    slug: 'laptops-computers',
    badge: 'New arrivals',
    imageurl: '/images/categories/laptops-computers.svg',
    isactive: true,
    displayorder: 2,
  },
  {
    id: 3,
    productname: 'TVs & Appliances',
    description: 'TVs & Appliances',
    slug: 'tvs-appliances',
    badge: null,
    imageurl: '/images/categories/tvs-appliances.svg',
    isactive: true,
    displayorder: 3,
  },
  {
    id: 4,
    productname: 'Audio & Headphones',
    description: 'Audio & Headphones',
    slug: 'audio-headphones',
    badge: 'Bestsellers',
    imageurl: '/images/categories/audio-headphones.svg',
    isactive: true,
    displayorder: 4,
  },
  {
    id: 11,
    productname: 'Smartwatches',
    description: 'Smartwatches',
    slug: 'smartwatches',
    badge: 'Trending',
    imageurl: '/images/categories/smartwatches.svg',
    isactive: true,
    displayorder: 5,
  },
];

/** A shorter list standing in for the storefront's built-in default categories. */
export const fallbackCategories: Category[] = sampleCategories.slice(0, 3).map((category) => ({
  ...category,
  badge: 'Top picks',
}));
