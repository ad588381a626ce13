import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import { AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pageHelmetOptions, strictTransportSecurityOnHttps } from '../http/security-headers';
import {
  ANOTHER_PATH,
  CANCEL_PATH,
  CHOOSE_PATH,
  CHOOSER_STYLE,
  chooserPage,
  refusalPage,
} from './chooser-page';
import type { AuthStandInService, ChoiceOutcome } from './stand-in-service';
import {
  standInErrors,
  SUPABASE_API_VERSION,
  SUPABASE_API_VERSION_HEADER,
  SupabaseAuthError,
} from './supabase-error';

export interface AuthStandInRoutesOptions {
  readonly standIn: AuthStandInService;
}

type Fields = Record<string, unknown>;
type AnyRequest = FastifyRequest<{ Querystring: Fields; Body: Fields | undefined }>;

const field = (body: Fields | undefined, name: string): unknown => body?.[name];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The host the browser asked for (Host header), for the "redirect only to this shop" rule. The
 * host, not the whole origin: behind a proxy that ends TLS the server sees http while the page
 * is https, and the scheme cannot send a code to another site anyway.
 */
const hostOf = (request: FastifyRequest) => request.host.toLowerCase().replace(/:(80|443)$/, '');

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The embedded Supabase-Auth stand-in (ARCHITECTURE.md "Google sign-in"), registered under
 * /auth/v1 in its own context: form posts (@fastify/formbody) and an empty-bodied JSON logout are
 * accepted here and nowhere else; JSON errors in Supabase's shape; pages with the shop's headers.
 */
export const authStandInRoutes: FastifyPluginAsync<AuthStandInRoutesOptions> = async (app, { standIn }) => {
  await app.register(formbody);
  // Its pages' one inline style, allowed by hash.
  await app.register(helmet, pageHelmetOptions({ inlineStyles: [CHOOSER_STYLE] }));
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

  /** The JSON calls supabase-js makes carry the project's anon key. */
  const requireApiKey = async (request: FastifyRequest) => {
    const query = request.query as Fields;
    const key = request.headers.apikey ?? query.apikey;
    if (key === undefined || key === '') throw standInErrors.noApiKey();
    if (key !== AUTH_STAND_IN_ANON_KEY) throw standInErrors.badApiKey();
  };

  const answerChoice = (
    reply: FastifyReply,
    outcome: ChoiceOutcome,
    model?: Parameters<typeof chooserPage>[0],
  ) => {
    if (outcome.kind === 'redirect')
      return reply.code(303).header('cache-control', 'no-store').redirect(outcome.location, 303);
    if (outcome.kind === 'invalid' && model)
      return sendHtml(reply, 400, chooserPage({ ...model, errors: outcome.errors }));
    return sendHtml(
      reply,
      400,
      refusalPage('This sign-in page is no longer valid. Close it and start again.'),
    );
  };

  app.get('/authorize', { schema: { hide: true } }, async (request: AnyRequest, reply) => {
    const query = request.query;
    const outcome = await standIn.authorize({
      provider: query.provider,
      redirectTo: query.redirect_to,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
      host: hostOf(request),
    });
    if (outcome.kind === 'refused') return sendHtml(reply, 400, refusalPage(outcome.message));
    return sendHtml(reply, 200, chooserPage({ basePath: app.prefix, flowId: outcome.flowId }));
  });

  app.post(CHOOSE_PATH, { schema: { hide: true } }, async (request: AnyRequest, reply) =>
    answerChoice(
      reply,
      await standIn.chooseSeeded(
        text(field(request.body, 'flow_id')),
        text(field(request.body, 'identity_id')),
      ),
    ),
  );

  app.post(ANOTHER_PATH, { schema: { hide: true } }, async (request: AnyRequest, reply) => {
    const flowId = text(field(request.body, 'flow_id'));
    const fullName = text(field(request.body, 'full_name'));
    const email = text(field(request.body, 'email'));
    const outcome = await standIn.chooseAnother(flowId, fullName, email);
    return answerChoice(reply, outcome, { basePath: app.prefix, flowId, another: { fullName, email } });
  });

  app.post(CANCEL_PATH, { schema: { hide: true } }, async (request: AnyRequest, reply) =>
    answerChoice(reply, await standIn.cancel(text(field(request.body, 'flow_id')))),
  );

  app.post('/token', { schema: { hide: true }, preHandler: requireApiKey }, async (request: AnyRequest) => {
    const grantType = request.query.grant_type;
    if (grantType === 'pkce') {
      return standIn.exchangeCode(field(request.body, 'auth_code'), field(request.body, 'code_verifier'));
    }
    if (grantType === 'refresh_token') return standIn.refresh(field(request.body, 'refresh_token'));
    throw standInErrors.grantType();
  });

  app.get('/user', { schema: { hide: true }, preHandler: requireApiKey }, async (request) =>
    standIn.user(request.headers.authorization),
  );

  app.post(
    '/logout',
    { schema: { hide: true }, preHandler: requireApiKey },
    async (request: AnyRequest, reply) => {
      await standIn.logout(request.headers.authorization, request.query.scope);
      return reply.code(204).send();
    },
  );
};
