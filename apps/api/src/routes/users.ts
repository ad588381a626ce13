import rateLimit from '@fastify/rate-limit';
import { api, tooManyAttemptsMessage } from '@shop/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf, requireOwnUser } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { sessionReply } from '../qa/demo-sandbox';
import { qaContextOf } from '../qa/qa-context';
import type { AccountService } from '../services/account-service';
import type { OAuthSignInService } from '../services/oauth-sign-in-service';
import type { PasswordResetService } from '../services/password-reset-service';
import type { PhysicalStatsService } from '../services/physical-stats-service';

export interface ClientRateLimit {
  readonly max: number;
  readonly timeWindowMs: number;
}

/**
 * Per client address on the calls that take a password, an e-mail or a code. Generous on purpose:
 * an automation suite signing in hundreds of times from one machine must pass; the per-address
 * limits in the database are what stop guessing.
 */
export const DEFAULT_CLIENT_RATE_LIMIT: ClientRateLimit = { max: 1_000, timeWindowMs: 60_000 };

export interface UserRoutesOptions {
  readonly accounts: AccountService;
  readonly oauthSignIn: OAuthSignInService;
  readonly passwordReset: PasswordResetService;
  readonly physicalStats: PhysicalStatsService;
  readonly clientRateLimit: ClientRateLimit;
}

const sentSandboxKey = (request: FastifyRequest): string | null => qaContextOf(request).sandboxKey;

/** Spec §7 "Account" (with Google sign-in's oauth-signin) and the physical-stats calls. */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { accounts, oauthSignIn, passwordReset, physicalStats, clientRateLimit },
) => {
  // Replies carry tokens and account data: never kept by a browser or proxy cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await app.register(async (credentials) => {
    await credentials.register(rateLimit, {
      max: clientRateLimit.max,
      timeWindow: clientRateLimit.timeWindowMs,
      errorResponseBuilder: (_request, { ttl }) => {
        const seconds = Math.max(1, Math.ceil(ttl / 1000));
        return new HttpError(429, tooManyAttemptsMessage(seconds), undefined, {
          'retry-after': String(seconds),
        });
      },
    });
    // In demo mode each session belongs to the caller's sandbox (qa/demo-sandbox.ts).
    registerEndpoint(credentials, api.users.createUser, async ({ body, request, reply }) =>
      sessionReply(reply, await accounts.signUp(body, sentSandboxKey(request))),
    );
    registerEndpoint(credentials, api.users.signIn, async ({ body, request, reply }) =>
      sessionReply(reply, await accounts.signIn(body, sentSandboxKey(request))),
    );
    registerEndpoint(credentials, api.users.oauthSignIn, async ({ body, request, reply }) =>
      sessionReply(reply, await oauthSignIn.signIn(body, sentSandboxKey(request))),
    );
    registerEndpoint(credentials, api.users.forgotPassword, ({ body }) =>
      passwordReset.requestCode(body.email),
    );
    registerEndpoint(credentials, api.users.verifyOtp, ({ body }) => passwordReset.verifyCode(body));
    registerEndpoint(credentials, api.users.resetPassword, ({ body }) => passwordReset.resetPassword(body));
  });

  registerEndpoint(app, api.users.signOut, ({ request }) => accounts.signOut(authOf(request)));
  // Static paths win over `/users/:userId` in Fastify's router, whatever the order of registration.
  registerEndpoint(app, api.users.getPhysicalStats, ({ request }) =>
    physicalStats.get(authOf(request).userId),
  );
  registerEndpoint(app, api.users.savePhysicalStats, ({ request, body }) =>
    physicalStats.save(requireOwnUser(request, body.userId).userId, body),
  );
  registerEndpoint(app, api.users.clearPhysicalStats, ({ request, query }) =>
    physicalStats.clear(requireOwnUser(request, query.userId).userId),
  );
  registerEndpoint(app, api.users.getUser, ({ request, params }) =>
    accounts.getUser(requireOwnUser(request, params.userId)),
  );
};
