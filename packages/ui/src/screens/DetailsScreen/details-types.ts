import type { OfferedOptions } from '@shop/core/cart';
import type { SpecificationRow } from '@shop/core/products';
import type { GalleryImage } from '../../components/Gallery/Gallery';

/** What the details screen shows of one product, already read out of the catalogue's fields. */
export interface DetailsProduct {
  id: number | string;
  name: string;
  brand: string;
  description: string;
  /** The Details tab's text (`productdetails`). */
  details: string;
  keyFeatures: readonly string[];
  specifications: readonly SpecificationRow[];
  /** At least one; the gallery shows 'n / N' when there are several. */
  images: readonly GalleryImage[];
  /** Whole rupees before any storage surcharge. */
  price: number;
  oldPrice: number;
  /** The product's own discount; derived from the prices when missing or 0 (§9). */
  discountPercent: number | null;
  rating: number;
  reviewCount: number;
  badge: string | null;
  freeDelivery: boolean;
  inStock: boolean;
  /** The storages and colours it comes in (core's offeredOptions); a picker shows only for these. */
  options: OfferedOptions;
}

/**
 * The shopper's choice when adding to the cart (§4: storage, colour, quantity). Storage and colour
 * start at §4's defaults whether or not the product has a picker for them: the caller keeps only
 * what the product comes in.
 */
export interface DetailsChoice {
  storage: string;
  color: string;
  qty: number;
}

/** A lowercase-hyphen slug for test ids: 'Natural Titanium' → 'natural-titanium'. */
export function idSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
