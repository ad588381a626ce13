import { randomUUID } from 'node:crypto';
import { api, ErrorReplySchema, SESSION_TTL_MS } from '@shop/core';
import { QA_DATABASE_RESET_CONFIRMATION, qaEndpoints } from '@shop/core/qa';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgliteHandle } from '../src/db/connect';
import { sessions, users } from '../src/db/schema';
import { SESSION_CACHE_MAX_ENTRIES, SessionCache } from '../src/services/session-cache';
import { apiUrl, buildTestApp, injectAs, parseReply, postJson, signUp, type TestApp } from './helper';

/*
 * On the embedded database a bearer check keeps the sessions it found active in memory
 * (services/session-cache.ts), and the database's notices (migration 0011) make it forget them
 * before the revoking write's reply. Every way a session ends must end it at once. PostgreSQL has
 * no such cache (its notices come later; connect.ts `noticesBeforeReply`): CI runs this file on
 * PGlite (vitest.config.ts, api-engine).
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

describe.skipIf(onPostgres)('the session cache of the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

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
    const query = vi.spyOn((t.database as PgliteHandle).client, 'query');
    try {
      expect((await getUser(account.token, account.user.userId)).statusCode).toBe(200);
      const statements = query.mock.calls.map(([text]) => text);
      expect(statements.length).toBeGreaterThan(0); // the user's own read
      expect(statements.filter((text) => text.includes('"sessions"'))).toEqual([]);
    } finally {
      query.mockRestore();
    }
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

  it('forgets every session when the whole database is reset', async () => {
    const account = await signedInAndKnown();
    const reset = await postJson(t.app, apiUrl(qaEndpoints.resetDatabase), {
      confirm: QA_DATABASE_RESET_CONFIRMATION,
    });
    expect(reset.statusCode).toBe(200);
    await expectAuthRequired(account.token, account.user.userId);
  });
});

describe.skipIf(onPostgres)('SessionCache', () => {
  const active = { userId: 7, expiresAt: new Date('2026-12-07T00:00:00Z') };
  const now = new Date('2026-11-30T00:00:00Z');

  it('does not keep an answer read while a notice came (a revoke racing the read)', () => {
    const cache = new SessionCache();
    const id = randomUUID();
    const before = cache.currentGeneration();
    cache.changed({ sessions: [randomUUID()] });
    cache.remember(id, active, before);
    expect(cache.find(id, now)).toBeUndefined();
    cache.remember(id, active, cache.currentGeneration());
    expect(cache.find(id, now)).toEqual(active);
  });

  it(`keeps at most ${SESSION_CACHE_MAX_ENTRIES} sessions, forgetting the least recently used`, () => {
    const cache = new SessionCache();
    const ids = Array.from({ length: SESSION_CACHE_MAX_ENTRIES }, () => randomUUID());
    for (const id of ids) cache.remember(id, active, cache.currentGeneration());
    const [oldest, second] = ids;
    expect(cache.find(oldest!, now)).toEqual(active); // used again: now the most recent
    cache.remember(randomUUID(), active, cache.currentGeneration());
    expect(cache.find(oldest!, now)).toEqual(active);
    expect(cache.find(second!, now)).toBeUndefined();
  });
});
