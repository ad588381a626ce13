import { randomUUID } from 'node:crypto';
import {
  api,
  AUTH_FAILURE_LIMIT,
  AUTH_FAILURE_WINDOW_MS,
  CARD_TOKENS_LIVE_LIMIT,
  OTP_RESEND_MIN_INTERVAL_MS,
  OTP_TTL_MS,
  PAYMENT_CODE_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
} from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { AddressSchema } from '@shop/core/addresses';
import { addDays, cardMessages, istDate } from '@shop/core/checkout';
import { OrderSchema } from '@shop/core/orders';
import { VerifyOtpReplySchema } from '@shop/core/users';
import { qaSettings } from '@shop/core/qa';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  latestOtp,
  parseReply,
  signUp,
  type SignedUp,
  type TestApp,
  twoSeededProducts,
} from './helper';

/**
 * The session clock (README "A clock for your session") is for practising expiry, never for
 * security: every request here sends `x-qa-clock-offset` as an anonymous attacker would, while
 * the suite's TestClock is the server's real time. Limits, windows, lockouts and resend intervals
 * run on real time only; an offset makes a token, code or reset token expire sooner, never later.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
const WRONG = 'Wrong#Pass12';
const offset = (value: string) => ({ [qaSettings.clockOffset.header]: value });

const signInAt = (email: string, password: string, clockOffset?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl(api.users.signIn),
    payload: { emailId: email, password },
    headers: clockOffset === undefined ? {} : offset(clockOffset),
  });

const cartAt = (token: string, clockOffset?: string) =>
  injectAs(t.app, token, {
    method: 'GET',
    url: apiUrl(api.cart.get),
    headers: clockOffset === undefined ? {} : offset(clockOffset),
  });

const forgotAt = (email: string, clockOffset?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl(api.users.forgotPassword),
    payload: { email },
    headers: clockOffset === undefined ? {} : offset(clockOffset),
  });

const verifyAt = (email: string, otp: string, clockOffset?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl(api.users.verifyOtp),
    payload: { email, otp },
    headers: clockOffset === undefined ? {} : offset(clockOffset),
  });

const resetAt = (resetToken: string, clockOffset?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl(api.users.resetPassword),
    payload: { resetToken, newPassword: 'Monsoon#Rain58', confirmPassword: 'Monsoon#Rain58' },
    headers: clockOffset === undefined ? {} : offset(clockOffset),
  });

const CARD = { expiry: '12/28', cvv: '123', name: 'Asha Rao' };
const cardTokenAt = (user: SignedUp, number: string, clockOffset?: string) =>
  injectAs(t.app, user.token, {
    method: 'POST',
    url: apiUrl(api.payments.createCardToken),
    payload: { number, ...CARD },
    headers: clockOffset === undefined ? {} : offset(clockOffset),
  });

/** A code for `email`, asked for at the server's real time (past any earlier resend pause). */
async function codeFor(email: string): Promise<string> {
  t.clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
  expect((await forgotAt(email)).statusCode).toBe(200);
  const code = await latestOtp(t.app, email);
  if (!code) throw new Error(`No code for ${email}`);
  return code;
}

async function resetTokenFor(email: string): Promise<string> {
  const verified = await verifyAt(email, await codeFor(email));
  expect(verified.statusCode).toBe(200);
  return parseReply(VerifyOtpReplySchema, verified).resetToken;
}

const expectError = (response: LightMyRequestResponse, status: number, error: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error });
};

