import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_MIN_INTERVAL_MS,
  OTP_TTL_MS,
  type ReplyOf,
  RESET_TOKEN_TTL_MS,
  type api,
} from '@shop/core';
import { accountMessages, otpResendTooSoonMessage } from '@shop/core/users';
import {
  firstError,
  forgotPasswordMessages,
  isValidEmail,
  normalizeEmail,
  resetPasswordRequestErrors,
  resetCodeMail,
} from '@shop/core/users';
import type { z } from 'zod';
import { addMs, type Clocks, readNow, secondsUntil } from '../clock';
import type { Database } from '../db/connect';
import {
  findResetCode,
  insertResetToken,
  isResetTokenUsable,
  replaceResetCode,
  resetPasswordWithToken,
  tryResetCode,
} from '../db/repositories/password-reset-repository';
import { findUserByEmail } from '../db/repositories/users-repository';
import { HttpError } from '../http/http-error';
import { isSharedDemoAccount } from '../qa/demo-sandbox';
import type { MailOutbox } from '../mail/mail-outbox';
import type { AuthFailureLimiter } from './auth-failure-limiter';
import type { PasswordHasher } from './password-hasher';
import type { SecretService } from './secret-service';

type MessageReply = ReplyOf<typeof api.users.forgotPassword>;
type VerifyOtpRequest = z.output<NonNullable<(typeof api.users.verifyOtp)['body']>>;
type ResetPasswordRequest = z.output<NonNullable<(typeof api.users.resetPassword)['body']>>;

/** 256 random bits, base64url: 43 characters. */
const RESET_TOKEN_BYTES = 32;

const invalidOtp = () => new HttpError(400, accountMessages.otpInvalid);
const invalidResetToken = () => new HttpError(400, accountMessages.resetTokenInvalid);
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Forgot password (ARCHITECTURE.md): a 6-digit code by mail, valid 10 minutes, 5 wrong tries void
 * it, no resend within 30 s; a right code buys a single-use reset token valid 15 minutes; the reset
 * applies §5's strength rule and revokes every session. Known and unknown addresses get the same
 * replies, so the calls never tell who has an account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    /**
     * Codes and tokens are stamped, and the resend interval counted, on real time; whether one has
     * expired is read on the expiry clock (clock.ts `Clocks`: an offset never makes one live longer).
     */
    private readonly clocks: Pick<Clocks, 'real' | 'expiry'>,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretService,
    private readonly outbox: MailOutbox,
    private readonly failures: AuthFailureLimiter,
  ) {}

  async requestCode(email: string): Promise<MessageReply> {
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) throw new HttpError(400, forgotPasswordMessages.emailInvalid);
    const emailNormalized = normalizeEmail(trimmed);
    const found = await findUserByEmail(this.db, emailNormalized);
    // A shared demo account's password never changes: it is answered like an unknown address.
    const user = found && !isSharedDemoAccount(found) ? found : undefined;
    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    // Known and unknown addresses do the same work before the reply (the same hashing, the same
    // write), so its timing tells nobody who has an account; the mail follows the reply.
    const codeHash = await this.codeHash(emailNormalized, code);
    const now = this.clocks.real.now();
    const stored = await replaceResetCode(
      this.db,
      {
        emailNormalized,
        userId: user?.id ?? null,
        codeHash: user ? codeHash : null,
        requestedAt: now,
        expiresAt: addMs(now, OTP_TTL_MS),
      },
      addMs(now, -OTP_RESEND_MIN_INTERVAL_MS),
    );
    if (!stored) throw await this.tooSoon(emailNormalized, now);

    // A failed delivery is the outbox's to log: the reply stays the one an unknown address gets.
    if (user) {
      this.outbox.post({
        to: user.email,
        ...resetCodeMail(user.firstName, code),
        sandboxKey: user.sandboxKey,
      });
    }
    return { message: accountMessages.otpSent };
  }

  async verifyCode({ email, otp }: VerifyOtpRequest): Promise<ReplyOf<typeof api.users.verifyOtp>> {
    const emailNormalized = normalizeEmail(email);
    await this.failures.assertAllowed('otp', emailNormalized);
    const now = readNow(this.clocks);
    const codeHash = await this.codeHash(emailNormalized, otp.trim());
    const attempt = await tryResetCode(this.db, emailNormalized, codeHash, now, OTP_MAX_WRONG_ATTEMPTS);

    if (!attempt) {
      // No live code. The right code that has merely expired gets the helpful text; anything else
      // is just wrong, and counts (the mocks follow: mocks/parity).
      const code = await findResetCode(this.db, emailNormalized);
      const expired =
        code?.codeHash === codeHash &&
        code.consumedAt === null &&
        code.wrongAttempts < OTP_MAX_WRONG_ATTEMPTS &&
        code.expiresAt <= now.expiry;
      if (expired) throw new HttpError(400, accountMessages.otpExpired);
      return this.failures.fail('otp', emailNormalized, invalidOtp());
    }
    if (!attempt.matched) return this.failures.fail('otp', emailNormalized, invalidOtp());

    await this.failures.clear('otp', emailNormalized);
    const resetToken = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    await insertResetToken(this.db, {
      tokenHash: sha256(resetToken),
      userId: attempt.userId,
      createdAt: now.real,
      expiresAt: addMs(now.real, RESET_TOKEN_TTL_MS),
    });
    return { message: accountMessages.otpVerified, resetToken };
  }

  /** The token is checked first, then the new password, then it is used (mocks/parity holds the mocks to it). */
  async resetPassword(request: ResetPasswordRequest): Promise<MessageReply> {
    const tokenHash = sha256(request.resetToken);
    if (!(await isResetTokenUsable(this.db, tokenHash, this.clocks.expiry.now()))) throw invalidResetToken();
    const errors = resetPasswordRequestErrors(request);
    const problem = firstError(errors);
    if (problem) throw new HttpError(400, problem, errors);

    // Hashed before the statement that uses the token: no slow work while rows are locked.
    const passwordHash = await this.hasher.hash(request.newPassword);
    const done = await resetPasswordWithToken(this.db, tokenHash, passwordHash, readNow(this.clocks));
    if (!done) throw invalidResetToken(); // used or expired meanwhile: a parallel reset won
    // Owning the mailbox is proof enough: earlier wrong passwords no longer hold the account back.
    await this.failures.clear('sign-in', done.emailNormalized);
    return { message: accountMessages.passwordReset };
  }

  /** HMAC over address and code: the same code for two addresses hashes differently. */
  private async codeHash(emailNormalized: string, code: string): Promise<string> {
    return createHmac('sha256', await this.secrets.otpKey())
      .update(`${emailNormalized}\n${code}`)
      .digest('base64url');
  }

  private async tooSoon(emailNormalized: string, now: Date): Promise<HttpError> {
    const previous = await findResetCode(this.db, emailNormalized);
    const seconds = previous
      ? secondsUntil(addMs(previous.requestedAt, OTP_RESEND_MIN_INTERVAL_MS), now)
      : Math.ceil(OTP_RESEND_MIN_INTERVAL_MS / 1000);
    return new HttpError(429, otpResendTooSoonMessage(seconds), undefined, {
      'retry-after': String(seconds),
    });
  }
}
