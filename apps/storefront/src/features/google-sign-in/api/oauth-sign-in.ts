import { type BodyOf } from '@shop/core';
import { userEndpoints, type SessionReply } from '@shop/core/users';
import { apiClient } from '../../../api/client';

/**
 * POST /users/oauth-signin (§7): the shop's half of Google sign-in, made by /oauth-callback. §7
 * promises only the user's id and names: without an e-mail the user's is the one Google gave, and
 * without a token the session keeps the third-party one (§4 OAuth callback).
 */
export async function oauthSignIn(
  body: NonNullable<BodyOf<typeof userEndpoints.oauthSignIn>>,
): Promise<SessionReply> {
  const { user, token, message } = await apiClient.call(userEndpoints.oauthSignIn, { body });
  return {
    user: { ...user, emailId: user.emailId ?? body.email },
    token: token ?? body.accessToken,
    message,
  };
}
