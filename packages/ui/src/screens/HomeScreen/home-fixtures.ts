import type { HomeFallbackItem } from '@shop/core/products';
import { fixtureProducts } from '../../components/ProductCard/product-fixtures';
import type { HomeProduct } from './HomeProductSection';

const products = fixtureProducts(8);

/** Story fixtures: four deals (category 1) and four fresh picks (category 6), the same every time. */
export const sampleDeals: readonly HomeProduct[] = products.slice(0, 4);
export const sampleFreshPicks: readonly HomeProduct[] = products
  .slice(4, 8)
  .map((product) => ({ ...product, categoryid: 6 }));

const fallbackItem = (id: string, title: string, priceLabel: string, tag: string): HomeFallbackItem => ({
  id,
  title,
  description: `Popular ${title.toLowerCase()} at everyday prices.`,
  priceLabel,
  tag,
  href: '/products?categoryId=1&category=mobiles-tablets',
});

/** Built-in items in the shape of @shop/catalog's (the storefront passes the real lists). */
export const sampleFallbackDeals: readonly HomeFallbackItem[] = [
  fallbackItem('deal-a', 'Smartphones', 'From ₹9,999', 'Up to 40% off'),
  fallbackItem('deal-b', 'Laptops', 'From ₹29,990', 'Student offers'),
  fallbackItem('deal-c', 'Smart TVs', 'From ₹12,999', 'Festive deals'),
  fallbackItem('deal-d', 'Headphones', 'From ₹999', 'Top brands'),
];
export const sampleFallbackFeatured: readonly HomeFallbackItem[] = [
  fallbackItem('featured-a', 'Kitchen appliances', 'From ₹1,499', 'Bestsellers'),
  fallbackItem('featured-b', 'Beauty & grooming', 'From ₹299', 'Top rated'),
  fallbackItem('featured-c', 'Books & media', 'From ₹199', 'Gift ideas'),
  fallbackItem('featured-d', 'Fitness gear', 'From ₹399', 'Stay active'),
];
