import {
  api,
  EMAIL_MAX_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_MIN_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from '@shop/core';
import { accountMessages, otpResendTooSoonMessage } from '@shop/core/users';
import { isListedGoogleAddress } from '@shop/core/google-sign-in';
import {
  createUserRequestErrors,
  firstError,
  isValidEmail,
  normalizeEmail,
  resetCodeMail,
  resetPasswordRequestErrors,
  forgotPasswordMessages,
} from '@shop/core/users';
import { bearerToken, onSignedIn, requireOwnUser } from '../auth';
import { errorReply, on, reply } from '../http';
import { clearFailures, countFailure, failureLimitReached } from '../limits';
import {
  accountsState,
  addAccount,
  deliverMail,
  findAccount,
  findAccountById,
  MOCK_OTP,
  openSession,
  toUser,
} from '../state/accounts';

const users = api.users;

/** The account calls, with the server's rules (ARCHITECTURE.md) on an in-memory store. */
export const usersHandlers = [
  // The server's order: the address's failure limit, the password (an unknown address fails the
  // same way), the limit again, then the lock; a success clears the address's failures.
  on(users.signIn, ({ body }) => {
    const address = normalizeEmail(body.emailId);
    if (address.length > EMAIL_MAX_LENGTH) return errorReply(401, accountMessages.invalidCredentials);
    const limited = failureLimitReached('sign-in', address);
    if (limited) return limited;
    const account = findAccount(address);
    if (!account || account.password !== body.password) {
      return countFailure('sign-in', address, errorReply(401, accountMessages.invalidCredentials));
    }
    if (account.kind === 'locked') return errorReply(423, accountMessages.locked);
    clearFailures('sign-in', address);
    return reply(users.signIn, {
      message: accountMessages.signedIn,
      user: toUser(account),
      token: openSession(account),
    });
  }),

  on(users.createUser, ({ body }) => {
    const errors = createUserRequestErrors(body);
    const problem = firstError(errors);
    if (problem) return errorReply(400, problem, errors);
    if (isListedGoogleAddress(body.emailId) || findAccount(body.emailId.trim()))
      return errorReply(409, accountMessages.emailTaken, { emailId: accountMessages.emailTaken });
    const account = addAccount({
      emailId: body.emailId.trim(),
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      password: body.password,
    });
    return reply(users.createUser, {
      message: accountMessages.created,
      user: toUser(account),
      token: openSession(account),
    });
  }),

  onSignedIn(users.signOut, ({ request }) => {
    accountsState.sessions.delete(bearerToken(request)!);
    return reply(users.signOut, { message: accountMessages.signedOut });
  }),

  onSignedIn(
    users.getUser,
    ({ account, params }) =>
      requireOwnUser(account, params.userId) ?? reply(users.getUser, { user: toUser(account) }),
  ),

  on(users.forgotPassword, ({ body }) => {
    if (!isValidEmail(body.email)) return errorReply(400, forgotPasswordMessages.emailInvalid);
    const address = normalizeEmail(body.email);
    // The 30 s rule applies to every address, so the reply never tells who has an account.
    const waitMs =
      (accountsState.otpRequestedAt.get(address) ?? -Infinity) + OTP_RESEND_MIN_INTERVAL_MS - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return errorReply(429, otpResendTooSoonMessage(seconds), undefined, { 'Retry-After': String(seconds) });
    }
    accountsState.otpRequestedAt.set(address, Date.now());
    const account = findAccount(address);
    if (account) {
      accountsState.otps.set(address, { otp: MOCK_OTP, expiresAt: Date.now() + OTP_TTL_MS, wrongTries: 0 });
      deliverMail(account.emailId, resetCodeMail(account.firstName, MOCK_OTP));
    }
    return reply(users.forgotPassword, { message: accountMessages.otpSent });
  }),

  // The server's order: the address's failure limit; a live code (not expired, not voided by 5
  // wrong tries) that matches; the right code merely expired gets its own text and is not counted.
  on(users.verifyOtp, ({ body }) => {
    const address = normalizeEmail(body.email);
    const limited = failureLimitReached('otp', address);
    if (limited) return limited;
    const otp = body.otp.trim();
    const entry = accountsState.otps.get(address);
    const account = findAccount(address);
    const usable = entry && account && entry.wrongTries < OTP_MAX_WRONG_ATTEMPTS;
    if (!usable) return countFailure('otp', address, errorReply(400, accountMessages.otpInvalid));
    if (entry.expiresAt <= Date.now()) {
      if (entry.otp === otp) return errorReply(400, accountMessages.otpExpired);
      return countFailure('otp', address, errorReply(400, accountMessages.otpInvalid));
    }
    if (entry.otp !== otp) {
      entry.wrongTries += 1;
      return countFailure('otp', address, errorReply(400, accountMessages.otpInvalid));
    }
    clearFailures('otp', address);
    accountsState.otps.delete(address);
    const resetToken = `mock-reset-${account.userId}-${accountsState.nextToken++}`;
    accountsState.resetTokens.set(resetToken, {
      userId: account.userId,
      expiresAt: Date.now() + RESET_TOKEN_TTL_MS,
    });
    return reply(users.verifyOtp, { message: accountMessages.otpVerified, resetToken });
  }),

  on(users.resetPassword, ({ body }) => {
    const token = accountsState.resetTokens.get(body.resetToken);
    const account = token && token.expiresAt > Date.now() ? findAccountById(token.userId) : undefined;
    if (!account) return errorReply(400, accountMessages.resetTokenInvalid);
    const errors = resetPasswordRequestErrors(body);
    const problem = firstError(errors);
    if (problem) return errorReply(400, problem, errors);
    account.password = body.newPassword;
    // Used once; and a reset voids the user's other tokens.
    for (const [other, { userId }] of accountsState.resetTokens) {
      if (userId === account.userId) accountsState.resetTokens.delete(other);
    }
    // A reset signs the user out everywhere.
    for (const [token, owner] of accountsState.sessions)
      if (owner === account.userId) accountsState.sessions.delete(token);
    // Owning the mailbox is proof enough: earlier wrong passwords no longer hold the account back.
    clearFailures('sign-in', account.emailId);
    return reply(users.resetPassword, { message: accountMessages.passwordReset });
  }),
];
