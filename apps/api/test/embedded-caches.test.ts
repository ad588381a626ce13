import { randomUUID } from 'node:crypto';
import { api, ErrorReplySchema, SESSION_TTL_MS } from '@shop/core';
import { CartReplySchema } from '@shop/core/cart';
import { QA_DATABASE_RESET_CONFIRMATION, qaEndpoints } from '@shop/core/qa';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgliteHandle } from '../src/db/connect';
import { categories, products, sessions, users } from '../src/db/schema';
import { KeptAnswers } from '../src/services/kept-answers';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  parseReply,
  postJson,
  signUp,
  type SignedUp,
  type TestApp,
  twoSeededProducts,
} from './helper';

/*
 * On the embedded database the server keeps the sessions its bearer checks found active and each
 * user's cart reply in memory (services/session-cache.ts, cart-cache.ts), and the database's
 * notices (migration 0011) make it forget them before the changing write's reply. Every way a
 * session ends or a cart changes must show at once. PostgreSQL has no such caches (its notices
 * come later; connect.ts `noticesBeforeReply`): CI runs this file on PGlite (vitest.config.ts,
 * api-engine), and it is skipped on PostgreSQL (the KeptAnswers unit tests with it: once is enough).
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) t = await buildTestApp();
});
afterAll(() => t?.close());

/** The statements the app runs while `work` does, by their text. */
async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const query = vi.spyOn((t.database as PgliteHandle).client, 'query');
  try {
    await work();
    return query.mock.calls.map(([text]) => text);
  } finally {
    query.mockRestore();
  }
}