describe('limits run on the server’s real clock only', () => {
  it('the sign-in lockout: no offset lets a guess through, nor the right password, until the real window closes', async () => {
    const account = await signUp(t.app);
    for (let i = 1; i <= AUTH_FAILURE_LIMIT; i++) {
      expect((await signInAt(account.email, WRONG)).statusCode, `failure ${i}`).toBe(401);
    }
    expect((await signInAt(account.email, WRONG)).statusCode).toBe(429);

    // 50 more guesses, the session clock moved 20 minutes … 100 minutes ahead: none is checked.
    for (let i = 0; i < 50; i++) {
      const minutes = 20 + Math.round((i * 80) / 49);
      const guess = await signInAt(account.email, WRONG, `${minutes}m`);
      expect(guess.statusCode, `+${minutes}m`).toBe(429);
      // The wait is the real one: nothing has passed on the server's clock.
      expect(guess.headers['retry-after']).toBe(String(AUTH_FAILURE_WINDOW_MS / 1000));
    }
    const right = await signInAt(account.email, account.password, '120m');
    expectError(right, 429, 'Too many attempts. Please try again in 15 minutes.');

    t.clock.advance(AUTH_FAILURE_WINDOW_MS - 1_000);
    expect((await signInAt(account.email, account.password, '-10d')).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await signInAt(account.email, account.password)).statusCode).toBe(200);
  });

  it('the one-time-code resend interval: +20m does not lift it', async () => {
    const account = await signUp(t.app);
    t.clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
    expect((await forgotAt(account.email)).statusCode).toBe(200);
    const early = await forgotAt(account.email, '20m');
    expect(early.headers['retry-after']).toBe(String(OTP_RESEND_MIN_INTERVAL_MS / 1000));
    expectError(early, 429, 'Please wait 30 seconds before requesting another OTP.');
  });

  it(`the card-token limit: a ${CARD_TOKENS_LIVE_LIMIT + 1}st token is refused with +20m`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < CARD_TOKENS_LIVE_LIMIT; i++) {
      expect((await cardTokenAt(user, '5555 5555 5555 4444')).statusCode, `token ${i + 1}`).toBe(201);
    }
    const held = await cardTokenAt(user, '4111111111111111', '20m');
    expect(held.headers['retry-after']).toBe('900');
    expectError(held, 429, 'Too many card attempts. Please try again in 15 minutes.');
    t.clock.advance(15 * MINUTE_MS);
    expect((await cardTokenAt(user, '4111111111111111')).statusCode).toBe(201);
  });
});

describe('an offset never makes anything live longer', () => {
  it('a session token that expired in real time stays 401 with -10d', async () => {
    const { token } = await signUp(t.app);
    t.clock.advance(SESSION_TTL_MS);
    expect((await cartAt(token)).statusCode).toBe(401);
    expect((await cartAt(token, '-10d')).statusCode).toBe(401);
  });

  it('a token issued under +8d lives its 7 real days, not 8 more', async () => {
    const account = await signUp(t.app);
    const signedIn = await signInAt(account.email, account.password, '8d');
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json() as { token: string };
    expect((await cartAt(token)).statusCode).toBe(200);
    t.clock.advance(SESSION_TTL_MS);
    expect((await cartAt(token)).statusCode).toBe(401);
  });

  it('a one-time code that expired in real time stays expired with -10d; one asked for under +1h lives 10 real minutes', async () => {
    const account = await signUp(t.app);
    const code = await codeFor(account.email);
    t.clock.advance(OTP_TTL_MS);
    expectError(await verifyAt(account.email, code, '-10d'), 400, accountMessages.otpExpired);

    t.clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
    expect((await forgotAt(account.email, '1h')).statusCode).toBe(200);
    const later = (await latestOtp(t.app, account.email)) as string;
    t.clock.advance(OTP_TTL_MS);
    expectError(await verifyAt(account.email, later), 400, accountMessages.otpExpired);
  });

  it('a reset token that expired in real time stays invalid with -10d', async () => {
    const account = await signUp(t.app);
    const resetToken = await resetTokenFor(account.email);
    t.clock.advance(RESET_TOKEN_TTL_MS);
    expectError(await resetAt(resetToken, '-10d'), 400, accountMessages.resetTokenInvalid);
  });

  it('a payment code that expired in real time stays expired with -10d', async () => {
    const user = await signUp(t.app);
    const created = await cardTokenAt(user, '4000000000003220');
    expect(created.statusCode).toBe(201);
    const { token } = created.json() as { token: string };
    await t.app.services.mailOutbox.settled();
    const code = (await latestOtp(t.app, user.email)) as string;
    t.clock.advance(PAYMENT_CODE_TTL_MS);
    const late = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.payments.verifyCardCode, { token }),
      payload: { code },
      headers: offset('-10d'),
    });
    expectError(late, 410, cardMessages.codeExpired);
  });
});

