import { AUTH_STAND_IN_ANON_KEY, AUTH_STAND_IN_BASE_PATH, AUTH_STAND_IN_CODE_TTL_MS } from '@shop/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  authStandInState,
  identityOfAccessToken,
  issueStandInCode,
  openStandInSession,
  s256,
  standInSessionReply,
  standInUser,
  supabaseUser,
} from '../state/auth-stand-in';

/**
 * The JSON calls supabase-js makes to the embedded Supabase-Auth stand-in (apps/api/src/auth-stub),
 * answered from mocks/state/auth-stand-in.ts with the stand-in's statuses, codes and texts, so the
 * storefront's /oauth-callback runs in Storybook and jsdom tests without the server. The authorize
 * step has no chooser to press: it signs in the identity named by `chooseMockGoogleAccount` (or
 * cancels), which suits tests that fetch it; stories make a code with `mockGoogleCode`.
 */
export const SUPABASE_API_VERSION_HEADER = 'x-supabase-api-version';
export const SUPABASE_API_VERSION = '2024-01-01';

const standInHeaders = { [SUPABASE_API_VERSION_HEADER]: SUPABASE_API_VERSION, 'cache-control': 'no-store' };

/** A refusal in Supabase Auth's shape, which supabase-js turns into an AuthApiError with that code. */
export function supabaseError(status: number, errorCode: string, msg: string): Response {
  return HttpResponse.json({ code: status, error_code: errorCode, msg }, { status, headers: standInHeaders });
}

/** The stand-in's refusals (the real one's texts, GoTrue's wording). */
export const standInRefusals = {
  noApiKey: () => supabaseError(401, 'no_api_key', 'No API key found in request'),
  badApiKey: () => supabaseError(401, 'invalid_api_key', 'Invalid API key'),
  validation: (msg: string) => supabaseError(400, 'validation_failed', msg),
  grantType: () =>
    supabaseError(
      400,
      'unsupported_grant_type',
      'unsupported_grant_type: grant_type must be pkce or refresh_token',
    ),
  flowNotFound: () =>
    supabaseError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowExpired: () => supabaseError(400, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badVerifier: () =>
    supabaseError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  refreshNotFound: () =>
    supabaseError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshUsed: () => supabaseError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  badJwt: () =>
    supabaseError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token is invalid or expired',
    ),
  noAuthorization: () => supabaseError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  sessionNotFound: () =>
    supabaseError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => supabaseError(404, 'user_not_found', 'User not found'),
} as const;

/** Matches a stand-in path on any origin (the stand-in lives on the shop's own origin). */
export const standInUrl = (path: string) => `*${AUTH_STAND_IN_BASE_PATH}${path}`;

type Fields = Record<string, unknown>;

/** The JSON body; empty counts as `{}` (supabase-js's signOut posts none with a JSON type). */
async function fieldsOf(request: Request): Promise<Fields | Response> {
  const raw = await request.text();
  if (raw.trim() === '') return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Fields) : {};
  } catch {
    return standInRefusals.validation('Could not parse request body as JSON');
  }
}

function apiKeyRefusal(request: Request): Response | null {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (key === null || key === '') return standInRefusals.noApiKey();
  return key === AUTH_STAND_IN_ANON_KEY ? null : standInRefusals.badApiKey();
}

/** A live session's access token from `Authorization: Bearer …`, or the refusal. */
function sessionOf(request: Request) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return standInRefusals.noAuthorization();
  const issued = identityOfAccessToken(match[1]);
  if (!issued) return standInRefusals.badJwt();
  const session = authStandInState.sessions.get(issued.sessionId);
  if (!session || session.revoked) return standInRefusals.sessionNotFound();
  return issued;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function redirectWith(target: string, params: Record<string, string>): Response {
  const location = new URL(target);
  for (const [name, value] of Object.entries(params)) location.searchParams.set(name, value);
  return new HttpResponse(null, {
    status: 303,
    headers: { Location: location.toString(), 'cache-control': 'no-store' },
  });
}