describe.skipIf(onPostgres)('the session cache of the embedded database', () => {
  const getUser = (token: string, userId: number) =>
    injectAs(t.app, token, { method: 'GET', url: apiUrl(api.users.getUser, { userId }) });

  /** An account whose token has been checked once, so the cache holds its session. */
  async function signedInAndKnown() {
    const account = await signUp(t.app);
    expect((await getUser(account.token, account.user.userId)).statusCode).toBe(200);
    return account;
  }

  async function expectAuthRequired(token: string, userId: number): Promise<void> {
    const response = await getUser(token, userId);
    expect(response.statusCode).toBe(401);
    expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Authentication required' });
  }

  it('checks a token it has seen without reading the sessions table', async () => {
    const account = await signedInAndKnown();
    const statements = await statementsDuring(async () => {
      expect((await getUser(account.token, account.user.userId)).statusCode).toBe(200);
    });
    expect(statements.length).toBeGreaterThan(0); // the user's own read
    expect(statements.filter((text) => text.includes('"sessions"'))).toEqual([]);
  });

  it('forgets a session signed out', async () => {
    const account = await signedInAndKnown();
    const out = await injectAs(t.app, account.token, { method: 'POST', url: apiUrl(api.users.signOut) });
    expect(out.statusCode).toBe(200);
    await expectAuthRequired(account.token, account.user.userId);
  });

  it('forgets sessions revoked by any statement (as a password reset revokes them)', async () => {
    const account = await signedInAndKnown();
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${account.user.userId}`);
    await expectAuthRequired(account.token, account.user.userId);
  });

  it('forgets the sessions of a user locked without revoking them (as the seed locks)', async () => {
    const account = await signedInAndKnown();
    const bystander = await signedInAndKnown();
    await t.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, account.user.userId));
    await expectAuthRequired(account.token, account.user.userId);
    expect((await getUser(bystander.token, bystander.user.userId)).statusCode).toBe(200);
  });

  it('forgets a session whose row, or whose user, was deleted', async () => {
    const first = await signedInAndKnown();
    const second = await signedInAndKnown();
    await t.db.delete(sessions).where(eq(sessions.userId, first.user.userId));
    await t.db.delete(users).where(eq(users.id, second.user.userId));
    await expectAuthRequired(first.token, first.user.userId);
    await expectAuthRequired(second.token, second.user.userId);
  });

  it('keeps a session until its expiry only', async () => {
    const account = await signedInAndKnown();
    t.clock.advance(SESSION_TTL_MS);
    await expectAuthRequired(account.token, account.user.userId);
  });
});

describe.skipIf(onPostgres)('the cart cache of the embedded database', () => {
  let productId: number;
  let price: number;
  beforeAll(async () => {
    // Prices of our choosing, so a test can tell the changed one from it.
    price = 2_000;
    [productId] = await twoSeededProducts(t.db, [{ price, stock: 500 }, { stock: 500 }]);
  });

  const cartUrl = apiUrl(api.cart.get);
  async function cartOf(user: SignedUp) {
    const response = await injectAs(t.app, user.token, { method: 'GET', url: cartUrl });
    expect(response.statusCode).toBe(200);
    return parseReply(CartReplySchema, response);
  }

  /** An account with one line in its cart, read once, so the cache holds it. */
  async function withKnownCart() {
    const user = await signUp(t.app);
    const added = await injectAs(t.app, user.token, { method: 'POST', url: cartUrl, payload: { productId } });
    expect(added.statusCode).toBe(200);
    expect((await cartOf(user)).items).toHaveLength(1);
    return user;
  }

  it('reads a cart again without a statement, and a stock change (an order of someone else) keeps it', async () => {
    const user = await withKnownCart();
    await t.db.update(products).set({ stock: 499 }).where(eq(products.id, productId));
    const statements = await statementsDuring(async () => {
      expect((await cartOf(user)).items).toHaveLength(1);
    });
    expect(statements).toEqual([]);
  });

  it('forgets a cart whose lines any statement wrote (as placing an order empties it)', async () => {
    const user = await withKnownCart();
    const bystander = await withKnownCart();
    await t.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${user.user.userId}`);
    expect((await cartOf(user)).items).toEqual([]);
    expect((await cartOf(bystander)).items).toHaveLength(1);
  });

  it('forgets every cart when a product’s price or a category’s name changes', async () => {
    const user = await withKnownCart();
    const [line] = (await cartOf(user)).items;
    const [product] = await t.db
      .select({ categoryid: products.categoryid })
      .from(products)
      .where(eq(products.id, productId));
    if (!line || !product) throw new Error('the cart has no line');
    try {
      await t.db
        .update(products)
        .set({ price: price + 100 })
        .where(eq(products.id, productId));
      expect((await cartOf(user)).items[0]?.product.price).not.toBe(line.product.price);
      await t.db
        .update(categories)
        .set({ productname: 'Renamed' })
        .where(eq(categories.id, product.categoryid));
      expect((await cartOf(user)).items[0]?.product.category).toBe('Renamed');
    } finally {
      await t.db.update(products).set({ price }).where(eq(products.id, productId));
      await t.db
        .update(categories)
        .set({ productname: line.product.category })
        .where(eq(categories.id, product.categoryid));
    }
  });

  it('keeps the cart an add with a request id read in its own transaction: no statement after the add, none to read it', async () => {
    const user = await signUp(t.app);
    expect((await cartOf(user)).items).toEqual([]); // the token checked once: its session is known
    const add = () =>
      injectAs(t.app, user.token, {
        method: 'POST',
        url: cartUrl,
        payload: { productId, quantity: 2, requestId: randomUUID() },
      });
    const added = await statementsDuring(async () => {
      const response = await add();
      expect(response.statusCode).toBe(200);
      expect(parseReply(CartReplySchema, response).items).toMatchObject([{ quantity: 2 }]);
    });
    expect(added).toEqual([]);
    const read = await statementsDuring(async () => {
      expect((await cartOf(user)).items).toMatchObject([{ quantity: 2 }]);
    });
    expect(read).toEqual([]);
  });

  it('keeps the last of many adds at once: each add’s notices come before its answer, and the next add’s after', async () => {
    const user = await signUp(t.app);
    const adds = await Promise.all(
      Array.from({ length: 12 }, () =>
        injectAs(t.app, user.token, {
          method: 'POST',
          url: cartUrl,
          payload: { productId, quantity: 1, requestId: randomUUID() },
        }),
      ),
    );
    expect(adds.map((response) => response.statusCode)).toEqual(adds.map(() => 200));
    expect((await cartOf(user)).items).toMatchObject([{ quantity: 12 }]);
  });

  it('forgets every cart when the lines are truncated', async () => {
    const user = await withKnownCart();
    await t.db.execute(sql`TRUNCATE cart_items`);
    expect((await cartOf(user)).items).toEqual([]);
  });
});

