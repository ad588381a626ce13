import { randomUUID } from 'node:crypto';
import {
  api,
  AUTH_FAILURE_LIMIT,
  AUTH_FAILURE_WINDOW_MS,
  ErrorReplySchema,
  MessageReplySchema,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_MIN_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from '@shop/core';
import { SessionReplySchema, VerifyOtpReplySchema } from '@shop/core/users';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../src/mail/mailer';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  latestOtp,
  mailTo,
  parseReply,
  postJson,
  signIn,
  signUp,
  type SignedUp,
  type TestApp,
} from './helper';

const FORGOT = apiUrl(api.users.forgotPassword);
const VERIFY = apiUrl(api.users.verifyOtp);
const RESET = apiUrl(api.users.resetPassword);
const NEW_PASSWORD = 'Monsoon#Rain58';
const WEAK_TEXT =
  'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, app = t.app) => postJson(app, FORGOT, { email });
const verify = (email: string, otp: string) => postJson(t.app, VERIFY, { email, otp });
const reset = (resetToken: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
  postJson(t.app, RESET, { resetToken, newPassword, confirmPassword });

/** Any 6-digit code other than `code`. */
const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** Asks for a code (moving past the resend pause first) and reads it from the mailbox. */
async function requestCode(email: string): Promise<string> {
  t.clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
  const response = await forgot(email);
  expect(response.statusCode).toBe(200);
  const code = await latestOtp(t.app, email);
  if (!code) throw new Error(`No code for ${email}`);
  return code;
}

async function resetTokenFor(email: string): Promise<string> {
  const response = await verify(email, await requestCode(email));
  expect(response.statusCode).toBe(200);
  return parseReply(VerifyOtpReplySchema, response).resetToken;
}

describe('POST /users/forgot-password', () => {
  let account: SignedUp;
  beforeAll(async () => {
    account = await signUp(t.app);
  });

  it('answers "OTP sent to your email" and mails a 6-digit code valid 10 minutes', async () => {
    const response = await forgot(` ${account.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(parseReply(MessageReplySchema, response)).toEqual({ message: 'OTP sent to your email' });

    const [mail, ...older] = await mailTo(t.app, account.email);
    expect(older).toEqual([]);
    expect(mail).toMatchObject({ to: account.email, subject: 'Your ShopLane password reset code' });
    const code = /one-time code is (\d{6})\./.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(code);
      expect(body).toContain('It expires in 10 minutes.');
    }
    expect(mail?.text).toContain(`Hello ${account.user.firstName},`);
  });

  it('answers an address without an account the same way, and mails nothing', async () => {
    const unknown = `nobody.${randomUUID()}@example.in`;
    const response = await forgot(unknown);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent to your email' });
    expect(await mailTo(t.app, unknown)).toEqual([]);
  });

  it.each(['', '   ', 'meera', 'meera@example', 'meera @example.in', '@example.in'])(
    'answers the malformed address %j with 400 "Please enter a valid email address"',
    async (email) => {
      const response = await forgot(email);
      expect(response.statusCode).toBe(400);
      expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Please enter a valid email address' });
    },
  );

  it('answers a missing or over-long address with the contract 400', async () => {
    const missing = await postJson(t.app, FORGOT, {});
    expect(missing.json()).toEqual({
      error: 'Invalid request: email is required',
      details: { email: 'is required' },
    });
    const long = await forgot(`${'m'.repeat(250)}@example.in`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'Invalid request: email is too long',
      details: { email: 'is too long' },
    });
  });

  it('refuses a second request within 30 s with 429 and Retry-After, for known and unknown addresses', async () => {
    const other = await signUp(t.app);
    const unknown = `nobody.${randomUUID()}@example.in`;
    for (const email of [other.email, unknown]) {
      expect((await forgot(email)).statusCode).toBe(200);
      t.clock.advance(10_000);
      const early = await forgot(email.toUpperCase());
      expect(early.statusCode, email).toBe(429);
      expect(early.headers['retry-after']).toBe('20');
      expect(parseReply(ErrorReplySchema, early)).toEqual({
        error: 'Please wait 20 seconds before requesting another OTP.',
      });
      t.clock.advance(19_000);
      expect((await forgot(email)).json()).toEqual({
        error: 'Please wait 1 second before requesting another OTP.',
      });
      t.clock.advance(1_000);
      expect((await forgot(email)).statusCode, email).toBe(200);
    }
    expect(await mailTo(t.app, other.email)).toHaveLength(2);
  });

  it('replaces the earlier code: only the newest one works', async () => {
    const first = await requestCode(account.email);
    let second = await requestCode(account.email);
    while (second === first) second = await requestCode(account.email); // one chance in a million
    expect((await verify(account.email, first)).json()).toEqual({ error: 'Invalid OTP' });
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });

  it('keeps the reply the same when the mail cannot be sent', async () => {
    const failing: Mailer = {
      kind: 'mailbox',
      send: () => Promise.reject(new Error('mail server on fire')),
      close: async () => {},
    };
    const broken = await buildTestApp({ mailer: failing });
    try {
      const known = await signUp(broken.app);
      const response = await forgot(known.email, broken.app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OTP sent to your email' });
    } finally {
      await broken.close();
    }
  });

  describe('does the same work for known and unknown addresses (the probe: unknown ones answered faster)', () => {
    /** A mailer that holds every message until the test lets it through. */
    function heldMailer() {
      const delivered: string[] = [];
      const started: string[] = [];
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const mailer: Mailer = {
        kind: 'mailbox',
        send: async (mail) => {
          started.push(mail.to);
          await gate;
          delivered.push(mail.to);
        },
        close: async () => {},
      };
      return { mailer, delivered, started, release: () => release() };
    }

    it('answers a known address before its mail is delivered, and delivers it afterwards', async () => {
      const held = heldMailer();
      const app = await buildTestApp({ mailer: held.mailer });
      try {
        const known = await signUp(app.app);
        const response = await forgot(known.email, app.app);
        expect(response.json()).toEqual({ message: 'OTP sent to your email' });
        // Not even started: the embedded database runs on this thread, so a delivery started
        // before the reply was written would still delay it.
        expect(held.started).toEqual([]);
        expect(held.delivered).toEqual([]);
        held.release();
        await app.app.services.mailOutbox.settled();
        expect(held.delivered).toEqual([known.email]);
      } finally {
        held.release();
        await app.close();
      }
    }, 10_000);

    it('loses no mail on shutdown: closing waits for deliveries under way', async () => {
      const held = heldMailer();
      const app = await buildTestApp({ mailer: held.mailer });
      const known = await signUp(app.app);
      await forgot(known.email, app.app);
      let closed = false;
      const closing = app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed).toBe(false);
      held.release();
      await closing;
      expect(held.delivered).toEqual([known.email]);
    }, 10_000);

    it('hashes a code for an unknown address too, and stores a reset row for both', async () => {
      const service = t.app.services.passwordReset as unknown as { codeHash: (...args: never[]) => unknown };
      const codeHash = vi.spyOn(service, 'codeHash');
      try {
        const known = await signUp(t.app);
        await forgot(known.email);
        await forgot(`nobody.${randomUUID()}@example.in`);
        expect(codeHash).toHaveBeenCalledTimes(2);
      } finally {
        codeHash.mockRestore();
      }
    });
  });

  it('hands mail to SMTP when SMTP_URL is set, and an unreachable server changes nothing', async () => {
    const smtp = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect(smtp.app.services.mailer.kind).toBe('smtp');
      const known = await signUp(smtp.app);
      const response = await forgot(known.email, smtp.app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OTP sent to your email' });
      expect(await mailTo(smtp.app, known.email)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe('POST /users/verify-otp', () => {
  let account: SignedUp;
  beforeAll(async () => {
    account = await signUp(t.app);
  });

  it('exchanges the right code for a single-use reset token', async () => {
    const code = await requestCode(account.email);
    const response = await verify(account.email.toUpperCase(), code);
    expect(response.statusCode).toBe(200);
    const reply = parseReply(VerifyOtpReplySchema, response);
    expect(reply.message).toBe('OTP verified successfully');
    expect(reply.resetToken).toMatch(/^[\w-]{43,}$/);
    // The code is used up.
    expect((await verify(account.email, code)).json()).toEqual({ error: 'Invalid OTP' });
  });

  it.each([
    ['a wrong code', (code: string) => wrongCode(code)],
    ['letters', () => 'abcdef'],
    ['too few digits', (code: string) => code.slice(0, 5)],
    ['an empty code', () => ''],
  ])('answers %s with 400 "Invalid OTP"', async (_case, typed) => {
    const code = await requestCode(account.email);
    const response = await verify(account.email, typed(code));
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Invalid OTP' });
  });

  it('answers an address that never asked, or has no account, with "Invalid OTP"', async () => {
    const quiet = await signUp(t.app);
    expect((await verify(quiet.email, '123456')).json()).toEqual({ error: 'Invalid OTP' });
    const unknown = `nobody.${randomUUID()}@example.in`;
    await forgot(unknown);
    expect((await verify(unknown, '123456')).json()).toEqual({ error: 'Invalid OTP' });
  });

  it('accepts the code until 10 minutes have passed, then answers "OTP has expired"', async () => {
    const code = await requestCode(account.email);
    t.clock.advance(OTP_TTL_MS - 1_000);
    expect((await verify(account.email, code)).statusCode).toBe(200);

    const late = await requestCode(account.email);
    t.clock.advance(OTP_TTL_MS);
    const response = await verify(account.email, late);
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response)).toEqual({
      error: 'OTP has expired. Please request a new one.',
    });
    // A wrong code is just wrong, expired or not.
    expect((await verify(account.email, wrongCode(late))).json()).toEqual({ error: 'Invalid OTP' });
  });

  it(`voids the code after ${OTP_MAX_WRONG_ATTEMPTS} wrong tries: the right one then fails too`, async () => {
    const code = await requestCode(account.email);
    for (let i = 1; i <= OTP_MAX_WRONG_ATTEMPTS; i++) {
      expect((await verify(account.email, wrongCode(code, i))).json()).toEqual({ error: 'Invalid OTP' });
    }
    const response = await verify(account.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid OTP' });
    // A new code works again.
    expect((await verify(account.email, await requestCode(account.email))).statusCode).toBe(200);
  });

  it(`still accepts the right code after ${OTP_MAX_WRONG_ATTEMPTS - 1} wrong tries`, async () => {
    const code = await requestCode(account.email);
    for (let i = 1; i < OTP_MAX_WRONG_ATTEMPTS; i++) await verify(account.email, wrongCode(code, i));
    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  it(`answers 429 after ${AUTH_FAILURE_LIMIT} wrong codes for one address in 15 minutes`, async () => {
    const target = await signUp(t.app);
    let code = '';
    for (let i = 0; i < AUTH_FAILURE_LIMIT; i++) {
      if (i % OTP_MAX_WRONG_ATTEMPTS === 0) code = await requestCode(target.email);
      expect((await verify(target.email, wrongCode(code, (i % OTP_MAX_WRONG_ATTEMPTS) + 1))).statusCode).toBe(
        400,
      );
    }
    code = await requestCode(target.email);
    const blocked = await verify(target.email, code);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      error: expect.stringMatching(/^Too many attempts\. Please try again in/),
    });

    t.clock.advance(AUTH_FAILURE_WINDOW_MS);
    expect((await verify(target.email, await requestCode(target.email))).statusCode).toBe(200);
  });
});

describe('POST /users/reset-password', () => {
  it('sets the new password, revokes every session, and the old password stops working', async () => {
    const account = await signUp(t.app);
    const second = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    const resetToken = await resetTokenFor(account.email);

    const response = await reset(resetToken);
    expect(response.statusCode).toBe(200);
    expect(parseReply(MessageReplySchema, response)).toEqual({ message: 'Password reset successfully' });

    const userUrl = apiUrl(api.users.getUser, { userId: account.user.userId });
    for (const token of [account.token, second.token]) {
      const old = await injectAs(t.app, token, { method: 'GET', url: userUrl });
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ error: 'Authentication required' });
    }
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    const fresh = await signIn(t.app, account.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const { token } = parseReply(SessionReplySchema, fresh);
    expect((await injectAs(t.app, token, { method: 'GET', url: userUrl })).statusCode).toBe(200);
  });

  it('uses a token once', async () => {
    const account = await signUp(t.app);
    const resetToken = await resetTokenFor(account.email);
    expect((await reset(resetToken)).statusCode).toBe(200);
    const again = await reset(resetToken, 'Another#Pass93');
    expect(again.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, again)).toEqual({
      error: 'Reset token is invalid or has expired. Please start over.',
    });
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a token for 15 minutes only', async () => {
    const account = await signUp(t.app);
    const inTime = await resetTokenFor(account.email);
    t.clock.advance(RESET_TOKEN_TTL_MS - 1_000);
    expect((await reset(inTime)).statusCode).toBe(200);

    const late = await resetTokenFor(account.email);
    t.clock.advance(RESET_TOKEN_TTL_MS);
    expect((await reset(late, 'Another#Pass93')).json()).toEqual({
      error: 'Reset token is invalid or has expired. Please start over.',
    });
  });

  it.each(['', 'made-up-token', 'x'.repeat(43)])('refuses the unknown token %j', async (resetToken) => {
    const response = await reset(resetToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Reset token is invalid or has expired. Please start over.' });
  });

  it.each([
    ['a short password', 'Ab#1xyz', 'Ab#1xyz'],
    ['a password without a digit', 'Monsoon#Rain', 'Monsoon#Rain'],
    ['a common password', 'P@ssw0rd', 'P@ssw0rd'],
  ])('refuses %s with the wizard text and keeps the token usable', async (_case, newPassword, confirm) => {
    const account = await signUp(t.app);
    const resetToken = await resetTokenFor(account.email);
    const response = await reset(resetToken, newPassword, confirm);
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response)).toEqual({
      error: WEAK_TEXT,
      details: { newPassword: WEAK_TEXT },
    });
    expect((await reset(resetToken)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs', async () => {
    const account = await signUp(t.app);
    const response = await reset(await resetTokenFor(account.email), NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Passwords do not match',
      details: { confirmPassword: 'Passwords do not match' },
    });
  });

  it('checks the token before the password', async () => {
    expect((await reset('made-up-token', 'weak', 'other')).json()).toEqual({
      error: 'Reset token is invalid or has expired. Please start over.',
    });
  });

  it('answers missing fields with the contract 400', async () => {
    const response = await postJson(t.app, RESET, { resetToken: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: newPassword is required; confirmPassword is required',
      details: { newPassword: 'is required', confirmPassword: 'is required' },
    });
  });

  it('lets an account held back by wrong passwords sign in with the new one', async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < AUTH_FAILURE_LIMIT; i++) await signIn(t.app, account.email, 'Wrong#Pass12');
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(429);
    expect((await reset(await resetTokenFor(account.email))).statusCode).toBe(200);
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the other reset tokens of the user', async () => {
    const account = await signUp(t.app);
    const first = await resetTokenFor(account.email);
    const second = await resetTokenFor(account.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'Another#Pass93')).statusCode).toBe(400);
  });
});
