import { api, AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { any, type ParityCase } from '../format';

/**
 * Google sign-in rows that need no real Google session: the config a demo server answers and
 * oauth-signin's refusals. (A signed-in row needs a token from the stand-in at /auth/v1, which is
 * outside the API that parity steps call: apps/api/test/oauth-signin.test.ts covers the real
 * server's, mocks/handlers/google-sign-in.test.ts the mocks'.)
 */
export const googleSignInCases: readonly ParityCase[] = [
  {
    name: 'google sign-in: a demo server names its embedded stand-in',
    steps: [
      {
        endpoint: api.googleSignIn.config,
        expect: {
          status: 200,
          body: { provider: 'stand-in', supabaseUrl: null, anonKey: AUTH_STAND_IN_ANON_KEY },
        },
      },
    ],
  },
  {
    name: 'oauth-signin: a token nobody signed is 401 Authentication failed',
    steps: [
      {
        endpoint: api.users.oauthSignIn,
        body: {
          supabaseUserId: '9b4e7d21-5a3c-4f08-8c6e-2e1a7f9d3c42',
          email: 'priya.nair@shoplane.test',
          firstName: 'Priya',
          lastName: 'Nair',
          accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged',
          avatarUrl: null,
          provider: 'google',
        },
        expect: { status: 401, body: { error: googleSignInMessages.authFailed } },
      },
    ],
  },
  {
    name: 'oauth-signin: the provider must be google and the token is required',
    steps: [
      {
        endpoint: api.users.oauthSignIn,
        body: { supabaseUserId: 'x', email: 'a@b.in', accessToken: 't', provider: 'github' },
        expect: { status: 400, body: { error: any.string(), details: { provider: any.string() } } },
      },
    ],
  },
  {
    name: 'oauth-signin: every missing field is named, before any token is looked at',
    steps: [
      {
        endpoint: api.users.oauthSignIn,
        body: {},
        expect: {
          status: 400,
          body: {
            error:
              'Invalid request: supabaseUserId is required; email is required; accessToken is required; provider must be one of "google"',
            details: {
              supabaseUserId: 'is required',
              email: 'is required',
              accessToken: 'is required',
              provider: 'must be one of "google"',
            },
          },
        },
      },
    ],
  },
  {
    name: 'oauth-signin: an empty access token is 401 Authentication failed',
    steps: [
      {
        endpoint: api.users.oauthSignIn,
        body: { supabaseUserId: 'x', email: 'a@b.in', accessToken: '', provider: 'google' },
        expect: { status: 401, body: { error: googleSignInMessages.authFailed } },
      },
    ],
  },
];
