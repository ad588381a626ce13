import { productGalleryImagePaths, productImagePath } from '@shop/catalog/images/paths';
import { PRODUCT_IMAGE_VIEWS, productImageAlt } from '@shop/catalog/images/views';
import { offeredOptions } from '@shop/core/cart';
import {
  KEY_FEATURES,
  productReviewCount,
  productSpecificationRows,
  type Product,
} from '@shop/core/products';
import type { DetailsProduct, GalleryImage } from '@shop/ui/products';

/** A product as the details route knows it: from the server, or a sample of the offline listing. */
export type ShownProduct = Omit<Product, 'id'> & { id: number | string };

/**
 * The gallery: every view the app serves for a catalogue product whose picture is its own image;
 * a product with any other picture (a sample's inline image) shows that one alone.
 */
function galleryImages(product: ShownProduct): GalleryImage[] {
  if (typeof product.id === 'number' && product.imageurl === productImagePath(product.id)) {
    const paths = productGalleryImagePaths(product.id);
    return PRODUCT_IMAGE_VIEWS.map((view, index) => ({
      src: paths[index] ?? product.imageurl,
      alt: productImageAlt(product.productname, view),
    }));
  }
  return [{ src: product.imageurl, alt: product.productname }];
}

/** The catalogue's field names (§3) read into what the details screen shows. */
export function detailsProductFrom(product: ShownProduct): DetailsProduct {
  return {
    id: product.id,
    name: product.productname,
    brand: product.brand,
    description: product.description,
    details: product.productdetails,
    keyFeatures: product.keyfeatures[KEY_FEATURES] ?? [],
    specifications: productSpecificationRows(product.specifications),
    images: galleryImages(product),
    price: product.price,
    oldPrice: product.oldprice,
    discountPercent: product.discountpercent,
    rating: product.starrating,
    reviewCount: productReviewCount(product.id, product.ratingscount),
    badge: product.badge,
    freeDelivery: product.freedelivery,
    inStock: product.stock > 0,
    options: offeredOptions(product),
  };
}
