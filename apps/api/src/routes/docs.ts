import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AUTH_STAND_IN_BASE_PATH, contractRegistry, DOCS_PATH } from '@shop/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type jsonSchemaTransform,
  type jsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { STAND_IN_API_KEY_SCHEME, STAND_IN_BEARER_SCHEME } from '../auth-stub/stand-in-routes';
import { API_DOCS_DESCRIPTION, API_DOCS_TAGS, API_DOCS_TITLE } from '../docs/api-overview';
import { AUTH_STAND_IN_DOCS_DESCRIPTION, AUTH_STAND_IN_DOCS_TITLE } from '../docs/auth-stand-in-overview';
import { withReferencedSchemasOnly } from '../docs/referenced-schemas';
import { swaggerUiBranding } from '../docs/swagger-ui-theme';
import { BEARER_SECURITY_SCHEME } from '../http/register-endpoint';
import { pageHelmetOptions, usePageHeaders } from '../http/security-headers';

/**
 * zod's JSON schema of a 204's `z.null()` (see registerEndpoint) as OpenAPI 3.0 spells null; a
 * plain `type: 'null'` is what @fastify/swagger documents as a reply without content.
 */
// The contract's named components are in its own registry (core's contract/registry.ts).
const schemaTransform = createJsonSchemaTransform({ schemaRegistry: contractRegistry });
const schemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: contractRegistry });

const documentNoContent: typeof jsonSchemaTransform = (input) => {
  const output = schemaTransform(input);
  const response = (output.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (response && '204' in response) response['204'] = { type: 'null', description: 'No Content' };
  return output;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded Supabase-Auth stand-in's own OpenAPI document (its routes under /auth/v1). */
    authStandInSwagger: FastifyInstance['swagger'];
  }
}

const isStandInUrl = (url: string) =>
  url === AUTH_STAND_IN_BASE_PATH || url.startsWith(`${AUTH_STAND_IN_BASE_PATH}/`);

/** The transform of a document that lists only the routes `listed` picks (the rest hidden). */
const listing =
  (listed: (url: string) => boolean): typeof jsonSchemaTransform =>
  (input) =>
    listed(input.url) ? documentNoContent(input) : { schema: { hide: true }, url: input.url };

const transformObject = (input: Parameters<typeof jsonSchemaTransformObject>[0]) =>
  withReferencedSchemasOnly(schemaTransformObject(input));

/**
 * The OpenAPI 3 documents, generated from the zod schemas as each route registers (so they must be
 * registered on the root before any route): the shop's API (`app.swagger()`, served at
 * /api/docs/json), where schemas registered with an id in the contract become named components,
 * each listed once (see withReferencedSchemasOnly); and the Google stand-in's /auth/v1
 * (`app.authStandInSwagger()`), a different API in Supabase's shapes, kept out of the shop's.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: API_DOCS_TITLE, description: API_DOCS_DESCRIPTION, version: '1.0.0' },
      tags: Object.entries(API_DOCS_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [BEARER_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: listing((url) => !isStandInUrl(url)),
    transformObject,
  });
  await app.register(swagger, {
    decorator: 'authStandInSwagger',
    openapi: {
      openapi: '3.0.3',
      info: {
        title: AUTH_STAND_IN_DOCS_TITLE,
        description: AUTH_STAND_IN_DOCS_DESCRIPTION,
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [STAND_IN_API_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'apikey' },
          [STAND_IN_BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: listing(isStandInUrl),
    transformObject,
  });
}

const require = createRequire(import.meta.url);

/** A `<style>` element in Swagger UI's React code: `createElement("style",null,"<css>")`. */
const RENDERED_STYLE = /createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g;

let renderedStyles: readonly string[] | undefined;

/**
 * The inline styles Swagger UI's scripts render — today one, in the default top-bar logo it draws
 * before ours replaces it — read from the served scripts themselves, so the docs' CSP allows
 * exactly them by hash, whatever the installed version draws.
 */
function swaggerUiRenderedStyles(): readonly string[] {
  if (!renderedStyles) {
    const staticDir = join(dirname(require.resolve('@fastify/swagger-ui')), 'static');
    renderedStyles = ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'].flatMap((file) =>
      [...readFileSync(join(staticDir, file), 'utf8').matchAll(RENDERED_STYLE)].map(
        (match) => JSON.parse(match[1] ?? '""') as string,
      ),
    );
  }
  return renderedStyles;
}

/** Swagger UI at /api/docs and the document at /api/docs/json (and /yaml). */
export const docsUiRoutes: FastifyPluginAsync = async (app) => {
  usePageHeaders(app, pageHelmetOptions({ inlineStyles: swaggerUiRenderedStyles() }));
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    ...(await swaggerUiBranding(API_DOCS_TITLE)),
    // The validator badge would call validator.swagger.io: the shop works offline.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
};
