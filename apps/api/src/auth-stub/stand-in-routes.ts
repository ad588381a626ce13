import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import { AUTH_STAND_IN_ANON_KEY, AUTH_STAND_IN_FORM_PATHS } from '@shop/core';
import type { GoogleChooserPageModel } from '@shop/core/qa';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { strictTransportSecurityOnHttps } from '../http/security-headers';
import { type ServerPages, sendServerPage } from '../http/server-pages';
import {
  AnotherAccountFormSchema,
  AuthorizeQuerySchema,
  CancelFormSchema,
  ChooseFormSchema,
  LogoutQuerySchema,
  standInPageTexts,
  TokenBodySchema,
  TokenQuerySchema,
  UserQuerySchema,
} from './stand-in-requests';
import type { AuthStandInService, ChoiceOutcome } from './stand-in-service';
import {
  standInErrors,
  SUPABASE_API_VERSION,
  SUPABASE_API_VERSION_HEADER,
  SupabaseAuthError,
} from './supabase-error';

export interface AuthStandInRoutesOptions {
  readonly standIn: AuthStandInService;
  /** Its "Choose an account" and refusal pages. */
  readonly pages: ServerPages;
}

/** The stand-in's OpenAPI document (routes/docs.ts) names these security schemes. */
export const STAND_IN_API_KEY_SCHEME = 'standInApiKey';
export const STAND_IN_BEARER_SCHEME = 'standInBearer';
const STAND_IN_TAG = 'Google sign-in stand-in';
const FORM = ['application/x-www-form-urlencoded'];

/** A refused input: the field (first segment of its path; '' for the whole part) and its text. */
interface Issue {
  readonly field: string;
  readonly message: string;
}

/** The zod issues of a route with `attachValidation`: its handler decides how to refuse. */
const issuesOf = (request: FastifyRequest): Issue[] =>
  ((request.validationError?.validation ?? []) as FastifySchemaValidationError[]).map((issue) => ({
    field: issue.instancePath.split('/')[1] ?? '',
    message: issue.message ?? '',
  }));

/**
 * The host the browser asked for (Host header), for the "redirect only to this shop" rule. The
 * host, not the whole origin: behind a proxy that ends TLS the server sees http while the page
 * is https, and the scheme cannot send a code to another site anyway.
 */
const hostOf = (request: FastifyRequest) => request.host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * The embedded Supabase-Auth stand-in (ARCHITECTURE.md "Google sign-in"), registered under
 * /auth/v1 in its own context: form posts (@fastify/formbody) and an empty-bodied JSON logout are
 * accepted here and nowhere else; JSON errors in Supabase's shape; pages with the shop's headers.
 */
