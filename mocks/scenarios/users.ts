import {
  accountMessages,
  api,
  tooManyAttemptsMessage,
  signUpMessages,
  forgotPasswordMessages,
} from '@shop/core';
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
  'users.signIn.network-down': withDefaults(on(users.signIn, () => networkDown())),
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
  'users.createUser.network-down': withDefaults(on(users.createUser, () => networkDown())),
  'users.signOut.error': withDefaults(on(users.signOut, () => errorReply(503, 'Service unavailable'))),
  'users.signOut.network-down': withDefaults(on(users.signOut, () => networkDown())),
  'users.forgotPassword.error': withDefaults(
    on(users.forgotPassword, () => errorReply(503, forgotPasswordMessages.sendFailed)),
  ),
  'users.forgotPassword.network-down': withDefaults(on(users.forgotPassword, () => networkDown())),
  /** A 500 with an empty body: the client shows the call's own §8 text. */
  'users.forgotPassword.blank-500': withDefaults(
    on(users.forgotPassword, () => new HttpResponse(null, { status: 500 })),
  ),
  /** The session's token was revoked (sign-out elsewhere, a password reset): every bearer call is a 401. */
  'users.getUser.revoked': withDefaults(on(users.getUser, () => authenticationRequired())),
  'users.verifyOtp.blank-500': withDefaults(
    on(users.verifyOtp, () => new HttpResponse(null, { status: 500 })),
  ),
  'users.verifyOtp.invalid': withDefaults(
    on(users.verifyOtp, () => errorReply(400, accountMessages.otpInvalid)),
  ),
  'users.verifyOtp.expired': withDefaults(
    on(users.verifyOtp, () => errorReply(400, accountMessages.otpExpired)),
  ),
  'users.verifyOtp.network-down': withDefaults(on(users.verifyOtp, () => networkDown())),
  'users.resetPassword.token-invalid': withDefaults(
    on(users.resetPassword, () => errorReply(400, accountMessages.resetTokenInvalid)),
  ),
  'users.resetPassword.network-down': withDefaults(on(users.resetPassword, () => networkDown())),
};
