import { categoryDefinition } from '../categories';
import { findProduct } from '../catalogue';
import { createRandom } from '@shop/core';
import { SILHOUETTES } from './silhouettes';
import { PALETTES, svgFrame, type Palette } from './svg';
import { PRODUCT_IMAGE_VIEW_CAPTIONS, type ProductImageView } from './views';

/**
 * Each view is a transform of the front artwork: tilted, mirrored with body and trim swapped, or
 * magnified around the middle (clipped to the halo so it stays inside the frame).
 */
function viewArtwork(view: ProductImageView, artwork: (palette: Palette) => string, palette: Palette) {
  switch (view) {
    case 'front':
      return artwork(palette);
    case 'angle':
      return `<g transform="rotate(-14 200 180) translate(14 6)">${artwork(palette)}</g>`;
    case 'back':
      return `<g transform="translate(400 0) scale(-1 1)">${artwork({ ...palette, body: palette.detail, detail: palette.body })}</g>`;
    case 'detail':
      return (
        `<clipPath id="halo"><circle cx="200" cy="175" r="145"/></clipPath>` +
        `<g clip-path="url(#halo)"><g transform="translate(200 175) scale(1.7) translate(-200 -175)">${artwork(palette)}</g></g>`
      );
  }
}

/**
 * The product's picture: its category's silhouette in a palette picked per product (so a listing
 * page does not look like one image repeated), with the brand underneath and the full product name
 * as the SVG title. The seed key differs from the product data's, so restyling images never
 * changes prices or ratings. Other views (the details gallery) keep the palette and silhouette.
 */
export function productImageSvg(productId: number, view: ProductImageView = 'front'): string | undefined {
  const product = findProduct(productId);
  const category = product && categoryDefinition(product.categoryid);
  if (product === undefined || category === undefined) return undefined;
  const palette = createRandom(`image:${productId}`).pick(PALETTES);
  const caption = PRODUCT_IMAGE_VIEW_CAPTIONS[view];
  return svgFrame({
    title: caption ? `${product.productname} (${caption})` : product.productname,
    label: caption ? `${product.brand} · ${caption}` : product.brand,
    palette,
    artwork: viewArtwork(view, SILHOUETTES[category.slug], palette),
  });
}
