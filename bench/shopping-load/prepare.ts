import { api } from '@shop/core';
import { ShopClient } from './http-client';
import { type CategoryPages, LISTING_LIMIT, type ShopperAccount } from './virtual-user';

/**
 * What the load needs before it starts: accounts with a saved address (signed up through the API,
 * as shoppers do), and the categories' page counts. Sign-ups hash passwords (argon2, ~10 ms of a
 * core each), so they run a few at a time.
 */

/** Bengaluru: offers cash on delivery, and is in the seller's state. */
export const SHOPPER_PIN = '560034';
const SIGN_UPS_AT_ONCE = 4;
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

function must<T>(timed: { reply: T | undefined; failure: string | undefined }, what: string): T {
  if (timed.reply === undefined) throw new Error(`${what} failed: ${timed.failure ?? 'no reply'}`);
  return timed.reply;
}

async function createAccount(base: string, index: number, runTag: string): Promise<ShopperAccount> {
  const client = new ShopClient(base, `10.255.${(index >> 8) & 255}.${index & 255}`);
  try {
    const email = `load-${runTag}-${index}@example.com`;
    const password = `Loaded-${index}-shopper!`;
    const session = must(
      await client.call(api.users.createUser, {
        body: { firstName: 'Load', lastName: 'Shopper', emailId: email, password },
      }),
      `Sign-up of ${email}`,
    );
    const address = must(
      await client.call(api.addresses.create, {
        token: session.token,
        body: {
          fullName: 'Load Shopper',
          mobile: '9845012345',
          line1: '12, 3rd Cross',
          pin: SHOPPER_PIN,
          type: 'Home',
        },
      }),
      `The address of ${email}`,
    );
    return { email, password, addressId: address.id };
  } finally {
    client.close();
  }
}

export async function createAccounts(base: string, count: number, runTag: string): Promise<ShopperAccount[]> {
  const accounts: ShopperAccount[] = [];
  for (let start = 0; start < count; start += SIGN_UPS_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(SIGN_UPS_AT_ONCE, count - start) },
      (_, offset) => start + offset,
    );
    accounts.push(...(await Promise.all(batch.map((index) => createAccount(base, index, runTag)))));
  }
  return accounts;
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
