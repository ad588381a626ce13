import { api, AUTH_FAILURE_LIMIT } from '@shop/core';
import { VerifyOtpReplySchema } from '@shop/core/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures, users } from '../src/db/schema';
import {
  apiUrl,
  buildTestApp,
  latestOtp,
  newAccount,
  parseReply,
  postJson,
  signIn,
  signUp,
  type TestApp,
} from './helper';

/**
 * Races that PGlite (one statement at a time) hides and PostgreSQL shows: these run real parallel
 * requests, on both drivers (`DATABASE_URL=… npx vitest run --project api`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const statuses = (responses: readonly { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('parallel requests', () => {
  it('create one account from parallel sign-ups of one address: one 201, the rest 409', async () => {
    const body = newAccount();
    const spellings = [body.emailId, body.emailId.toUpperCase(), ` ${body.emailId} `];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postJson(t.app, apiUrl(api.users.createUser), { ...body, emailId: spellings[i % spellings.length] }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array(7).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        error: 'An account with this email already exists.',
        details: { emailId: 'An account with this email already exists.' },
      });
    }
    const rows = await t.db.select().from(users).where(eq(users.emailNormalized, body.emailId.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('send one code from parallel forgot-password calls: one 200, the rest 429', async () => {
    const account = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(t.app, apiUrl(api.users.forgotPassword), { email: account.email }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(5).fill(429)]);
  });

  it('give one reset token for parallel verifications of the right code', async () => {
    const account = await signUp(t.app);
    await postJson(t.app, apiUrl(api.users.forgotPassword), { email: account.email });
    const otp = (await latestOtp(t.app, account.email)) ?? '';
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(t.app, apiUrl(api.users.verifyOtp), { email: account.email, otp }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(5).fill(400)]);
  });

  it('use one reset token once: one 200, the rest 400, and the winner’s password holds', async () => {
    const account = await signUp(t.app);
    await postJson(t.app, apiUrl(api.users.forgotPassword), { email: account.email });
    const otp = (await latestOtp(t.app, account.email)) ?? '';
    const { resetToken } = parseReply(
      VerifyOtpReplySchema,
      await postJson(t.app, apiUrl(api.users.verifyOtp), { email: account.email, otp }),
    );
    const passwords = Array.from({ length: 5 }, (_, i) => `Parallel#Pass${i}x`);
    const responses = await Promise.all(
      passwords.map((password) =>
        postJson(t.app, apiUrl(api.users.resetPassword), {
          resetToken,
          newPassword: password,
          confirmPassword: password,
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 400, 400, 400, 400]);
    const winner = passwords[responses.findIndex((response) => response.statusCode === 200)] ?? '';
    const signIns = await Promise.all(passwords.map((password) => signIn(t.app, account.email, password)));
    expect(signIns.map((response) => response.statusCode)).toEqual(
      passwords.map((password) => (password === winner ? 200 : 401)),
    );
  });

  it(`count every parallel failure: ${AUTH_FAILURE_LIMIT} answers 401, the rest 429`, async () => {
    const account = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 2 * AUTH_FAILURE_LIMIT }, () => signIn(t.app, account.email, 'Wrong#Pass12')),
    );
    expect(statuses(responses)).toEqual([
      ...Array(AUTH_FAILURE_LIMIT).fill(401),
      ...Array(AUTH_FAILURE_LIMIT).fill(429),
    ]);
    const [row] = await t.db
      .select({ failures: authFailures.failures })
      .from(authFailures)
      .where(
        and(eq(authFailures.kind, 'sign-in'), eq(authFailures.emailNormalized, account.email.toLowerCase())),
      );
    // Every failure that got as far as the password was counted: no update was lost.
    const counted = responses.filter((response) => response.statusCode === 401).length;
    expect(row?.failures).toBeGreaterThanOrEqual(counted);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(429);
  });

  it('sign one account in many times at once', async () => {
    const account = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t.app, account.email, account.password)),
    );
    expect(statuses(responses)).toEqual(Array(12).fill(200));
    const tokens = new Set(responses.map((response) => response.json<{ token: string }>().token));
    expect(tokens.size).toBe(12);
  });
});
