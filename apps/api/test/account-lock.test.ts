import { api, ErrorReplySchema } from '@shop/core';
import { SessionReplySchema } from '@shop/core/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockUser } from '../src/db/repositories/users-repository';
import { users } from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, signIn, signUp, type TestApp } from './helper';

/** The security probe: a locked account's live sessions kept working (the check ignored the lock). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getUser = (token: string, userId: number) =>
  injectAs(t.app, token, { method: 'GET', url: apiUrl(api.users.getUser, { userId }) });

function expectAuthRequired(response: Awaited<ReturnType<typeof getUser>>): void {
  expect(response.statusCode).toBe(401);
  expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Authentication required' });
  expect(response.headers['www-authenticate']).toBe('Bearer');
}

describe('locking an account ends its live sessions', () => {
  it('every token of the user is refused once the account is locked, and sign-in says why', async () => {
    const account = await signUp(t.app);
    const second = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    expect((await getUser(account.token, account.user.userId)).statusCode).toBe(200);

    await lockUser(t.db, account.user.userId, t.clock.now());

    expectAuthRequired(await getUser(account.token, account.user.userId));
    expectAuthRequired(await getUser(second.token, account.user.userId));
    const again = await signIn(t.app, account.email, account.password);
    expect(again.statusCode).toBe(423);
    expect(again.json()).toEqual({ error: 'Your account has been locked. Please contact support.' });
  });

  it('revokes the sessions in the database (they stay dead if the lock is lifted)', async () => {
    const account = await signUp(t.app);
    await lockUser(t.db, account.user.userId, t.clock.now());
    await t.db.update(users).set({ lockedAt: null }).where(eq(users.id, account.user.userId));
    expectAuthRequired(await getUser(account.token, account.user.userId));
  });

  it('refuses a locked user’s token even when the lock was set without revoking (as the seed sets it)', async () => {
    const account = await signUp(t.app);
    await t.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, account.user.userId));
    expectAuthRequired(await getUser(account.token, account.user.userId));
    const signOut = await injectAs(t.app, account.token, { method: 'POST', url: apiUrl(api.users.signOut) });
    expect(signOut.statusCode).toBe(401);
  });

  it('leaves other users signed in', async () => {
    const locked = await signUp(t.app);
    const bystander = await signUp(t.app);
    await lockUser(t.db, locked.user.userId, t.clock.now());
    expect((await getUser(bystander.token, bystander.user.userId)).statusCode).toBe(200);
  });
});
