import {
  accountMessages,
  api,
  createUserRequestErrors,
  firstError,
  isValidEmail,
  normalizeEmail,
  OTP_TTL_MS,
  resetPasswordRequestErrors,
  forgotPasswordMessages,
} from '@shop/core';
import { requireAccount, requireOwnUser, bearerToken } from '../auth';
import { errorReply, on, reply } from '../http';
import {
  accountsState,
  addAccount,
  deliverMail,
  findAccount,
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
    if (!isValidEmail(body.email.trim())) return errorReply(400, forgotPasswordMessages.emailInvalid);
    const account = findAccount(body.email.trim());
    // Same reply whether or not the address has an account.
    if (account) {
      accountsState.otps.set(normalizeEmail(account.emailId), {
        otp: MOCK_OTP,
        expiresAt: Date.now() + OTP_TTL_MS,
      });
      deliverMail(account.emailId, 'Your ShopLane password reset code', `Your one-time code is ${MOCK_OTP}.`);
    }
    return reply(users.forgotPassword, { message: accountMessages.otpSent });
  }),

  on(users.verifyOtp, ({ body }) => {
    const entry = accountsState.otps.get(normalizeEmail(body.email));
    const account = findAccount(body.email);
    if (!entry || !account || entry.otp !== body.otp) return errorReply(400, accountMessages.otpInvalid);
    if (entry.expiresAt < Date.now()) return errorReply(400, accountMessages.otpExpired);
    accountsState.otps.delete(normalizeEmail(body.email));
    const resetToken = `mock-reset-${account.userId}-${accountsState.nextToken++}`;
    accountsState.resetTokens.set(resetToken, account.userId);
    return reply(users.verifyOtp, { message: accountMessages.otpVerified, resetToken });
  }),

  on(users.resetPassword, ({ body }) => {
    const userId = accountsState.resetTokens.get(body.resetToken);
    const account = [...accountsState.accounts.values()].find((candidate) => candidate.userId === userId);
    if (!account) return errorReply(400, accountMessages.resetTokenInvalid);
    const errors = resetPasswordRequestErrors(body);
    const problem = firstError(errors);
    if (problem) return errorReply(400, problem, errors);
    account.password = body.newPassword;
    accountsState.resetTokens.delete(body.resetToken);
    // A reset signs the user out everywhere.
    for (const [token, owner] of accountsState.sessions)
      if (owner === account.userId) accountsState.sessions.delete(token);
    return reply(users.resetPassword, { message: accountMessages.passwordReset });
  }),
];
