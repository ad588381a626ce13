import { randomUUID } from 'node:crypto';
import { api, AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_MS, ErrorReplySchema } from '@shop/core';
import { demoAccount, SessionReplySchema } from '@shop/core/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { appSecrets } from '../src/db/schema';
import { JWT_SECRET_NAME } from '../src/services/secret-service';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  parseReply,
  signIn,
  signUp,
  type SignedUp,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong#Pass12';
const FIFTEEN_MINUTES = 'Too many attempts. Please try again in 15 minutes.';

async function failTimes(email: string, times: number): Promise<void> {
  for (let i = 1; i <= times; i++) {
    const response = await signIn(t.app, email, WRONG);
    expect(response.statusCode, `failure ${i}`).toBe(401);
  }
}

describe('failed sign-ins per address', () => {
  let account: SignedUp;
  beforeAll(async () => {
    account = await signUp(t.app);
  });

  it(`answers the attempt after ${AUTH_FAILURE_LIMIT} failures in 15 minutes with 429 and Retry-After`, async () => {
    await failTimes(account.email, AUTH_FAILURE_LIMIT);
    const blocked = await signIn(t.app, account.email, WRONG);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(AUTH_FAILURE_WINDOW_MS / 1000));
    expect(parseReply(ErrorReplySchema, blocked)).toEqual({ error: FIFTEEN_MINUTES });
  });

  it('blocks the right password too, with the wait counting down, until the window closes', async () => {
    t.clock.advance(10 * 60_000);
    const blocked = await signIn(t.app, account.email.toUpperCase(), account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('300');
    expect(blocked.json()).toEqual({ error: 'Too many attempts. Please try again in 5 minutes.' });

    t.clock.advance(5 * 60_000 - 1_000);
    expect((await signIn(t.app, account.email, account.password)).headers['retry-after']).toBe('1');

    t.clock.advance(1_000);
    const open = await signIn(t.app, account.email, account.password);
    expect(open.statusCode).toBe(200);
    parseReply(SessionReplySchema, open);
  });

  it('lets a success clear the count: a suite that tries a wrong password now and then never locks out', async () => {
    await failTimes(account.email, AUTH_FAILURE_LIMIT - 1);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
    await failTimes(account.email, AUTH_FAILURE_LIMIT);
    expect((await signIn(t.app, account.email, WRONG)).statusCode).toBe(429);
    t.clock.advance(AUTH_FAILURE_WINDOW_MS);
  });

  it('opens a new window once the old one has closed', async () => {
    await failTimes(account.email, AUTH_FAILURE_LIMIT - 1);
    t.clock.advance(AUTH_FAILURE_WINDOW_MS);
    await failTimes(account.email, AUTH_FAILURE_LIMIT);
    expect((await signIn(t.app, account.email, WRONG)).statusCode).toBe(429);
    t.clock.advance(AUTH_FAILURE_WINDOW_MS);
  });

  it('counts an unknown address the same way, so the replies never tell who has an account', async () => {
    const unknown = `nobody.${randomUUID()}@example.in`;
    await failTimes(unknown, AUTH_FAILURE_LIMIT);
    const blocked = await signIn(t.app, unknown, WRONG);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: FIFTEEN_MINUTES });
  });

  it('counts per address: another account still signs in', async () => {
    const victim = await signUp(t.app);
    const bystander = await signUp(t.app);
    await failTimes(victim.email, AUTH_FAILURE_LIMIT);
    expect((await signIn(t.app, victim.email, victim.password)).statusCode).toBe(429);
    expect((await signIn(t.app, bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it("never counts the locked account's 423 as a failure", async () => {
    const locked = demoAccount('locked');
    for (let i = 0; i <= AUTH_FAILURE_LIMIT + 2; i++) {
      expect((await signIn(t.app, locked.email, locked.password)).statusCode).toBe(423);
    }
  });

  it('never counts successful sign-ins: hundreds from one client pass', async () => {
    const standard = demoAccount('standard');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t.app, standard.email, standard.password)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
  });
});

describe('per-client limit on the credential calls', () => {
  it('allows 1000 calls a minute per client by default', async () => {
    const response = await signIn(t.app, `nobody.${randomUUID()}@example.in`, WRONG);
    expect(response.headers['x-ratelimit-limit']).toBe('1000');
  });

  describe('when used up', () => {
    let limited: TestApp;
    let account: SignedUp;
    beforeAll(async () => {
      limited = await buildTestApp({ clientRateLimit: { max: 3, timeWindowMs: 60_000 } });
      account = await signUp(limited.app); // the first of the 3
    });
    afterAll(() => limited.close());

    it('answers 429 with the error envelope and Retry-After', async () => {
      expect((await signIn(limited.app, account.email, account.password)).statusCode).toBe(200);
      expect((await signIn(limited.app, account.email, account.password)).statusCode).toBe(200);
      const response = await signIn(limited.app, account.email, account.password);
      expect(response.statusCode).toBe(429);
      // What is left of the 60 s window: how much depends on how long the sign-ups before took.
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(parseReply(ErrorReplySchema, response)).toEqual({
        error: 'Too many attempts. Please try again in 1 minute.',
      });
      const forgot = await limited.app.inject({
        method: 'POST',
        url: apiUrl(api.users.forgotPassword),
        payload: { email: account.email },
      });
      expect(forgot.statusCode).toBe(429);
    });

    it('holds on every server on the same database (two behind one load balancer count together)', async () => {
      const second = await buildApp({
        db: limited.db,
        config: { storefrontDist: '/nonexistent' },
        clock: limited.clock,
        clientRateLimit: { max: 3, timeWindowMs: 60_000 },
      });
      try {
        expect((await signIn(second, account.email, account.password)).statusCode).toBe(429);
        // The window is the database's, so it ends for both at the same moment.
        limited.clock.advance(60_000);
        expect((await signIn(second, account.email, account.password)).statusCode).toBe(200);
        expect((await signIn(limited.app, account.email, account.password)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });

    it('leaves the calls of signed-in users and the catalogue alone', async () => {
      const own = await injectAs(limited.app, account.token, {
        method: 'GET',
        url: apiUrl(api.users.getUser, { userId: account.user.userId }),
      });
      expect(own.statusCode).toBe(200);
      expect(
        (await limited.app.inject({ method: 'GET', url: apiUrl(api.products.listCategories) })).statusCode,
      ).toBe(200);
    });
  });
});

describe('the token signing key', () => {
  it('is generated once, kept in the database and shared by every server on it', async () => {
    const [stored] = await t.db.select().from(appSecrets).where(eq(appSecrets.name, JWT_SECRET_NAME));
    expect(stored?.value).toMatch(/^[\w-]{43}$/);

    const account = await signUp(t.app);
    // A second server on the same database accepts the first one's token.
    const second = await buildApp({ db: t.db, config: { storefrontDist: '/nonexistent' }, clock: t.clock });
    try {
      await second.ready();
      const response = await injectAs(second, account.token, {
        method: 'GET',
        url: apiUrl(api.users.getUser, { userId: account.user.userId }),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
    const rows = await t.db.select().from(appSecrets);
    expect(rows).toHaveLength(1);
  });

  it('is JWT_SECRET when that is set: tokens of the generated key no longer pass', async () => {
    const account = await signUp(t.app);
    const configured = await buildApp({
      db: t.db,
      config: { storefrontDist: '/nonexistent', jwtSecret: 'a-configured-secret-of-32-characters!' },
      clock: t.clock,
    });
    try {
      const url = apiUrl(api.users.getUser, { userId: account.user.userId });
      const foreign = await injectAs(configured, account.token, { method: 'GET', url });
      expect(foreign.statusCode).toBe(401);
      const own = parseReply(SessionReplySchema, await signIn(configured, account.email, account.password));
      expect((await injectAs(configured, own.token, { method: 'GET', url })).statusCode).toBe(200);
      expect((await injectAs(t.app, own.token, { method: 'GET', url })).statusCode).toBe(401);
    } finally {
      await configured.close();
    }
  });
});
