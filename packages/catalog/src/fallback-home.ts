import { paths } from '@shop/core';
import { type HomeFallbackItem } from '@shop/core/products';

const item = (entry: Omit<HomeFallbackItem, 'href'> & { categoryId: number; category: string }) => {
  const { categoryId, category, ...rest } = entry;
  return Object.freeze({ ...rest, href: paths.products({ categoryId, category }) });
};

/**
 * The built-in deals the home page shows when the deals' calls fail (spec §3, §8: 'Showing default
 * deals.'). Offers rather than products (no product call answered), each leading to its category's
 * listing.
 */
export const fallbackDeals: readonly HomeFallbackItem[] = Object.freeze([
  item({
    id: 'deal-smartphones',
    title: 'Smartphones',
    description: 'Bestselling 5G phones with exchange offers.',
    priceLabel: 'From ₹9,999',
    tag: 'Up to 40% off',
    categoryId: 1,
    category: 'mobiles-tablets',
  }),
  item({
    id: 'deal-laptops',
    title: 'Laptops',
    description: 'Thin-and-light machines for work and study.',
    priceLabel: 'From ₹29,990',
    tag: 'Student offers',
    categoryId: 2,
    category: 'laptops-computers',
  }),
  item({
    id: 'deal-televisions',
    title: 'Smart TVs',
    description: '4K screens for the whole family.',
    priceLabel: 'From ₹12,999',
    tag: 'Festive deals',
    categoryId: 3,
    category: 'tvs-appliances',
  }),
  item({
    id: 'deal-headphones',
    title: 'Headphones & earbuds',
    description: 'Wireless audio from top brands.',
    priceLabel: 'From ₹999',
    tag: 'Top brands',
    categoryId: 4,
    category: 'audio-headphones',
  }),
]);

/**
 * The built-in featured items the home page shows when the fresh picks' calls fail (spec §3, §8:
 * 'Showing default recommendations.').
 */
export const fallbackFeatured: readonly HomeFallbackItem[] = Object.freeze([
  item({
    id: 'featured-kitchen',
    title: 'Kitchen appliances',
    description: 'Mixers, kettles and air fryers for everyday cooking.',
    priceLabel: 'From ₹1,499',
    tag: 'Bestsellers',
    categoryId: 6,
    category: 'home-kitchen',
  }),
  item({
    id: 'featured-beauty',
    title: 'Beauty & grooming',
    description: 'Skincare, haircare and grooming kits.',
    priceLabel: 'From ₹299',
    tag: 'Top rated',
    categoryId: 7,
    category: 'beauty-personal-care',
  }),
  item({
    id: 'featured-books',
    title: 'Books & media',
    description: 'Bestsellers, classics and new releases.',
    priceLabel: 'From ₹199',
    tag: 'Gift ideas',
    categoryId: 8,
    category: 'books-media',
  }),
  item({
    id: 'featured-fitness',
    title: 'Fitness gear',
    description: 'Yoga mats, dumbbells and sportswear.',
    priceLabel: 'From ₹399',
    tag: 'Stay active',
    categoryId: 9,
    category: 'sports-fitness',
  }),
]);
