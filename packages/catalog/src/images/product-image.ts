import { categoryDefinition } from '../categories';
import { findProduct } from '../catalogue';
import { createRandom } from '@shop/core';
import { SILHOUETTES } from './silhouettes';
import { PALETTES, svgFrame } from './svg';

/**
 * The product's picture: its category's silhouette in a palette picked per product (so a listing
 * page does not look like one image repeated), with the brand underneath and the full product name
 * as the SVG title. The seed key differs from the product data's, so restyling images never
 * changes prices or ratings.
 */
export function productImageSvg(productId: number): string | undefined {
  const product = findProduct(productId);
  const category = product && categoryDefinition(product.categoryid);
  if (product === undefined || category === undefined) return undefined;
  const palette = createRandom(`image:${productId}`).pick(PALETTES);
  return svgFrame({
    title: product.productname,
    label: product.brand,
    palette,
    artwork: SILHOUETTES[category.slug](palette),
  });
}