const refusalPage = (message: string) =>
  new HttpResponse(`<!doctype html><title>Google sign-in</title><p>${message}</p>`, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

function isOnOrigin(target: string, requestUrl: string): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

async function exchangeCode(fields: Fields): Promise<Response> {
  const authCode = text(fields.auth_code);
  const verifier = text(fields.code_verifier);
  if (authCode === '' || verifier === '') {
    return standInRefusals.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const code = authStandInState.codes.get(authCode);
  if (!code || code.used) return standInRefusals.flowNotFound();
  if (code.issuedAt + AUTH_STAND_IN_CODE_TTL_MS <= Date.now()) return standInRefusals.flowExpired();
  const expected = code.method === 's256' ? await s256(verifier) : verifier;
  // A wrong verifier leaves the code usable, as on the server.
  if (expected !== code.challenge) return standInRefusals.badVerifier();
  const user = standInUser(code.userId);
  if (!user) return standInRefusals.flowNotFound();
  code.used = true;
  return HttpResponse.json(openStandInSession(user), { headers: standInHeaders });
}

function refresh(fields: Fields): Response {
  const token = text(fields.refresh_token);
  const stored = authStandInState.refreshTokens.get(token);
  if (!stored) return standInRefusals.refreshNotFound();
  if (stored.used) return standInRefusals.refreshUsed();
  // Spent even when its session has ended (then it is not found), as the server's rotation does.
  stored.used = true;
  const session = authStandInState.sessions.get(stored.sessionId);
  const user = session && !session.revoked ? standInUser(session.userId) : undefined;
  if (!user) return standInRefusals.refreshNotFound();
  return HttpResponse.json(standInSessionReply(user, stored.sessionId), { headers: standInHeaders });
}

export const authStandInHandlers: HttpHandler[] = [
  // What supabase-js's signInWithOAuth points the popup at; answered with the choice made in advance.
  http.get(standInUrl('/authorize'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('provider') !== 'google')
      return refusalPage('Unsupported provider: provider is not enabled');
    const redirectTo = query.get('redirect_to') ?? '';
    if (!isOnOrigin(redirectTo, request.url)) return refusalPage('redirect_to must be a page of this shop');
    const challenge = query.get('code_challenge') ?? '';
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
      return refusalPage('code_challenge is required: this server supports the PKCE flow only');
    }
    const method = (query.get('code_challenge_method') ?? '').toLowerCase();
    if (method !== 's256' && method !== 'plain') {
      return refusalPage('code_challenge_method must be s256 or plain');
    }
    const choice = authStandInState.choice;
    if (choice === 'cancel' || !standInUser(choice)) {
      return redirectWith(redirectTo, {
        error: 'access_denied',
        error_code: 'access_denied',
        error_description: 'The user cancelled Google sign-in.',
      });
    }
    return redirectWith(redirectTo, { code: issueStandInCode(choice, challenge, method) });
  }),
  http.post(standInUrl('/token'), async ({ request }) => {
    const refused = apiKeyRefusal(request);
    if (refused) return refused;
    const fields = await fieldsOf(request);
    if (fields instanceof Response) return fields;
    const grantType = new URL(request.url).searchParams.get('grant_type');
    if (grantType === 'pkce') return exchangeCode(fields);
    if (grantType === 'refresh_token') return refresh(fields);
    return standInRefusals.grantType();
  }),
  http.get(standInUrl('/user'), ({ request }) => {
    const refused = apiKeyRefusal(request);
    if (refused) return refused;
    const session = sessionOf(request);
    if (session instanceof Response) return session;
    const user = standInUser(session.identity.sub);
    return user
      ? HttpResponse.json(supabaseUser(user), { headers: standInHeaders })
      : standInRefusals.userNotFound();
  }),
  http.post(standInUrl('/logout'), async ({ request }) => {
    const refused = apiKeyRefusal(request);
    if (refused) return refused;
    const fields = await fieldsOf(request);
    if (fields instanceof Response) return fields;
    const session = sessionOf(request);
    if (session instanceof Response) return session;
    const scope = new URL(request.url).searchParams.get('scope');
    for (const [id, candidate] of authStandInState.sessions) {
      if (candidate.userId !== session.identity.sub) continue;
      const isThis = id === session.sessionId;
      if (scope === 'global' || (scope === 'others' ? !isThis : isThis)) candidate.revoked = true;
    }
    return new HttpResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }),
];
