import { api } from '@shop/core';
import { ShopClient } from '../shared/http-client';
import { must, SHOPPER_PIN } from '../shared/shop-catalogue';
import type { ShopperAccount } from './virtual-user';

/**
 * The shoppers' accounts, made before the load starts: each with a saved address, signed up
 * through the API as shoppers do. Sign-ups hash passwords (argon2, ~10 ms of a core each), so they
 * run a few at a time.
 */

const SIGN_UPS_AT_ONCE = 4;

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