describe.skipIf(onPostgres)('a whole-database reset on the embedded database', () => {
  it('forgets every session', async () => {
    const account = await signUp(t.app);
    const getUser = () =>
      injectAs(t.app, account.token, {
        method: 'GET',
        url: apiUrl(api.users.getUser, { userId: account.user.userId }),
      });
    expect((await getUser()).statusCode).toBe(200);
    const reset = await postJson(t.app, apiUrl(qaEndpoints.resetDatabase), {
      confirm: QA_DATABASE_RESET_CONFIRMATION,
    });
    expect(reset.statusCode).toBe(200);
    expect((await getUser()).statusCode).toBe(401);
  });
});

describe.skipIf(onPostgres)('KeptAnswers', () => {
  /** A read that answers when the test says so. */
  function pendingRead(value: string) {
    let answer: () => void = () => undefined;
    const read = vi.fn(() => new Promise<string>((resolve) => (answer = () => resolve(value))));
    return { read, answer: () => answer() };
  }

  it('keeps an answer and reads no more', async () => {
    const kept = new KeptAnswers<string, string>(10);
    const read = vi.fn(async () => 'a');
    expect(await kept.get('k', read)).toBe('a');
    expect(await kept.get('k', read)).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer its key was forgotten during (a write racing the read)', async () => {
    const kept = new KeptAnswers<string, string>(10);
    const racing = pendingRead('old');
    const other = pendingRead('other');
    const first = kept.get('k', racing.read);
    const second = kept.get('j', other.read);
    kept.forget(['k']);
    racing.answer();
    other.answer();
    expect(await first).toBe('old'); // its caller asked before the write: it may have it
    expect(await second).toBe('other');
    const again = vi.fn(async () => 'new');
    expect(await kept.get('k', again)).toBe('new');
    expect(again).toHaveBeenCalledTimes(1);
    expect(await kept.get('j', again)).toBe('other'); // another key's read was kept
  });

  it('keeps no answer read while everything, or answers picked by value, were forgotten', async () => {
    const kept = new KeptAnswers<string, string>(10);
    for (const forget of [() => kept.clear(), () => kept.forgetWhere(() => false)]) {
      const racing = pendingRead('old');
      const reading = kept.get('k', racing.read);
      forget();
      racing.answer();
      await reading;
      const again = vi.fn(async () => 'new');
      expect(await kept.get('k', again)).toBe('new');
      kept.clear();
    }
  });

  it('keeps a replaced answer, and not the answer of a read that was under way', async () => {
    const kept = new KeptAnswers<string, string>(10);
    const racing = pendingRead('before the write');
    const reading = kept.get('k', racing.read);
    kept.replace('k', 'written');
    racing.answer();
    expect(await reading).toBe('before the write');
    const again = vi.fn(async () => 'read again');
    expect(await kept.get('k', again)).toBe('written');
    expect(again).not.toHaveBeenCalled();
  });

  it('shares a read under way with the callers meanwhile, but not one a change went stale', async () => {
    const kept = new KeptAnswers<string, string>(10);
    const first = pendingRead('old');
    const asked = [kept.get('k', first.read), kept.get('k', first.read)];
    expect(first.read).toHaveBeenCalledTimes(1);
    kept.forget(['k']);
    const after = pendingRead('new');
    const later = kept.get('k', after.read);
    expect(after.read).toHaveBeenCalledTimes(1); // the change came after the first read began
    first.answer();
    after.answer();
    expect(await Promise.all(asked)).toEqual(['old', 'old']);
    expect(await later).toBe('new');
    expect(
      await kept.get(
        'k',
        vi.fn(async () => 'unread'),
      ),
    ).toBe('new');
  });

  it('keeps at most its bound, forgetting the least recently used', async () => {
    const kept = new KeptAnswers<number, string>(3);
    for (const key of [1, 2, 3]) await kept.get(key, async () => `v${key}`);
    await kept.get(1, async () => 'not read'); // used again: now the most recent
    await kept.get(4, async () => 'v4');
    const read = vi.fn(async () => 'read again');
    expect(await kept.get(1, read)).toBe('v1');
    expect(await kept.get(2, read)).toBe('read again');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
