import { api } from '@shop/core';
import { qaEndpoints } from '@shop/core/qa';
import { ShopClient } from '../shared/http-client';
import { must, SHOPPER_PIN } from '../shared/shop-catalogue';
import type { LearnerAccount } from './learner';

/**
 * The class, made before the lesson starts as learners make themselves: each learner a sandbox key
 * of its own and an account from the test-data API (`POST /api/v1/qa/users`), and a checkout
 * learner a saved address. The API hashes each password (argon2), so a few are made at a time.
 */

const ACCOUNTS_AT_ONCE = 4;

async function createLearner(base: string, index: number, runTag: string, checkout: boolean) {
  const sandbox = `classroom-${runTag}-${index}`;
  const client = new ShopClient(base, `10.253.${(index >> 8) & 255}.${index & 255}`, {
    'x-qa-sandbox': sandbox,
  });
  try {
    const { token } = must(await client.call(qaEndpoints.createTestUser, { body: {} }), `Learner ${index}`);
    if (!checkout) return { sandbox, token } satisfies LearnerAccount;
    const address = must(
      await client.call(api.addresses.create, {
        token,
        body: {
          fullName: 'Classroom Learner',
          mobile: '9845012345',
          line1: '12, 3rd Cross',
          pin: SHOPPER_PIN,
          type: 'Home',
        },
      }),
      `The address of learner ${index}`,
    );
    return { sandbox, token, addressId: address.id } satisfies LearnerAccount;
  } finally {
    client.close();
  }
}

/** `count` learners; every learner whose index is a multiple of `1 / checkoutShare` checks out. */
export async function createLearners(
  base: string,
  count: number,
  checkoutShare: number,
  runTag: string,
): Promise<LearnerAccount[]> {
  const every = checkoutShare > 0 ? Math.max(1, Math.round(1 / checkoutShare)) : 0;
  const learners: LearnerAccount[] = [];
  for (let start = 0; start < count; start += ACCOUNTS_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(ACCOUNTS_AT_ONCE, count - start) },
      (_, offset) => start + offset,
    );
    learners.push(
      ...(await Promise.all(
        batch.map((index) => createLearner(base, index, runTag, every > 0 && index % every === 0)),
      )),
    );
  }
  return learners;
}
