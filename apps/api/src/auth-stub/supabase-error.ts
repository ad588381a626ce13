/**
 * A refusal in Supabase Auth's shape (`{code, error_code, msg}`, API version 2024-01-01), which
 * supabase-js turns into its AuthApiError with `code` = error_code. Codes and texts follow GoTrue's.
 */
export class SupabaseAuthError extends Error {
  override readonly name = 'SupabaseAuthError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  body() {
    return { code: this.status, error_code: this.errorCode, msg: this.message };
  }
}

export const SUPABASE_API_VERSION_HEADER = 'x-supabase-api-version';
export const SUPABASE_API_VERSION = '2024-01-01';

export const standInErrors = {
  noApiKey: () => new SupabaseAuthError(401, 'no_api_key', 'No API key found in request'),
  badApiKey: () => new SupabaseAuthError(401, 'invalid_api_key', 'Invalid API key'),
  validation: (message: string) => new SupabaseAuthError(400, 'validation_failed', message),
  grantType: () =>
    new SupabaseAuthError(
      400,
      'unsupported_grant_type',
      'unsupported_grant_type: grant_type must be pkce or refresh_token',
    ),
  flowNotFound: () =>
    new SupabaseAuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowExpired: () =>
    new SupabaseAuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badVerifier: () =>
    new SupabaseAuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    ),
  refreshNotFound: () =>
    new SupabaseAuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshUsed: () =>
    new SupabaseAuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  badJwt: () =>
    new SupabaseAuthError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token is invalid or expired',
    ),
  noAuthorization: () =>
    new SupabaseAuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  sessionNotFound: () =>
    new SupabaseAuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new SupabaseAuthError(404, 'user_not_found', 'User not found'),
  notFound: () => new SupabaseAuthError(404, 'not_found', 'Not found'),
} as const;
