import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's baseline), about 10 ms a
 * hash, computed on libuv's thread pool rather than the event loop.
 */
export class PasswordHasher {
  private nobody: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  /** False for a wrong password and for a hash it cannot read (never throws). */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * The same work as {@link verify}, for an address without an account: the reply then takes as
   * long as a wrong password does, so its timing does not tell who has an account.
   */
  async verifyNobody(password: string): Promise<false> {
    this.nobody ??= hash(randomBytes(18).toString('base64url'));
    await this.verify(await this.nobody, password);
    return false;
  }
}
