import { api, AUTH_STAND_IN_ANON_KEY, googleSignInMessages } from '@shop/core';
import { any, type ParityCase } from '../format';

/**
 * Google sign-in rows that need no real Google session: the config a demo server answers and
 * oauth-signin's refusals. (A signed-in row needs the stand-in's signed token, which only the
 * real server can make: apps/api/test/oauth-signin.test.ts covers those.)
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
];
