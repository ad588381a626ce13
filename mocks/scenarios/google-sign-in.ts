import { api } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { delay, http, HttpResponse } from 'msw';
import { standInRefusals, standInUrl } from '../handlers/auth-stand-in';
import { googleSignInHandlers } from '../handlers/google-sign-in';
import { apiUrl, errorReply, networkDown, on, reply } from '../http';

const withDefaults = (...overrides: typeof googleSignInHandlers) => [...overrides, ...googleSignInHandlers];
const oauthSignIn = api.users.oauthSignIn;

/** How late POST /users/oauth-signin answers in 'googleSignIn.oauthSignIn.slow'. */
export const OAUTH_SIGN_IN_SLOW_MS = 1500;

/**
 * Named states of Google sign-in; each replaces the `googleSignIn` area (the config call, the
 * stand-in's JSON calls and POST /users/oauth-signin).
 */
export const googleSignInScenarios = {
  'googleSignIn.ok': googleSignInHandlers,
  /** Neither a Supabase project nor the stand-in: the button says Google sign-in is unavailable. */
  'googleSignIn.config.off': withDefaults(
    on(api.googleSignIn.config, () =>
      reply(api.googleSignIn.config, { provider: 'off', supabaseUrl: null, anonKey: null }),
    ),
  ),
  /** The PKCE exchange fails (the verifier does not match): the callback's Supabase step fails. */
  'googleSignIn.exchange.error': withDefaults(
    http.post(standInUrl('/token'), ({ request }) =>
      new URL(request.url).searchParams.get('grant_type') === 'pkce'
        ? standInRefusals.badVerifier()
        : undefined,
    ),
  ),
  /** A 500 with an empty body: the callback shows 'OAuth sign-in failed'. */
  'googleSignIn.oauthSignIn.error': withDefaults(
    on(oauthSignIn, () => new HttpResponse(null, { status: 500 })),
  ),
  /** The server's own text wins (the locked account's 423). */
  'googleSignIn.oauthSignIn.serverText': withDefaults(
    on(oauthSignIn, () => errorReply(423, accountMessages.locked)),
  ),
  'googleSignIn.oauthSignIn.accountExists': withDefaults(
    on(oauthSignIn, () => errorReply(409, googleSignInMessages.accountExists)),
  ),
  'googleSignIn.oauthSignIn.network-down': withDefaults(on(oauthSignIn, () => networkDown())),
  /** The shop's half answers late (then as usual): the callback's loading state stays up. */
  'googleSignIn.oauthSignIn.slow': withDefaults(
    http.post(apiUrl(oauthSignIn), async () => {
      await delay(OAUTH_SIGN_IN_SLOW_MS);
      // Nothing returned: the area's own oauth-signin answers.
    }),
  ),
};