export const authStandInRoutes: FastifyPluginAsync<AuthStandInRoutesOptions> = async (
  plain,
  { standIn, pages },
) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  await app.register(formbody);
  // Its pages' headers: the shop's policy, their one inline style allowed by hash.
  await app.register(helmet, pages.helmet);
  app.addHook('onRequest', strictTransportSecurityOnHttps);
  // supabase-js's signOut posts `Content-Type: application/json` with no body (TOOLCHAIN.md).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    if (raw.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(raw) as unknown);
    } catch {
      done(standInErrors.validation('Could not parse request body as JSON'), undefined);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header(SUPABASE_API_VERSION_HEADER, SUPABASE_API_VERSION);
    }
    reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    const message = error instanceof Error ? error.message : 'Invalid request';
    const known =
      error instanceof SupabaseAuthError
        ? error
        : typeof status === 'number' && status >= 400 && status < 500
          ? new SupabaseAuthError(status, 'validation_failed', message)
          : undefined;
    if (!known) request.log.error({ err: error }, 'Auth stand-in failed');
    const failure =
      known ??
      new SupabaseAuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      );
    return reply.code(failure.status).send(failure.body());
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(standInErrors.notFound().body()));
  // More specific than the storefront's catch-all route, which would answer in the shop's envelope.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(404).send(standInErrors.notFound().body()),
  });

  // Its own OpenAPI document (routes/docs.ts), for a learner's client or fuzzer.
  app.get('/openapi.json', { schema: { hide: true } }, async () => plain.authStandInSwagger());

  /** The JSON calls supabase-js makes carry the project's anon key (header, or `?apikey=`). */
  const requireApiKey = async (request: FastifyRequest) => {
    const query = request.query as { apikey?: string };
    const key = request.headers.apikey ?? query.apikey;
    if (key === undefined || key === '') throw standInErrors.noApiKey();
    if (key !== AUTH_STAND_IN_ANON_KEY) throw standInErrors.badApiKey();
  };

  /** Any chooser post the page did not make (a malformed or unknown flow): the refusal page. */
  const refuse = (reply: FastifyReply, message: string) =>
    sendServerPage(reply, pages, (render) => render.googleSignInRefused({ message }), 400);
  const noLongerValid = (reply: FastifyReply) => refuse(reply, standInPageTexts.noLongerValid);

  const answerChoice = (reply: FastifyReply, outcome: ChoiceOutcome) =>
    outcome.kind === 'redirect'
      ? reply.code(303).header('cache-control', 'no-store').redirect(outcome.location, 303)
      : noLongerValid(reply);

  app.get(
    '/authorize',
    {
      attachValidation: true,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.authorize',
        summary: 'Opens the "Choose an account" page for a PKCE flow (what supabase-js points the popup at).',
        querystring: AuthorizeQuerySchema,
      },
    },
    async (request, reply) => {
      const [refused] = issuesOf(request);
      if (refused) return refuse(reply, refused.message);
      const outcome = await standIn.authorize(request.query, hostOf(request));
      if (outcome.kind === 'refused') return refuse(reply, outcome.message);
      return sendServerPage(reply, pages, (render) =>
        render.googleChooser({ basePath: app.prefix, flowId: outcome.flowId }),
      );
    },
  );

  app.post(
    AUTH_STAND_IN_FORM_PATHS.choose,
    {
      attachValidation: true,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.choose',
        summary: 'Signs in as a seeded identity: back to redirect_to with a one-time code (303).',
        consumes: FORM,
        body: ChooseFormSchema,
      },
    },
    async (request, reply) => {
      if (request.validationError) return noLongerValid(reply);
      return answerChoice(reply, await standIn.chooseSeeded(request.body.flow_id, request.body.identity_id));
    },
  );

  app.post(
    AUTH_STAND_IN_FORM_PATHS.another,
    {
      attachValidation: true,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.another',
        summary: '"Use another account": any name and e-mail, kept unverified; a code as for choose.',
        consumes: FORM,
        body: AnotherAccountFormSchema,
      },
    },
    async (request, reply) => {
      const issues = issuesOf(request);
      if (issues.length === 0) {
        const { flow_id: flowId, full_name: fullName, email } = request.body;
        return answerChoice(reply, await standIn.chooseAnother(flowId, fullName, email));
      }
      // Field errors go back onto the page, for the flow it was opened for; anything else refuses.
      if (issues.some((issue) => issue.field !== 'full_name' && issue.field !== 'email'))
        return noLongerValid(reply);
      const sent = request.body as Record<string, unknown>;
      const typed = (name: string) => (typeof sent[name] === 'string' ? sent[name] : '');
      const model: GoogleChooserPageModel = {
        basePath: app.prefix,
        flowId: typed('flow_id'),
        another: { fullName: typed('full_name'), email: typed('email') },
        errors: {
          fullName: issues.find((issue) => issue.field === 'full_name')?.message,
          email: issues.find((issue) => issue.field === 'email')?.message,
        },
      };
      return sendServerPage(reply, pages, (render) => render.googleChooser(model), 400);
    },
  );

  app.post(
    AUTH_STAND_IN_FORM_PATHS.cancel,
    {
      attachValidation: true,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.cancel',
        summary: 'Cancel: back to redirect_to with error=access_denied (303).',
        consumes: FORM,
        body: CancelFormSchema,
      },
    },
    async (request, reply) => {
      if (request.validationError) return noLongerValid(reply);
      return answerChoice(reply, await standIn.cancel(request.body.flow_id));
    },
  );

  app.post(
    '/token',
    {
      preHandler: requireApiKey,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.token',
        summary: 'Exchanges a code with its PKCE verifier (grant_type=pkce), or rotates a refresh token.',
        security: [{ [STAND_IN_API_KEY_SCHEME]: [] }],
        querystring: TokenQuerySchema,
        body: TokenBodySchema,
      },
    },
    async (request) => {
      const { grant_type: grantType } = request.query;
      if (grantType === 'pkce')
        return standIn.exchangeCode(request.body.auth_code, request.body.code_verifier);
      if (grantType === 'refresh_token') return standIn.refresh(request.body.refresh_token);
      throw standInErrors.grantType();
    },
  );

  app.get(
    '/user',
    {
      preHandler: requireApiKey,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.user',
        summary: 'The signed-in Google identity (Supabase Auth’s user object).',
        security: [{ [STAND_IN_API_KEY_SCHEME]: [], [STAND_IN_BEARER_SCHEME]: [] }],
        querystring: UserQuerySchema,
      },
    },
    async (request) => standIn.user(request.headers.authorization),
  );

  app.post(
    '/logout',
    {
      preHandler: requireApiKey,
      schema: {
        tags: [STAND_IN_TAG],
        operationId: 'authStandIn.logout',
        summary: 'Ends this session (scope=local), every session (global) or the others (others): 204.',
        security: [{ [STAND_IN_API_KEY_SCHEME]: [], [STAND_IN_BEARER_SCHEME]: [] }],
        querystring: LogoutQuerySchema,
      },
    },
    async (request, reply) => {
      await standIn.logout(request.headers.authorization, request.query.scope);
      return reply.code(204).send();
    },
  );
};
