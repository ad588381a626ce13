import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { api } from '@shop/core';
import { accountMessages, tooManyAttemptsMessage } from '@shop/core/users';
import { type QaLimitReason, qaLimitReasons } from '@shop/core/qa';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf, requireOwnUser } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { noStore } from '../http/no-store';
import { registerEndpoint } from '../http/register-endpoint';
import { sessionReply } from '../qa/demo-sandbox';
import { qaContextOf } from '../qa/qa-context';
import type { QaEventRecorder } from '../qa/qa-events';
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
  /** Where the per-client counts live: the database, shared by every server on it. */
  readonly clientRateStore: FastifyRateLimitStoreCtor;
  /** Demo mode: a sandbox's limits reached are events (the /qa exercises check them). */
  readonly events: QaEventRecorder;
}

const sentSandboxKey = (request: FastifyRequest): string | null => qaContextOf(request).sandboxKey;

/** The limit an error of a credentials call stands for, if it is one (see {@link qaLimitReasons}). */
function limitOf(error: unknown): QaLimitReason | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.statusCode === 429) return qaLimitReasons.tooManyAttempts;
  if (error.statusCode === 423) return qaLimitReasons.locked;
  if (error.statusCode === 400 && error.message === accountMessages.otpExpired) {
    return qaLimitReasons.codeExpired;
  }
  return undefined;
}

/** Runs the call; a limit it answers with is recorded for the request's sandbox, then answered as ever. */
async function recordingLimits<T>(
  events: QaEventRecorder,
  request: FastifyRequest,
  call: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const limit = limitOf(error);
    if (limit && error instanceof HttpError) {
      await events.record(request, 'limit', call, { limit, status: error.statusCode });
    }
    throw error;
  }
}

/** Spec §7 "Account" (with Google sign-in's oauth-signin) and the physical-stats calls. */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { accounts, oauthSignIn, passwordReset, physicalStats, clientRateLimit, clientRateStore, events },
) => {
  // Replies carry tokens and account data: never kept by a browser or proxy cache.
  app.addHook('onRequest', noStore);

  await app.register(async (credentials) => {
    await credentials.register(rateLimit, {
      max: clientRateLimit.max,
      timeWindow: clientRateLimit.timeWindowMs,
      store: clientRateStore,
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
      sessionReply(
        reply,
        await recordingLimits(events, request, api.users.signIn.id, () =>
          accounts.signIn(body, sentSandboxKey(request)),
        ),
      ),
    );
    registerEndpoint(credentials, api.users.oauthSignIn, async ({ body, request, reply }) =>
      sessionReply(reply, await oauthSignIn.signIn(body, sentSandboxKey(request))),
    );
    registerEndpoint(credentials, api.users.forgotPassword, ({ body }) =>
      passwordReset.requestCode(body.email),
    );
    registerEndpoint(credentials, api.users.verifyOtp, ({ body, request }) =>
      recordingLimits(events, request, api.users.verifyOtp.id, () => passwordReset.verifyCode(body)),
    );
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
