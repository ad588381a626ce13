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
/** What each derived key is derived for: a key of one purpose is never valid for another. */
const DERIVED_KEY_LABELS = {
  otp: 'shoplane one-time-code hmac key v1',
  authStandIn: 'shoplane auth stand-in jwt key v1',
  classTeacher: 'shoplane class teacher key v1',
} as const;

export class SecretService {
  private signing: Promise<Uint8Array> | undefined;
  private readonly derived = new Map<keyof typeof DERIVED_KEY_LABELS, Promise<Buffer>>();

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
    return this.derivedKey('otp');
  }

  /**
   * HS256 key of the embedded Supabase-Auth stand-in's access tokens (the stand-in signs them,
   * POST /users/oauth-signin verifies them): derived like the OTP key, so a shop session token can
   * never pass as a Google identity, nor the other way round.
   */
  authStandInKey(): Promise<Buffer> {
    return this.derivedKey('authStandIn');
  }

  /**
   * HMAC key of classroom mode's teacher keys (qa/teacher-keys.ts): derived like the others, so a
   * teacher key tells nothing of any other key.
   */
  classTeacherKey(): Promise<Buffer> {
    return this.derivedKey('classTeacher');
  }

  /** The signing key's HMAC of the purpose's label, derived once (again after a failure). */
  private derivedKey(purpose: keyof typeof DERIVED_KEY_LABELS): Promise<Buffer> {
    const kept = this.derived.get(purpose);
    if (kept) return kept;
    const deriving = this.signingKey().then((key) =>
      createHmac('sha256', key).update(DERIVED_KEY_LABELS[purpose]).digest(),
    );
    this.derived.set(purpose, deriving);
    deriving.catch(() => {
      if (this.derived.get(purpose) === deriving) this.derived.delete(purpose);
    });
    return deriving;
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
