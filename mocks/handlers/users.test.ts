import { api, createApiClient, demoAccount, isApiError, type ApiError } from '@shop/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from './index';
import { MOCK_OTP, resetAccountsState } from '../state/accounts';

const server = setupServer(...handlers);
let token: string | null = null;
const client = createApiClient({ baseUrl: 'http://shop.test/api/v1', getToken: () => token });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetAccountsState();
  token = null;
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error('expected the call to fail');
  return error;
}

const standard = demoAccount('standard');

describe('mock account API', () => {
  it('signs the demo accounts in as the server does', async () => {
    const reply = await client.call(
      api.users.signIn,
      { body: { emailId: standard.email, password: standard.password } },
      'x',
    );
    expect(reply.user).toMatchObject({ userId: 1, emailId: standard.email, firstName: 'Asha' });

    const locked = demoAccount('locked');
    const error = await failure(
      client.call(api.users.signIn, { body: { emailId: locked.email, password: locked.password } }, 'x'),
    );
    expect([error.status, error.message]).toEqual([
      423,
      'Your account has been locked. Please contact support.',
    ]);

    const wrong = await failure(
      client.call(api.users.signIn, { body: { emailId: standard.email, password: 'Wrong#Pass1' } }, 'x'),
    );
    expect([wrong.status, wrong.message]).toEqual([401, 'Invalid email or password']);
  });

  it('creates an account once per e-mail, whatever its letter case, and re-applies §5', async () => {
    const body = {
      firstName: 'Meera',
      lastName: 'Nair',
      emailId: 'meera@example.in',
      password: 'Lotus#Pond7',
    };
    const created = await client.call(api.users.createUser, { body }, 'x');
    expect(created.message).toBe('Account created successfully');

    const duplicate = await failure(
      client.call(api.users.createUser, { body: { ...body, emailId: 'MEERA@example.in' } }, 'x'),
    );
    expect([duplicate.status, duplicate.message]).toEqual([
      409,
      'An account with this email already exists.',
    ]);

    const weak = await failure(
      client.call(
        api.users.createUser,
        { body: { ...body, emailId: 'b@example.in', password: 'Password@123' } },
        'x',
      ),
    );
    expect([weak.status, weak.message]).toEqual([400, 'Password too weak']);
  });

  it('answers only the token’s own user, and revokes the token on sign-out', async () => {
    token = (
      await client.call(
        api.users.signIn,
        { body: { emailId: standard.email, password: standard.password } },
        'x',
      )
    ).token;
    await expect(client.call(api.users.getUser, { params: { userId: 1 } }, 'x')).resolves.toMatchObject({
      user: { userId: 1 },
    });
    const other = await failure(client.call(api.users.getUser, { params: { userId: 2 } }, 'x'));
    expect([other.status, other.message]).toEqual([403, 'You can only access your own account.']);

    await client.call(api.users.signOut, 'x');
    const revoked = await failure(client.call(api.users.getUser, { params: { userId: 1 } }, 'x'));
    expect([revoked.status, revoked.message]).toEqual([401, 'Authentication required']);
  });

  it('resets a password with the code from the mailbox', async () => {
    await client.call(api.users.forgotPassword, { body: { email: standard.email } }, 'x');
    const { messages } = await client.call(api.mailbox.list, { query: { email: standard.email } }, 'x');
    expect(messages[0]?.text).toContain(MOCK_OTP);

    const invalid = await failure(
      client.call(api.users.verifyOtp, { body: { email: standard.email, otp: '000000' } }, 'x'),
    );
    expect(invalid.message).toBe('Invalid OTP');

    const { resetToken } = await client.call(
      api.users.verifyOtp,
      { body: { email: standard.email, otp: MOCK_OTP } },
      'x',
    );
    await client.call(
      api.users.resetPassword,
      { body: { resetToken, newPassword: 'Fresh#Start9', confirmPassword: 'Fresh#Start9' } },
      'x',
    );
    const reused = await failure(
      client.call(
        api.users.resetPassword,
        { body: { resetToken, newPassword: 'Fresh#Start9', confirmPassword: 'Fresh#Start9' } },
        'x',
      ),
    );
    expect(reused.message).toBe('Reset token is invalid or has expired. Please start over.');
    await expect(
      client.call(api.users.signIn, { body: { emailId: standard.email, password: 'Fresh#Start9' } }, 'x'),
    ).resolves.toMatchObject({ user: { userId: 1 } });
  });

  it('answers the same for unknown addresses and sends them nothing', async () => {
    const reply = await client.call(api.users.forgotPassword, { body: { email: 'nobody@example.in' } }, 'x');
    expect(reply.message).toBe('OTP sent to your email');
    const { messages } = await client.call(api.mailbox.list, { query: { email: 'nobody@example.in' } }, 'x');
    expect(messages).toEqual([]);
  });
});

describe('mock one-time codes, as the server rules them', () => {
  it('refuses a second request within 30 s for any address, known or not', async () => {
    for (const email of [standard.email, 'nobody@example.in']) {
      await client.call(api.users.forgotPassword, { body: { email } }, 'x');
      const again = await failure(client.call(api.users.forgotPassword, { body: { email } }, 'x'));
      expect([again.status, again.message]).toEqual([
        429,
        'Please wait 30 seconds before requesting another OTP.',
      ]);
    }
  });

  it('voids a code after 5 wrong tries', async () => {
    await client.call(api.users.forgotPassword, { body: { email: standard.email } }, 'x');
    for (let attempt = 0; attempt < 5; attempt++) {
      await failure(
        client.call(api.users.verifyOtp, { body: { email: standard.email, otp: '000000' } }, 'x'),
      );
    }
    const sixth = await failure(
      client.call(api.users.verifyOtp, { body: { email: standard.email, otp: MOCK_OTP } }, 'x'),
    );
    expect(sixth.message).toBe('Invalid OTP');
  });

  it('mails the same text as the server', async () => {
    await client.call(api.users.forgotPassword, { body: { email: standard.email } }, 'x');
    const { messages } = await client.call(api.mailbox.list, { query: { email: standard.email } }, 'x');
    expect(messages[0]).toMatchObject({ subject: 'Your ShopLane password reset code' });
    expect(messages[0]?.text).toContain(`Your one-time code is ${MOCK_OTP}. It expires in 10 minutes.`);
  });
});

describe('mock request validation, worded as the server words it', () => {
  it('names the field and the problem', async () => {
    const response = await fetch('http://shop.test/api/v1/users/signIn', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailId: 42 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request: emailId must be a string; password is required',
      details: { emailId: 'must be a string', password: 'is required' },
    });
  });
});
