import { AUTH_STAND_IN_ACCESS_TOKEN_TTL_S } from '@shop/core';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The stand-in's access tokens: HS256 JWTs with the claims a Supabase Auth access token carries
 * (https://supabase.com/docs/guides/auth/jwt-fields), signed with the server's stand-in key
 * (SecretService.authStandInKey). POST /users/oauth-signin verifies them with the same key.
 */
export const AUTH_STAND_IN_ISSUER = 'shoplane-auth-stand-in';
export const AUTH_STAND_IN_AUDIENCE = 'authenticated';
const ALGORITHM = 'HS256';
const MAX_TOKEN_LENGTH = 8_192;

export interface StandInUserMetadata {
  readonly avatar_url: string | null;
  readonly email: string;
  readonly email_verified: boolean;
  readonly full_name: string;
  readonly name: string;
  readonly sub: string;
  readonly iss: string;
}

export interface StandInAccessClaims {
  readonly sub: string;
  readonly email: string;
  readonly session_id: string;
  readonly role: 'authenticated';
  readonly aal: 'aal1';
  readonly is_anonymous: false;
  readonly phone: '';
  readonly app_metadata: { readonly provider: 'google'; readonly providers: readonly ['google'] };
  readonly user_metadata: StandInUserMetadata;
  /** Seconds since the epoch. */
  readonly iat: number;
  readonly exp: number;
}

export type StandInClaimsInput = Omit<
  StandInAccessClaims,
  'iat' | 'exp' | 'role' | 'aal' | 'is_anonymous' | 'phone' | 'app_metadata'
>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A token for `claims`, valid AUTH_STAND_IN_ACCESS_TOKEN_TTL_S from `now`. */
export async function signStandInAccessToken(
  key: Uint8Array,
  claims: StandInClaimsInput,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const iat = seconds(now);
  const expiresAt = iat + AUTH_STAND_IN_ACCESS_TOKEN_TTL_S;
  const token = await new SignJWT({
    email: claims.email,
    phone: '',
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: claims.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'oauth', timestamp: iat }],
    session_id: claims.session_id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(AUTH_STAND_IN_ISSUER)
    .setAudience(AUTH_STAND_IN_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The token's claims, or undefined for anything malformed, forged, expired or not the stand-in's. */
export async function verifyStandInAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<StandInAccessClaims | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      // Without the list a token could choose its own algorithm ('none', RS/HS mix-ups).
      algorithms: [ALGORITHM],
      issuer: AUTH_STAND_IN_ISSUER,
      audience: AUTH_STAND_IN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat', 'email', 'session_id'],
      currentDate: now,
    });
    const { sub, email, session_id: sessionId, user_metadata: metadata } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof sessionId !== 'string')
      return undefined;
    if (!isRecord(metadata)) return undefined;
    return payload as unknown as StandInAccessClaims;
  } catch {
    return undefined;
  }
}
