import { AUTH_STAND_IN_ACCESS_TOKEN_TTL_S, SUPABASE_AUTH_STORAGE_KEY } from '@shop/core';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';

/**
 * The mock of the embedded Supabase-Auth stand-in (apps/api/src/auth-stub): its "Google accounts",
 * one-time codes, sessions and tokens, so that supabase-js can run the storefront's PKCE flow
 * against MSW in stories and jsdom tests. Reset with the accounts (resetAccountsState).
 *
 * Making a code for a story or test (the popup's chooser is a page, which MSW cannot serve):
 *
 *   const { code, verifierStorageKey, verifierStorageValue } = mockGoogleCode(SEEDED_GOOGLE_IDENTITIES[1].id);
 *   // What signInWithOAuth would have kept (supabase-js stores values as JSON):
 *   localStorage.setItem(verifierStorageKey, verifierStorageValue);
 *   // then open /oauth-callback?code=<code>: exchangeCodeForSession sends that verifier, the mock
 *   // checks it, and POST /users/oauth-signin maps the identity like the server.
 *
 * `mockGoogleAccessToken(identity)` skips the code and hands out an access token directly (for
 * tests that fake supabase-js and only post to /users/oauth-signin).
 */

/** A "Google account" of the mock stand-in (the claims its access tokens carry). */
export interface MockGoogleIdentity {
  /** The auth user id: the token's `sub`, posted as `supabaseUserId`. */
  readonly sub: string;
  readonly email: string;
  readonly fullName: string;
  /** Seeded identities are verified; "Use another account" ones are not (they never link). */
  readonly emailVerified: boolean;
  readonly avatarUrl?: string | null;
}

interface StandInUser extends MockGoogleIdentity {
  readonly createdAt: string;
}

interface StandInCode {
  readonly userId: string;
  /** What the token call's code_verifier must match: an S256 challenge, or the verifier itself. */
  readonly challenge: string;
  readonly method: 's256' | 'plain';
  readonly issuedAt: number;
  used: boolean;
}

interface StandInSession {
  readonly userId: string;
  revoked: boolean;
}

interface StandInAccessToken {
  readonly sessionId: string;
  readonly userId: string;
  /** Seconds since the epoch, as the JWT's `exp`. */
  readonly expiresAt: number;
}

export interface AuthStandInState {
  users: Map<string, StandInUser>;
  codes: Map<string, StandInCode>;
  sessions: Map<string, StandInSession>;
  /** Refresh token → its session; `used` once rotated (a second use is refused). */
  refreshTokens: Map<string, { sessionId: string; used: boolean }>;
  /** Only these access tokens are believed: the stand-in and oauth-signin check by lookup. */
  accessTokens: Map<string, StandInAccessToken>;
  /** Who the mock authorize signs in (its page has no buttons to press): an identity id or a cancel. */
  choice: string | 'cancel';
  next: number;
}

function initialState(): AuthStandInState {
  const createdAt = new Date().toISOString();
  return {
    users: new Map(
      SEEDED_GOOGLE_IDENTITIES.map(({ id, email, fullName }) => [
        id,
        { sub: id, email, fullName, emailVerified: true, avatarUrl: null, createdAt },
      ]),
    ),
    codes: new Map(),
    sessions: new Map(),
    refreshTokens: new Map(),
    accessTokens: new Map(),
    choice: SEEDED_GOOGLE_IDENTITIES[0]?.id ?? 'cancel',
    next: 1,
  };
}

export const authStandInState: AuthStandInState = initialState();

export function resetAuthStandInState(): void {
  Object.assign(authStandInState, initialState());
}

/** Where supabase-js keeps the PKCE verifier between signInWithOAuth and exchangeCodeForSession. */
export const MOCK_GOOGLE_VERIFIER_STORAGE_KEY = `${SUPABASE_AUTH_STORAGE_KEY}-code-verifier`;

const serial = () => authStandInState.next++;

function base64UrlOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const base64Url = (text: string) => base64UrlOf(new TextEncoder().encode(text));

