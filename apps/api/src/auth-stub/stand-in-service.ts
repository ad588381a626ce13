import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  AUTH_STAND_IN_ACCESS_TOKEN_TTL_S,
  AUTH_STAND_IN_CODE_TTL_MS,
  AUTH_STAND_IN_FLOW_TTL_MS,
} from '@shop/core';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { normalizeEmail } from '@shop/core/users';
import { addMs, type Clock } from '../clock';
import type { Database } from '../db/connect';
import {
  consumeCode,
  deleteFlowsBefore,
  findAuthUser,
  findFlow,
  findFlowByCode,
  findLiveSession,
  insertAuthSession,
  insertFlow,
  issueCode,
  revokeAuthSessions,
  rotateRefreshToken,
  touchSignIn,
  upsertAuthUser,
} from '../db/repositories/auth-stand-in-repository';
import type { AuthStandInUserRow } from '../db/schema';
import type { SecretService } from '../services/secret-service';
import { signStandInAccessToken, verifyStandInAccessToken, type StandInAccessClaims } from './access-tokens';
import { type AuthorizeQuery, standInPageTexts } from './stand-in-requests';
import { standInErrors } from './supabase-error';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const DAY_MS = 24 * 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');

export type AuthorizeOutcome =
  | { readonly kind: 'chooser'; readonly flowId: string }
  | { readonly kind: 'refused'; readonly message: string };

export type ChoiceOutcome =
  { readonly kind: 'redirect'; readonly location: string } | { readonly kind: 'unknown-flow' };

/** What the token endpoint answers (supabase-js needs each of these truthy). */
export interface StandInSessionReply {
  readonly access_token: string;
  readonly token_type: 'bearer';
  readonly expires_in: number;
  readonly expires_at: number;
  readonly refresh_token: string;
  readonly user: ReturnType<typeof supabaseUser>;
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** The user object of Supabase Auth's replies (GET /user, the token's `user`). */
export function supabaseUser(user: AuthStandInUserRow) {
  const created = user.createdAt.toISOString();
  const metadata = userMetadata(user);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.emailVerified ? created : null,
    phone: '',
    confirmed_at: user.emailVerified ? created : null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: metadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: metadata,
        provider: 'google',
        email: user.email,
        created_at: created,
        updated_at: user.updatedAt.toISOString(),
        last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
      },
    ],
    created_at: created,
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

function userMetadata(user: AuthStandInUserRow) {
  return {
    avatar_url: user.avatarUrl,
    email: user.email,
    email_verified: user.emailVerified,
    full_name: user.fullName,
    name: user.fullName,
    sub: user.id,
    iss: GOOGLE_ISSUER,
  };
}

/**
 * The embedded stand-in for the part of Supabase Auth that supabase-js's Google sign-in uses
 * (PKCE): authorize with a local account chooser, one-time codes, the token exchange, refresh,
 * user and logout. Its "Google accounts" are the seeded identities of @shop/core plus any typed
 * into "Use another account" (stored unverified, so they never take over a shop account).
 */
