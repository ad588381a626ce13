import { SAMPLE_CATALOGUE_FIRST_ID, SAMPLE_CATALOGUE_SIZE, SAMPLE_PRODUCT_ID_PREFIX } from '@shop/core';
import { type Product } from '@shop/core/products';
import { productsOfCategory } from './catalogue';
import { FALLBACK_CATEGORY_IDS } from './categories';
import { productImageSvg } from './images/product-image';
import { svgDataUri } from './images/svg';

/** A product of the storefront's built-in sample catalogue: string id, inline image. */
export type SampleProduct = Omit<Product, 'id' | 'imageurl'> & { id: string; imageurl: string };

const PER_CATEGORY = SAMPLE_CATALOGUE_SIZE / FALLBACK_CATEGORY_IDS.length;

/** `count` products spread evenly over the category (first, …, near the last), not just its head. */
function spreadPick<T>(items: readonly T[], count: number): T[] {
  const picked: T[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = items[Math.floor((index * items.length) / count)];
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

let memo: readonly SampleProduct[] | undefined;

function buildSample(): readonly SampleProduct[] {
  const chosen = FALLBACK_CATEGORY_IDS.flatMap((categoryId) =>
    spreadPick(productsOfCategory(categoryId), PER_CATEGORY),
  );
  if (chosen.length !== SAMPLE_CATALOGUE_SIZE) {
    throw new Error(`The sample catalogue must hold ${SAMPLE_CATALOGUE_SIZE} products, got ${chosen.length}`);
  }
  return Object.freeze(
    chosen.map((product, index) =>
      Object.freeze({
        ...product,
        id: `${SAMPLE_PRODUCT_ID_PREFIX}${SAMPLE_CATALOGUE_FIRST_ID + index}`,
        imageurl: svgDataUri(productImageSvg(product.id) ?? ''),
      }),
    ),
  );
}

/**
 * The storefront's fallback listing (spec §2, §9): 90 products, ids 'prod-1001'…'prod-1090', nine
 * from each category that the fallback category list shows (ids 1–9 and 11, grouped in that order),
 * taken from the same generator as the API seed. Images are inline so the page still shows pictures
 * when the API — which serves /images — is down. Built once; the products are frozen, the returned
 * array is a fresh copy.
 */
export function sampleCatalogue(): SampleProduct[] {
  memo ??= buildSample();
  return [...memo];
}
