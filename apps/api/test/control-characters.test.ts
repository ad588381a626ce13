import { Writable } from 'node:stream';
import { API_BASE_PATH, api, ErrorReplySchema } from '@shop/core';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../src/http/errors';
import { apiUrl, buildTestApp, parseReply, postJson, signUp, type SignedUp, type TestApp } from './helper';

/** The security probe's finding: U+0000 in an address gave a 500 and logged the failing SQL. */
const NUL = '\u0000';
const REFUSED = 'must not contain control characters';

let t: TestApp;
let account: SignedUp;
beforeAll(async () => {
  t = await buildTestApp();
  account = await signUp(t.app);
});
afterAll(() => t.close());

const refusal = (field: string) => ({
  error: `Invalid request: ${field} ${REFUSED}`,
  details: { [field]: REFUSED },
});

describe('control characters in free text: 400 in the error envelope, per field', () => {
  it.each([
    [
      'sign-in e-mail',
      api.users.signIn,
      () => ({ emailId: `a${NUL}@b.in`, password: 'Lotus#Pond7' }),
      'emailId',
    ],
    [
      'sign-in password',
      api.users.signIn,
      () => ({ emailId: account.email, password: `Lotus${NUL}#Pond7` }),
      'password',
    ],
    [
      'sign-up e-mail',
      api.users.createUser,
      () => ({
        firstName: 'Asha',
        lastName: 'Rao',
        emailId: `asha${NUL}@example.in`,
        password: 'Lotus#Pond7',
      }),
      'emailId',
    ],
    [
      'sign-up first name',
      api.users.createUser,
      () => ({
        firstName: `As\nha`,
        lastName: 'Rao',
        emailId: 'asha.cc@example.in',
        password: 'Lotus#Pond7',
      }),
      'firstName',
    ],
    [
      'forgot-password e-mail',
      api.users.forgotPassword,
      () => ({ email: `${account.email}${NUL}` }),
      'email',
    ],
    [
      'verify-otp e-mail',
      api.users.verifyOtp,
      () => ({ email: `${NUL}${account.email}`, otp: '123456' }),
      'email',
    ],
    ['verify-otp code', api.users.verifyOtp, () => ({ email: account.email, otp: `12345${NUL}` }), 'otp'],
    [
      'reset token',
      api.users.resetPassword,
      () => ({ resetToken: `abc${NUL}`, newPassword: 'Lotus#Pond7', confirmPassword: 'Lotus#Pond7' }),
      'resetToken',
    ],
    [
      'new password (DEL)',
      api.users.resetPassword,
      () => ({ resetToken: 'abc', newPassword: 'Lotus#Pond7\u007f', confirmPassword: 'Lotus#Pond7' }),
      'newPassword',
    ],
  ])('%s', async (_case, endpoint, body, field) => {
    const response = await postJson(t.app, apiUrl(endpoint), body());
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response)).toEqual(refusal(field));
  });

  it('the mailbox call', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiUrl(api.mailbox.list)}?email=${encodeURIComponent(`${account.email}${NUL}`)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('email'));
  });

  it('the mailbox page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/mailbox?email=${encodeURIComponent(`${account.email}${NUL}`)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('email'));
  });

  it('still signs in with printable characters of any kind in the password', async () => {
    const unusual = await signUp(t.app, { password: 'Lotus#Pönd7☃ü€' });
    const response = await postJson(t.app, apiUrl(api.users.signIn), {
      emailId: unusual.email,
      password: unusual.password,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a statement the database refuses for a client value', () => {
  const SECRET = 'secret.address@example.in';
  const logLines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });

  beforeAll(async () => {
    registerErrorHandlers(app);
    // Straight to the database, past every schema: the mapping must hold on its own.
    app.get(`${API_BASE_PATH}/probe/text`, async () =>
      t.db.execute(sql`select ${`${SECRET}${NUL}`}::text as x`),
    );
    app.get(`${API_BASE_PATH}/probe/jsonb`, async () =>
      t.db.execute(sql`select ${JSON.stringify({ email: `${SECRET}${NUL}` })}::jsonb as x`),
    );
    app.get(`${API_BASE_PATH}/probe/ours`, async () =>
      t.db.execute(sql`select ${SECRET}::text || (1 / 0)::text as x`),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['U+0000 in text (22021)', 'text'],
    ['\\u0000 in jsonb (22P05)', 'jsonb'],
  ])('%s is a 400 in the envelope, never a 500', async (_case, probe) => {
    const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/probe/${probe}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: a value contains a character that cannot be stored',
    });
  });

  it('never writes the parameters to the log, for a client value or for our own fault', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: `${API_BASE_PATH}/probe/text` });
    const ours = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/probe/ours` });
    expect(ours.statusCode).toBe(500);
    expect(ours.json()).toEqual({ error: 'Internal server error' });

    const log = logLines.join('');
    expect(log).toContain('22012'); // division_by_zero: the operator still learns what failed
    expect(log).toContain('params: [redacted]');
    expect(log).not.toContain('secret.address');
  });
});
