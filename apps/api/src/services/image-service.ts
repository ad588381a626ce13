import { createHash } from 'node:crypto';
import {
  categoryImageSvg,
  parseProductImageFile,
  parsePromoImageFile,
  productImageSvg,
  promoImageSvg,
} from '@shop/catalog';

export interface ImageFile {
  readonly body: Buffer;
  readonly etag: string;
}

const CATEGORY_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** Stops a crawler of made-up names from growing the memo without bound. */
const MAX_MEMO_ENTRIES = 4_096;

/**
 * The catalogue's SVG images (generated, never fetched from elsewhere: the shop works offline),
 * rendered once per name and kept as bytes with an ETag for cheap revalidation.
 */
export class ImageService {
  private readonly memo = new Map<string, ImageFile | null>();

  /** `101.svg` (the front, the product's `imageurl`) or a gallery view such as `101-angle.svg`. */
  productImage(file: string): ImageFile | undefined {
    const parsed = parseProductImageFile(file);
    return parsed
      ? this.remember(`p/${file}`, () => productImageSvg(parsed.productId, parsed.view))
      : undefined;
  }

  categoryImage(file: string): ImageFile | undefined {
    const match = CATEGORY_FILE.exec(file);
    return match ? this.remember(`c/${file}`, () => categoryImageSvg(match[1] ?? '')) : undefined;
  }

  /** The home page's promo artwork (hero slides, spotlights, curated cards): `hero-audio-days.svg`. */
  promoImage(file: string): ImageFile | undefined {
    const key = parsePromoImageFile(file);
    return key ? this.remember(`h/${file}`, () => promoImageSvg(key)) : undefined;
  }

  private remember(key: string, render: () => string | undefined): ImageFile | undefined {
    const known = this.memo.get(key);
    if (known !== undefined) return known ?? undefined;
    const svg = render();
    const image =
      svg === undefined
        ? null
        : { body: Buffer.from(svg), etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    if (this.memo.size < MAX_MEMO_ENTRIES) this.memo.set(key, image);
    return image ?? undefined;
  }
}
