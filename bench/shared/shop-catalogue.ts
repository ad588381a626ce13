import { api } from '@shop/core';
import { ShopClient } from './http-client';

/**
 * What the load benches know of the seeded catalogue and ask of it before a load: the words a
 * shopper types, the listing's page size, every category's number of pages, and a PIN code.
 */

/** The storefront's listing page size. */
export const LISTING_LIMIT = 12;

export interface CategoryPages {
  readonly id: number;
  /** Listing pages of LISTING_LIMIT products (the shopper picks one of them). */
  readonly pages: number;
}

/** A UPI id that pays at once (README "Checkout"), for a cart past the cash-on-delivery limit. */
export const UPI_PAYS = 'success@shoplane';

/** Bengaluru: offers cash on delivery, and is in the seller's state. */
export const SHOPPER_PIN = '560034';
/** Words a shopper types in the header search: brands, kinds of goods, a miss. */
export const SEARCH_QUERIES = [
  'samsung',
  'phone',
  'laptop',
  'shoes',
  'coffee',
  'watch',
  'head',
  'tv',
  'book',
  'zzqx',
];

export function must<T>(timed: { reply: T | undefined; failure: string | undefined }, what: string): T {
  if (timed.reply === undefined) throw new Error(`${what} failed: ${timed.failure ?? 'no reply'}`);
  return timed.reply;
}

/** Every category (and 'all', id 0) with its number of listing pages. */
export async function categoryPages(base: string): Promise<CategoryPages[]> {
  const client = new ShopClient(base, '10.254.0.1');
  try {
    const { products: categories } = must(
      await client.call(api.products.listCategories),
      'The category list',
    );
    return await Promise.all(
      [0, ...categories.map((category) => category.id)].map(async (id) => {
        const { total } = must(
          await client.call(api.products.listByCategory, {
            body: { categoryid: id, page: 1, limit: LISTING_LIMIT },
          }),
          `The listing of category ${id}`,
        );
        return { id, pages: Math.max(1, Math.ceil(total / LISTING_LIMIT)) };
      }),
    );
  } finally {
    client.close();
  }
}
