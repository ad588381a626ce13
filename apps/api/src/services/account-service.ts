import { EMAIL_MAX_LENGTH, type ReplyOf, type api } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { isListedGoogleAddress } from '@shop/core/google-sign-in';
import {
  createUserRequestErrors,
  type CreateUserRequest,
  firstError,
  normalizeEmail,
  type SignInRequest,
  type User,
} from '@shop/core/users';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { findUserByEmail, findUserById, insertUserUnlessTaken } from '../db/repositories/users-repository';
import type { UserRow } from '../db/schema';
import type { AuthenticatedUser } from '../http/authenticate';
import { HttpError, notFound } from '../http/http-error';
import type { AuthFailureLimiter } from './auth-failure-limiter';
import { type DemoSandbox, type SandboxedSession, sandboxFor } from '../qa/demo-sandbox';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';

export function toUser(row: UserRow): User {
  return { userId: row.id, emailId: row.email, firstName: row.firstName, lastName: row.lastName };
}

// Named by its request field too, so the sign-up form shows it under the e-mail like its own errors.
const emailTaken = () =>
  new HttpError(409, accountMessages.emailTaken, { emailId: accountMessages.emailTaken });
const invalidCredentials = () => new HttpError(401, accountMessages.invalidCredentials);

/** Sign-up, sign-in, sign-out and the user's own record (spec §7 "Account"). */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly failures: AuthFailureLimiter,
    /** Demo mode: accounts belong to sandboxes, demo accounts open a twin per sandbox. */
    private readonly demo?: DemoSandbox,
  ) {}

  /**
   * §5 again on the server (anyone can post anything), then one account per address. In demo
   * mode the account belongs to the caller's sandbox (one is made when it sent none): only that
   * sandbox reads the account's mail.
   */
  async signUp(request: CreateUserRequest, sentSandboxKey: string | null = null): Promise<SandboxedSession> {
    const errors = createUserRequestErrors(request);
    const problem = firstError(errors);
    if (problem) throw new HttpError(400, problem, errors);

    const email = request.emailId.trim();
    const emailNormalized = normalizeEmail(email);
    // A listed Google identity's address is taken from the start (its account is made by choosing it).
    if (isListedGoogleAddress(email)) throw emailTaken();
    // Cheap early answer; the insert below is what decides when two sign-ups race.
    if (await findUserByEmail(this.db, emailNormalized)) throw emailTaken();
    const passwordHash = await this.hasher.hash(request.password);
    const now = this.clock.now();
    const sandbox = this.demo ? sandboxFor(sentSandboxKey) : null;
    const user = await insertUserUnlessTaken(this.db, {
      email,
      emailNormalized,
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      passwordHash,
      sandboxKey: sandbox?.key ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw emailTaken();
    const token = await this.sessions.open(user.id);
    return { reply: { message: accountMessages.created, user: toUser(user), token }, sandbox };
  }

  /**
   * Order of checks: the address's failure limit (429), the password (401, the same text and
   * about the same time for an unknown address), the limit again (parallel guesses), then the
   * lock (423 — only to someone who knows the password, so the reply never tells a guesser that
   * an address exists or is locked). A success clears the address's failures: a QA suite that
   * tries a wrong password now and then never locks a demo account for everyone. In demo mode a
   * demo account's failures count per sandbox (DemoSandbox.failureSubject), and its sign-in opens
   * the sandbox's twin of it.
   */
  async signIn(request: SignInRequest, sentSandboxKey: string | null = null): Promise<SandboxedSession> {
    const emailNormalized = normalizeEmail(request.emailId);
    if (emailNormalized.length > EMAIL_MAX_LENGTH) {
      // No account can have it (sign-up refuses it); nothing to count either.
      await this.hasher.verifyNobody(request.password);
      throw invalidCredentials();
    }
    const subject = this.demo ? this.demo.failureSubject(emailNormalized, sentSandboxKey) : emailNormalized;
    if (subject) await this.failures.assertAllowed('sign-in', subject);

    const user = await findUserByEmail(this.db, emailNormalized);
    // An account made by Google sign-in has no password until a reset gives it one.
    const passwordOk = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyNobody(request.password);
    if (!user?.passwordHash || !passwordOk) {
      if (!subject) throw invalidCredentials();
      return this.failures.fail('sign-in', subject, invalidCredentials());
    }

    // A burst of parallel guesses all passed the first check before any failure was counted; a
    // right guess among them must not win once the others have used up the limit.
    if (subject) await this.failures.assertAllowed('sign-in', subject);
    if (user.lockedAt) throw new HttpError(423, accountMessages.locked);
    if (subject) await this.failures.clear('sign-in', subject);
    const sandbox = this.demo ? sandboxFor(sentSandboxKey) : null;
    const account = this.demo && sandbox ? await this.demo.accountFor(user, sandbox) : user;
    const token = await this.sessions.open(account.id);
    return { reply: { message: accountMessages.signedIn, user: toUser(account), token }, sandbox };
  }

  async signOut(auth: AuthenticatedUser): Promise<ReplyOf<typeof api.users.signOut>> {
    await this.sessions.revoke(auth.sessionId);
    return { message: accountMessages.signedOut };
  }

  async getUser(auth: AuthenticatedUser): Promise<ReplyOf<typeof api.users.getUser>> {
    const user = await findUserById(this.db, auth.userId);
    if (!user) throw notFound(accountMessages.userNotFound);
    return { user: toUser(user) };
  }
}