/** RFC 7636 S256: BASE64URL(SHA256(verifier)), as supabase-js makes the code_challenge. */
export async function s256(verifier: string): Promise<string> {
  return base64UrlOf(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
}

/** Adds (or replaces) a "Google account" of the stand-in, as "Use another account" does. */
export function addStandInUser(identity: MockGoogleIdentity): MockGoogleIdentity {
  const existing = authStandInState.users.get(identity.sub);
  authStandInState.users.set(identity.sub, {
    avatarUrl: null,
    ...identity,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  });
  return identity;
}

export function standInUser(userId: string): StandInUser | undefined {
  return authStandInState.users.get(userId);
}

/** A one-time code for `userId` (AUTH_STAND_IN_CODE_TTL_MS, single use), bound to a PKCE challenge. */
export function issueStandInCode(userId: string, challenge: string, method: 's256' | 'plain'): string {
  const code = `mock-google-code-${serial()}`;
  authStandInState.codes.set(code, { userId, challenge, method, issuedAt: Date.now(), used: false });
  return code;
}

function userMetadata(user: StandInUser) {
  return {
    avatar_url: user.avatarUrl ?? null,
    email: user.email,
    email_verified: user.emailVerified,
    full_name: user.fullName,
    name: user.fullName,
    sub: user.sub,
    iss: 'https://accounts.google.com',
  };
}

/** The user object of Supabase Auth's replies, in the shape the real stand-in answers. */
export function supabaseUser(user: StandInUser) {
  const metadata = userMetadata(user);
  return {
    id: user.sub,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.emailVerified ? user.createdAt : null,
    phone: '',
    confirmed_at: user.emailVerified ? user.createdAt : null,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: metadata,
    identities: [
      {
        identity_id: user.sub,
        id: user.sub,
        user_id: user.sub,
        identity_data: metadata,
        provider: 'google',
        email: user.email,
        created_at: user.createdAt,
        updated_at: user.createdAt,
        last_sign_in_at: new Date().toISOString(),
      },
    ],
    created_at: user.createdAt,
    updated_at: user.createdAt,
    is_anonymous: false,
  };
}

/**
 * An access token shaped like the stand-in's JWT (header.claims.signature, the same claims), so
 * code that reads its claims sees what it would see; the "signature" signs nothing, which is why
 * only tokens in the state's list are believed.
 */
function accessTokenFor(user: StandInUser, sessionId: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + AUTH_STAND_IN_ACCESS_TOKEN_TTL_S;
  const claims = {
    iss: 'shoplane-auth-stand-in',
    aud: 'authenticated',
    sub: user.sub,
    email: user.email,
    phone: '',
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: userMetadata(user),
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'oauth', timestamp: iat }],
    session_id: sessionId,
    is_anonymous: false,
    iat,
    exp,
  };
  const token = [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    `mock-signature-${serial()}`,
  ].join('.');
  authStandInState.accessTokens.set(token, { sessionId, userId: user.sub, expiresAt: exp });
  return { token, expiresAt: exp };
}

function newRefreshToken(sessionId: string): string {
  const token = `mock-refresh-${serial()}`;
  authStandInState.refreshTokens.set(token, { sessionId, used: false });
  return token;
}

/** The token call's reply (supabase-js needs each field truthy). */
export function standInSessionReply(
  user: StandInUser,
  sessionId: string,
  refreshToken = newRefreshToken(sessionId),
) {
  const { token, expiresAt } = accessTokenFor(user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: AUTH_STAND_IN_ACCESS_TOKEN_TTL_S,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: supabaseUser(user),
  };
}

export function openStandInSession(user: StandInUser) {
  const sessionId = `mock-session-${serial()}`;
  authStandInState.sessions.set(sessionId, { userId: user.sub, revoked: false });
  return standInSessionReply(user, sessionId);
}

/** The stand-in identity behind an access token it issued and that has not expired. */
export function identityOfAccessToken(
  token: string,
): { identity: StandInUser; sessionId: string } | undefined {
  const issued = authStandInState.accessTokens.get(token);
  if (!issued || issued.expiresAt <= Date.now() / 1000) return undefined;
  const identity = authStandInState.users.get(issued.userId);
  return identity ? { identity, sessionId: issued.sessionId } : undefined;
}

/** Who the mock authorize signs in next: a stand-in identity's id (seeded or added), or a cancel. */
export function chooseMockGoogleAccount(choice: string | 'cancel'): void {
  authStandInState.choice = choice;
}

/**
 * A one-time code for a stand-in identity (seeded id, or one added with `identity`), bound to
 * `codeVerifier`: put `verifierStorageValue` under `verifierStorageKey` in localStorage (where and
 * how supabase-js's signInWithOAuth keeps the verifier) and open /oauth-callback?code=… (see the
 * top of this file). The token call then checks the verifier supabase-js sends against it.
 */
export function mockGoogleCode(
  identityId: string,
  options: { codeVerifier?: string; identity?: Omit<MockGoogleIdentity, 'sub'> } = {},
): { code: string; codeVerifier: string; verifierStorageKey: string; verifierStorageValue: string } {
  if (options.identity) addStandInUser({ ...options.identity, sub: identityId });
  if (!authStandInState.users.has(identityId)) throw new Error(`No mock Google identity ${identityId}`);
  const codeVerifier = options.codeVerifier ?? `mock-verifier-${serial()}-${'x'.repeat(43)}`;
  return {
    code: issueStandInCode(identityId, codeVerifier, 'plain'),
    codeVerifier,
    verifierStorageKey: MOCK_GOOGLE_VERIFIER_STORAGE_KEY,
    verifierStorageValue: JSON.stringify(codeVerifier),
  };
}

/**
 * An access token the mock stand-in issued for `identity` (added as its "Google account"), for
 * tests that fake supabase-js and post to /users/oauth-signin themselves.
 */
export function mockGoogleAccessToken(identity: MockGoogleIdentity): string {
  addStandInUser(identity);
  const user = authStandInState.users.get(identity.sub);
  if (!user) throw new Error(`No mock Google identity ${identity.sub}`);
  return openStandInSession(user).access_token;
}
