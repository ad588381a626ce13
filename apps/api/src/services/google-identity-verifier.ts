import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { verifyStandInAccessToken } from '../auth-stub/access-tokens';
import type { Clock } from '../clock';
import type { SupabaseConfig } from '../config';
import type { SecretService } from './secret-service';

/** What the shop takes from a verified Supabase Auth access token (never from the request body). */
export interface VerifiedGoogleIdentity {
  /** `sub`: the auth user's id. */
  readonly authUserId: string;
  readonly email: string;
  /** Google vouches for the address: only then may it link an existing password account. */
  readonly emailVerified: boolean;
  readonly fullName: string | undefined;
  readonly givenName: string | undefined;
  readonly familyName: string | undefined;
}

export type GoogleIdentityVerifier = (accessToken: string) => Promise<VerifiedGoogleIdentity | undefined>;

const MAX_TOKEN_LENGTH = 8_192;
const AUDIENCE = 'authenticated';

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function identityOf(payload: JWTPayload): VerifiedGoogleIdentity | undefined {
  const email = stringOf(payload.email);
  if (typeof payload.sub !== 'string' || payload.sub === '' || !email) return undefined;
  const metadata =
    typeof payload.user_metadata === 'object' && payload.user_metadata !== null
      ? (payload.user_metadata as Record<string, unknown>)
      : {};
  return {
    authUserId: payload.sub,
    email,
    emailVerified: metadata.email_verified === true,
    fullName: stringOf(metadata.full_name) ?? stringOf(metadata.name),
    givenName: stringOf(metadata.given_name),
    familyName: stringOf(metadata.family_name),
  };
}

/** The embedded stand-in's tokens: HS256 with the server's stand-in key. */
export function standInVerifier(secrets: SecretService, clock: Clock): GoogleIdentityVerifier {
  return async (token) => {
    const claims = await verifyStandInAccessToken(await secrets.authStandInKey(), token, clock.now());
    return claims ? identityOf(claims as unknown as JWTPayload) : undefined;
  };
}

/**
 * A real Supabase project's tokens: its JWT secret (HS256, older projects) when configured, else
 * its published signing keys (JWKS, ES256/RS256), fetched and cached by jose.
 */
export function supabaseVerifier(config: SupabaseConfig, clock: Clock): GoogleIdentityVerifier {
  const issuer = `${config.url}/auth/v1`;
  const secret = config.jwtSecret === undefined ? undefined : new TextEncoder().encode(config.jwtSecret);
  const jwks = secret ? undefined : createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const options = { issuer, audience: AUDIENCE, requiredClaims: ['sub', 'exp'], currentDate: clock.now() };
    try {
      const { payload } = secret
        ? await jwtVerify(token, secret, { ...options, algorithms: ['HS256'] })
        : await jwtVerify(token, jwks!, { ...options, algorithms: ['ES256', 'RS256'] });
      return identityOf(payload);
    } catch {
      return undefined;
    }
  };
}
