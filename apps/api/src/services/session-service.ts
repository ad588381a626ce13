import { randomUUID } from 'node:crypto';
import { SESSION_TTL_MS } from '@shop/core';
import { jwtVerify, SignJWT } from 'jose';
import { addMs, type Clocks } from '../clock';
import type { Database } from '../db/connect';
import { findActiveSession, insertSession, revokeSession } from '../db/repositories/sessions-repository';
import type { AuthenticatedUser } from '../http/authenticate';
import type { SecretService } from './secret-service';
import type { SessionCache } from './session-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'shoplane-api';
const AUDIENCE = 'shoplane';
/** Far above any token we issue (~300 characters); longer ones are not worth parsing. */
const MAX_TOKEN_LENGTH = 2_048;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_ID = /^[1-9]\d{0,9}$/;

/**
 * Bearer tokens: an HS256 JWT (`sub` = user id, `jti` = session id, 7 days like the cookie of spec
 * §9) backed by a `sessions` row, so that sign-out and a password reset really end it. A token is
 * accepted only when its signature, algorithm, issuer, audience and expiry check out AND its
 * session is neither revoked nor expired AND its user is not locked. A locked user's token is a 401
 * like any dead token (ARCHITECTURE "Errors": 401 = invalid token): the client's one 401 path ends
 * the local session, and signing in again is where the 423 explains the lock.
 */
export class SessionService {
  constructor(
    private readonly db: Database,
    /** Issued and revoked on real time; expiry checked on the expiry clock (clock.ts `Clocks`). */
    private readonly clocks: Pick<Clocks, 'real' | 'expiry'>,
    private readonly secrets: SecretService,
    /** Active sessions kept in memory; only where the database's notices make it exact (session-cache.ts). */
    private readonly cache?: SessionCache,
  ) {}

  /** Opens a session and returns its token. */
  async open(userId: number): Promise<string> {
    const key = await this.secrets.signingKey();
    const now = this.clocks.real.now();
    const expiresAt = addMs(now, SESSION_TTL_MS);
    const sessionId = randomUUID();
    await insertSession(this.db, { id: sessionId, userId, createdAt: now, expiresAt });
    return new SignJWT()
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(sessionId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  /** The token's user and session, or `undefined` for any token that must not authenticate. */
  async authenticate(token: string): Promise<AuthenticatedUser | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const key = await this.secrets.signingKey();
    const now = this.clocks.expiry.now();
    let sub: unknown;
    let jti: unknown;
    try {
      ({
        payload: { sub, jti },
      } = await jwtVerify(token, key, {
        // Without this list a token could pick its own algorithm (the classic 'none'/RS-HS mix-ups).
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
        currentDate: now,
      }));
    } catch {
      return undefined; // malformed, forged, expired…: all the same 401
    }
    if (typeof sub !== 'string' || !USER_ID.test(sub) || typeof jti !== 'string' || !UUID.test(jti)) {
      return undefined;
    }
    const userId = Number(sub);
    const sessionId = jti.toLowerCase(); // as the database writes a uuid, and so its notices
    const read = () => findActiveSession(this.db, sessionId, now);
    const session = await (this.cache ? this.cache.get(sessionId, read) : read());
    // A kept session was active when read; the expiry clock may have moved on since.
    const active = session !== undefined && session.expiresAt.getTime() > now.getTime();
    return active && session.userId === userId ? { userId, sessionId } : undefined;
  }

  async revoke(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId, this.clocks.real.now());
  }
}