export class AuthStandInService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly secrets: SecretService,
  ) {}

  /**
   * GET /authorize with a query its schema accepted (stand-in-requests.ts): a flow for the chooser
   * page, or a refusal when redirect_to is not on `host`, the Host the request came to (no open
   * redirect).
   */
  async authorize(query: AuthorizeQuery, host: string): Promise<AuthorizeOutcome> {
    if (!this.isOnHost(query.redirect_to, host)) {
      return { kind: 'refused', message: standInPageTexts.redirectTo };
    }
    const now = this.clock.now();
    await deleteFlowsBefore(this.db, addMs(now, -DAY_MS));
    const flowId = randomUUID();
    await insertFlow(this.db, {
      id: flowId,
      provider: query.provider,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
      redirectTo: query.redirect_to,
      createdAt: now,
      expiresAt: addMs(now, AUTH_STAND_IN_FLOW_TTL_MS),
    });
    return { kind: 'chooser', flowId };
  }

  /** A seeded identity chosen on the page. */
  async chooseSeeded(flowId: string, identityId: string): Promise<ChoiceOutcome> {
    const seeded = SEEDED_GOOGLE_IDENTITIES.find((identity) => identity.id === identityId);
    if (!seeded) return { kind: 'unknown-flow' };
    const now = this.clock.now();
    const user = await upsertAuthUser(this.db, {
      id: seeded.id,
      email: seeded.email,
      emailNormalized: normalizeEmail(seeded.email),
      fullName: seeded.fullName,
      avatarUrl: null,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) return { kind: 'unknown-flow' };
    return this.codeFor(flowId, user.id);
  }

  /** "Use another account": a name and address its form schema accepted, stored unverified. */
  async chooseAnother(flowId: string, fullName: string, email: string): Promise<ChoiceOutcome> {
    const flow = await findFlow(this.db, flowId);
    if (!flow) return { kind: 'unknown-flow' };
    const now = this.clock.now();
    const user = await upsertAuthUser(this.db, {
      id: randomUUID(),
      email,
      emailNormalized: normalizeEmail(email),
      fullName,
      avatarUrl: null,
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) return { kind: 'unknown-flow' };
    return this.codeFor(flowId, user.id);
  }

  /** Cancel: back to the shop with an OAuth error, as Supabase does when Google says no. */
  async cancel(flowId: string): Promise<ChoiceOutcome> {
    const flow = await findFlow(this.db, flowId);
    if (!flow) return { kind: 'unknown-flow' };
    return {
      kind: 'redirect',
      location: withParams(flow.redirectTo, {
        error: 'access_denied',
        error_code: 'access_denied',
        error_description: 'The user cancelled Google sign-in.',
      }),
    };
  }

  private async codeFor(flowId: string, userId: string): Promise<ChoiceOutcome> {
    const flow = await findFlow(this.db, flowId);
    if (!flow) return { kind: 'unknown-flow' };
    const now = this.clock.now();
    if (flow.expiresAt <= now || flow.authCodeHash !== null) {
      return {
        kind: 'redirect',
        location: withParams(flow.redirectTo, {
          error: 'invalid_request',
          error_code: 'flow_state_expired',
          error_description: 'This sign-in page has expired. Please start again.',
        }),
      };
    }
    const code = randomUUID();
    if (!(await issueCode(this.db, flowId, userId, sha256(code), now))) return this.codeFor(flowId, userId);
    return { kind: 'redirect', location: withParams(flow.redirectTo, { code }) };
  }

  /** POST /token?grant_type=pkce. */
  async exchangeCode(
    authCode: string | undefined,
    codeVerifier: string | undefined,
  ): Promise<StandInSessionReply> {
    if (!authCode || !codeVerifier) {
      throw standInErrors.validation('invalid request: both auth code and code verifier should be non-empty');
    }
    const now = this.clock.now();
    const flow = await findFlowByCode(this.db, sha256(authCode));
    if (!flow || flow.codeUsedAt !== null || flow.userId === null || flow.codeIssuedAt === null) {
      throw standInErrors.flowNotFound();
    }
    if (addMs(flow.codeIssuedAt, AUTH_STAND_IN_CODE_TTL_MS) <= now) throw standInErrors.flowExpired();
    const expected = flow.codeChallengeMethod === 's256' ? s256(codeVerifier) : codeVerifier;
    if (expected !== flow.codeChallenge) throw standInErrors.badVerifier();
    if (!(await consumeCode(this.db, flow.id, now))) throw standInErrors.flowNotFound();
    return this.openSession(flow.userId, now);
  }

  /** POST /token?grant_type=refresh_token: rotation; a used token is refused. */
  async refresh(refreshToken: string | undefined): Promise<StandInSessionReply> {
    if (!refreshToken) {
      throw standInErrors.refreshNotFound();
    }
    const now = this.clock.now();
    const next = randomToken();
    const outcome = await rotateRefreshToken(this.db, sha256(refreshToken), sha256(next), now);
    if (outcome.kind === 'used') throw standInErrors.refreshUsed();
    if (outcome.kind === 'unknown') throw standInErrors.refreshNotFound();
    const user = await findAuthUser(this.db, outcome.userId);
    if (!user) throw standInErrors.refreshNotFound();
    return this.sessionReply(user, outcome.sessionId, next, now);
  }

  /** GET /user. */
  async user(authorization: string | undefined) {
    const claims = await this.claimsOf(authorization);
    const user = await findAuthUser(this.db, claims.sub);
    if (!user) throw standInErrors.userNotFound();
    return supabaseUser(user);
  }

  /** POST /logout?scope=… (none: this session, as supabase-js's default `local`). */
  async logout(
    authorization: string | undefined,
    scope: 'global' | 'local' | 'others' | undefined,
  ): Promise<void> {
    const claims = await this.claimsOf(authorization);
    await revokeAuthSessions(this.db, claims.session_id, claims.sub, scope ?? 'local', this.clock.now());
  }

  /** A live session's claims from `Authorization: Bearer …`. */
  private async claimsOf(authorization: string | undefined): Promise<StandInAccessClaims> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw standInErrors.noAuthorization();
    const claims = await verifyStandInAccessToken(
      await this.secrets.authStandInKey(),
      match[1],
      this.clock.now(),
    );
    if (!claims) throw standInErrors.badJwt();
    if (!(await findLiveSession(this.db, claims.session_id))) throw standInErrors.sessionNotFound();
    return claims;
  }

  private async openSession(userId: string, now: Date): Promise<StandInSessionReply> {
    const user = await findAuthUser(this.db, userId);
    if (!user) throw standInErrors.flowNotFound();
    await touchSignIn(this.db, user.id, now);
    const sessionId = randomUUID();
    const refreshToken = randomToken();
    await insertAuthSession(
      this.db,
      { id: sessionId, userId: user.id, createdAt: now },
      sha256(refreshToken),
    );
    return this.sessionReply({ ...user, lastSignInAt: now }, sessionId, refreshToken, now);
  }

  private async sessionReply(
    user: AuthStandInUserRow,
    sessionId: string,
    refreshToken: string,
    now: Date,
  ): Promise<StandInSessionReply> {
    const { token, expiresAt } = await signStandInAccessToken(
      await this.secrets.authStandInKey(),
      { sub: user.id, email: user.email, session_id: sessionId, user_metadata: userMetadata(user) },
      now,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: AUTH_STAND_IN_ACCESS_TOKEN_TTL_S,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: supabaseUser(user),
    };
  }

  private isOnHost(redirectTo: string, host: string): boolean {
    try {
      const target = new URL(redirectTo);
      return (
        (target.protocol === 'http:' || target.protocol === 'https:') && target.host.toLowerCase() === host
      );
    } catch {
      return false;
    }
  }
}
