import {
  accountMessages,
  api,
  createUserRequestErrors,
  firstError,
  isValidEmail,
  normalizeEmail,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_MIN_INTERVAL_MS,
  OTP_TTL_MS,
  otpResendTooSoonMessage,
  RESET_TOKEN_TTL_MS,
  resetCodeMail,
  resetPasswordRequestErrors,
  forgotPasswordMessages,
} from '@shop/core';
import { HttpResponse } from 'msw';
import { requireAccount, requireOwnUser, bearerToken } from '../auth';
import { errorReply, on, reply } from '../http';
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
  on(users.signIn, ({ body }) => {
    const account = findAccount(body.emailId.trim());
    if (!account || account.password !== body.password) {
      return errorReply(401, accountMessages.invalidCredentials);
    }
    if (account.kind === 'locked') return errorReply(423, accountMessages.locked);
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
    if (findAccount(body.emailId.trim())) return errorReply(409, accountMessages.emailTaken);
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

  on(users.signOut, ({ request }) => {
    const account = requireAccount(request);
    if (account instanceof Response) return account;
    accountsState.sessions.delete(bearerToken(request)!);
    return reply(users.signOut, { message: accountMessages.signedOut });
  }),

  on(users.getUser, ({ request, params }) => {
    const account = requireAccount(request);
    if (account instanceof Response) return account;
    return requireOwnUser(account, Number(params.userId)) ?? reply(users.getUser, { user: toUser(account) });
  }),

  on(users.forgotPassword, ({ body }) => {
    if (!isValidEmail(body.email)) return errorReply(400, forgotPasswordMessages.emailInvalid);
    const address = normalizeEmail(body.email);
    // The 30 s rule applies to every address, so the reply never tells who has an account.
    const waitMs =
      (accountsState.otpRequestedAt.get(address) ?? -Infinity) + OTP_RESEND_MIN_INTERVAL_MS - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return HttpResponse.json(
        { error: otpResendTooSoonMessage(seconds) },
        { status: 429, headers: { 'Retry-After': String(seconds) } },
      );
    }
    accountsState.otpRequestedAt.set(address, Date.now());
    const account = findAccount(address);
    if (account) {
      accountsState.otps.set(address, { otp: MOCK_OTP, expiresAt: Date.now() + OTP_TTL_MS, wrongTries: 0 });
      deliverMail(account.emailId, resetCodeMail(account.firstName, MOCK_OTP));
    }
    return reply(users.forgotPassword, { message: accountMessages.otpSent });
  }),

  on(users.verifyOtp, ({ body }) => {
    const address = normalizeEmail(body.email);
    const entry = accountsState.otps.get(address);
    const account = findAccount(address);
    if (!entry || !account || entry.wrongTries >= OTP_MAX_WRONG_ATTEMPTS) {
      return errorReply(400, accountMessages.otpInvalid);
    }
    if (entry.otp !== body.otp) {
      entry.wrongTries += 1;
      return errorReply(400, accountMessages.otpInvalid);
    }
    if (entry.expiresAt < Date.now()) return errorReply(400, accountMessages.otpExpired);
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
    const account = token && token.expiresAt >= Date.now() ? findAccountById(token.userId) : undefined;
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
    return reply(users.resetPassword, { message: accountMessages.passwordReset });
  }),
];
