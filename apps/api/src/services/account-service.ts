import {
  accountMessages,
  createUserRequestErrors,
  type CreateUserRequest,
  firstError,
  EMAIL_MAX_LENGTH,
  normalizeEmail,
  type ReplyOf,
  type SignInRequest,
  type User,
  type api,
} from '@shop/core';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { findUserByEmail, findUserById, insertUserUnlessTaken } from '../db/repositories/users-repository';
import type { UserRow } from '../db/schema';
import type { AuthenticatedUser } from '../http/authenticate';
import { HttpError, notFound } from '../http/http-error';
import type { AuthFailureLimiter } from './auth-failure-limiter';
import type { PasswordHasher } from './password-hasher';
import type { SessionService } from './session-service';

type SessionReply = ReplyOf<typeof api.users.signIn>;

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
  ) {}

  /** §5 again on the server (anyone can post anything), then one account per address. */
  async signUp(request: CreateUserRequest): Promise<SessionReply> {
    const errors = createUserRequestErrors(request);
    const problem = firstError(errors);
    if (problem) throw new HttpError(400, problem, errors);

    const email = request.emailId.trim();
    const emailNormalized = normalizeEmail(email);
    // Cheap early answer; the insert below is what decides when two sign-ups race.
    if (await findUserByEmail(this.db, emailNormalized)) throw emailTaken();
    const passwordHash = await this.hasher.hash(request.password);
    const now = this.clock.now();
    const user = await insertUserUnlessTaken(this.db, {
      email,
      emailNormalized,
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw emailTaken();
    return { message: accountMessages.created, user: toUser(user), token: await this.sessions.open(user.id) };
  }

  /**
   * Order of checks: the address's failure limit (429), the password (401, the same text and
   * about the same time for an unknown address), the limit again (parallel guesses), then the
   * lock (423 — only to someone who knows the password, so the reply never tells a guesser that
   * an address exists or is locked). A success clears the address's failures: a QA suite that
   * tries a wrong password now and then never locks a demo account for everyone.
   */
  async signIn(request: SignInRequest): Promise<SessionReply> {
    const emailNormalized = normalizeEmail(request.emailId);
    if (emailNormalized.length > EMAIL_MAX_LENGTH) {
      // No account can have it (sign-up refuses it); nothing to count either.
      await this.hasher.verifyNobody(request.password);
      throw invalidCredentials();
    }
    await this.failures.assertAllowed('sign-in', emailNormalized);

    const user = await findUserByEmail(this.db, emailNormalized);
    // An account made by Google sign-in has no password until a reset gives it one.
    const passwordOk = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyNobody(request.password);
    if (!user?.passwordHash || !passwordOk) {
      return this.failures.fail('sign-in', emailNormalized, invalidCredentials());
    }

    // A burst of parallel guesses all passed the first check before any failure was counted; a
    // right guess among them must not win once the others have used up the limit.
    await this.failures.assertAllowed('sign-in', emailNormalized);
    if (user.lockedAt) throw new HttpError(423, accountMessages.locked);
    await this.failures.clear('sign-in', emailNormalized);
    return {
      message: accountMessages.signedIn,
      user: toUser(user),
      token: await this.sessions.open(user.id),
    };
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
