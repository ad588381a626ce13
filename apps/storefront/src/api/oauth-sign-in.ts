import { userEndpoints, type BodyOf } from '@shop/core';
import { apiClient } from './client';

/** POST /users/oauth-signin (§7): the shop's half of Google sign-in, made by /oauth-callback. */
export const oauthSignIn = (body: NonNullable<BodyOf<typeof userEndpoints.oauthSignIn>>) =>
  apiClient.call(userEndpoints.oauthSignIn, { body });
