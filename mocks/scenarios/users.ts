import { api } from '@shop/core';
import { accountMessages, tooManyAttemptsMessage } from '@shop/core/users';
import { signUpMessages } from '@shop/core/users';
import { delay, HttpResponse } from 'msw';
import { authenticationRequired } from '../auth';
import { usersHandlers } from '../handlers/users';
import { errorReply, networkDown, on } from '../http';

const users = api.users;
const withDefaults = (...overrides: typeof usersHandlers) => [...overrides, ...usersHandlers];

/** Named states of the account calls; each replaces the `users` area. */
export const usersScenarios = {
  'users.ok': usersHandlers,
  'users.signIn.invalid-credentials': withDefaults(
    on(users.signIn, () => errorReply(401, accountMessages.invalidCredentials)),
  ),
  'users.signIn.locked': withDefaults(on(users.signIn, () => errorReply(423, accountMessages.locked))),
  'users.signIn.too-many-attempts': withDefaults(
    on(users.signIn, () =>
      HttpResponse.json(
        { error: tooManyAttemptsMessage(900) },
        { status: 429, headers: { 'Retry-After': '900' } },
      ),
    ),
  ),
  'users.signIn.pending': withDefaults(
    on(users.signIn, async () => {
      await delay('infinite');
      return networkDown();
    }),
  ),
  'users.createUser.email-taken': withDefaults(
    on(users.createUser, () =>
      errorReply(409, accountMessages.emailTaken, { emailId: accountMessages.emailTaken }),
    ),
  ),
  'users.createUser.server-error': withDefaults(
    on(users.createUser, () => errorReply(503, signUpMessages.createFailed)),
  ),
  /** The session's token was revoked (sign-out elsewhere, a password reset): every bearer call is a 401. */
  'users.getUser.revoked': withDefaults(on(users.getUser, () => authenticationRequired())),
  'users.verifyOtp.invalid': withDefaults(
    on(users.verifyOtp, () => errorReply(400, accountMessages.otpInvalid)),
  ),
  'users.verifyOtp.expired': withDefaults(
    on(users.verifyOtp, () => errorReply(400, accountMessages.otpExpired)),
  ),
  'users.resetPassword.token-invalid': withDefaults(
    on(users.resetPassword, () => errorReply(400, accountMessages.resetTokenInvalid)),
  ),
};
