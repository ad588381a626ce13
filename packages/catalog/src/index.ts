/**
 * @shop/catalog — the shop's one deterministic catalogue: categories (spec §2), products with
 * specifications, their SVG images, the storefront's fallback categories and its sample catalogue.
 * The API seeds from it, the MSW mocks use it as fixtures, and the storefront falls back on it.
 */
export {
  IMAGE_BASE_PATH,
  categoryImagePath,
  parseProductImageFile,
  productGalleryImagePaths,
  productImagePath,
} from './images/paths';
export { PRODUCT_IMAGE_VIEWS, productImageAlt, type ProductImageView } from './images/views';
export { categories } from './categories';
export { fallbackCategories } from './fallback-categories';
export { findProduct, generateCatalogue, productsOfCategory } from './catalogue';
export { generateLargeCatalogue, LARGE_CATALOGUE_FIRST_ID, largeCatalogueVariants } from './large-catalogue';
export { sampleCatalogue, type SampleProduct } from './sample';
export { productImageSvg } from './images/product-image';
export { categoryImageSvg } from './images/category-image';
export {
  PROMO_IMAGE_HEIGHT,
  PROMO_IMAGE_WIDTH,
  parsePromoImageFile,
  promoImageSvg,
} from './images/promo-image';
export { fallbackDeals, fallbackFeatured } from './fallback-home';
export { svgDataUri } from './images/svg';