describe('the clock exercises still work', () => {
  it('a token that works plainly is refused with +8d, and works again without it', async () => {
    const { token } = await signUp(t.app);
    expect((await cartAt(token)).statusCode).toBe(200);
    expect((await cartAt(token, '8d')).statusCode).toBe(401);
    expect((await cartAt(token)).statusCode).toBe(200);
  });

  it('a one-time code is expired with +11m, and still good without it', async () => {
    const account = await signUp(t.app);
    const code = await codeFor(account.email);
    expectError(await verifyAt(account.email, code, '11m'), 400, accountMessages.otpExpired);
    expect((await verifyAt(account.email, code)).statusCode).toBe(200);
  });

  it('a reset token is expired with +16m, and still good without it', async () => {
    const account = await signUp(t.app);
    const resetToken = await resetTokenFor(account.email);
    expectError(await resetAt(resetToken, '16m'), 400, accountMessages.resetTokenInvalid);
    const done = await resetAt(resetToken);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: accountMessages.passwordReset });
  });

  it('a payment code is expired with +6m, and still good without it', async () => {
    const user = await signUp(t.app);
    const created = await cardTokenAt(user, '4000000000003220');
    const { token } = created.json() as { token: string };
    await t.app.services.mailOutbox.settled();
    const code = (await latestOtp(t.app, user.email)) as string;
    const verify = (clockOffset?: string) =>
      injectAs(t.app, user.token, {
        method: 'POST',
        url: apiUrl(api.payments.verifyCardCode, { token }),
        payload: { code },
        headers: clockOffset === undefined ? {} : offset(clockOffset),
      });
    expectError(await verify('6m'), 410, cardMessages.codeExpired);
    expect((await verify()).statusCode).toBe(200);
  });

  it('an order walks its course with the offset: Packed at +3h, Delivered at +6d', async () => {
    const [productId] = await twoSeededProducts(t.db, [
      { price: 1_499, stock: 1_000 },
      { price: 1_499, stock: 1_000 },
    ]);
    const user = await signUp(t.app);
    const address = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.addresses.create),
      payload: {
        fullName: 'Asha Rao',
        mobile: '9845012345',
        line1: '12, 3rd Cross',
        pin: '560034',
        type: 'Home',
      },
    });
    const cart = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.cart.add),
      payload: { productId, quantity: 1 },
    });
    expect(cart.statusCode).toBe(200);
    const placed = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.orders.place),
      payload: {
        idempotencyKey: randomUUID(),
        addressId: parseReply(AddressSchema, address).id,
        // Standard delivery two days from today: delivered well within the 6 days.
        delivery: { date: addDays(istDate(t.clock.now()), 2), slot: 'standard' },
        payment: { method: 'cod' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = parseReply(OrderSchema, placed);
    const statusAt = async (clockOffset?: string) => {
      const response = await injectAs(t.app, user.token, {
        method: 'GET',
        url: apiUrl(api.orders.get, { orderNumber }),
        headers: clockOffset === undefined ? {} : offset(clockOffset),
      });
      return parseReply(OrderSchema, response).status;
    };
    expect(await statusAt()).toBe('placed');
    expect(await statusAt('3h')).toBe('packed');
    expect(await statusAt('6d')).toBe('delivered');
    expect(await statusAt()).toBe('placed');
  });
});
