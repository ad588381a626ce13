import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { getOrCreateSecret } from '../db/repositories/secrets-repository';

export const JWT_SECRET_NAME = 'jwt-signing-key';

/**
 * The server's keys. The signing key is `JWT_SECRET` when set; otherwise it is generated once and
 * kept in the database (ARCHITECTURE.md says DATA_DIR, but several servers sharing one PostgreSQL
 * must share the key too, and the database is the one thing they share). The one-time-code HMAC
 * key is derived from it, so there is one secret to manage.
 */
export class SecretService {
  private signing: Promise<Uint8Array> | undefined;
  private otp: Promise<Buffer> | undefined;
  private standIn: Promise<Buffer> | undefined;
  private teacher: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly configured: string | undefined,
  ) {}

  /** HS256 key for session tokens. */
  signingKey(): Promise<Uint8Array> {
    if (!this.signing) {
      const loading = this.loadSigningKey();
      this.signing = loading;
      // A database hiccup at start must not poison the key for the server's lifetime.
      loading.catch(() => {
        if (this.signing === loading) this.signing = undefined;
      });
    }
    return this.signing;
  }

  /** HMAC key for one-time codes: a separate key, derived so that one cannot be used as the other. */
  otpKey(): Promise<Buffer> {
    if (!this.otp) {
      const deriving = this.signingKey().then((key) =>
        createHmac('sha256', key).update('shoplane one-time-code hmac key v1').digest(),
      );
      this.otp = deriving;
      deriving.catch(() => {
        if (this.otp === deriving) this.otp = undefined;
      });
    }
    return this.otp;
  }

  /**
   * HS256 key of the embedded Supabase-Auth stand-in's access tokens (the stand-in signs them,
   * POST /users/oauth-signin verifies them): derived like the OTP key, so a shop session token can
   * never pass as a Google identity, nor the other way round.
   */
  authStandInKey(): Promise<Buffer> {
    if (!this.standIn) {
      const deriving = this.signingKey().then((key) =>
        createHmac('sha256', key).update('shoplane auth stand-in jwt key v1').digest(),
      );
      this.standIn = deriving;
      deriving.catch(() => {
        if (this.standIn === deriving) this.standIn = undefined;
      });
    }
    return this.standIn;
  }

  /**
   * HMAC key of classroom mode's teacher keys (qa/teacher-keys.ts): derived like the others, so a
   * teacher key tells nothing of any other key.
   */
  classTeacherKey(): Promise<Buffer> {
    if (!this.teacher) {
      const deriving = this.signingKey().then((key) =>
        createHmac('sha256', key).update('shoplane class teacher key v1').digest(),
      );
      this.teacher = deriving;
      deriving.catch(() => {
        if (this.teacher === deriving) this.teacher = undefined;
      });
    }
    return this.teacher;
  }

  private async loadSigningKey(): Promise<Uint8Array> {
    const secret =
      this.configured ??
      (await getOrCreateSecret(
        this.db,
        JWT_SECRET_NAME,
        randomBytes(32).toString('base64url'),
        this.clock.now(),
      ));
    return new TextEncoder().encode(secret);
  }
}
