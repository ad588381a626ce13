import { existsSync } from 'node:fs';
import { basename, extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isServerOwnedPath } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';

/** Vite writes content-hashed files under assets/: safe to cache for a year. */
const HASHED_ASSETS_DIR = `${sep}assets${sep}`;

/** The storefront build writes brotli and gzip copies beside its text files. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;
const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Storefront not built</title></head>
<body>
<h1>The storefront is not built yet</h1>
<p>The API is running: see <a href="/api/docs">/api/docs</a> and <a href="/api/v1/health">/api/v1/health</a>.</p>
<p>Build the shop with <code>pnpm build</code> (or <code>pnpm --filter @shop/storefront build</code>) and restart
the server, or run <code>pnpm dev</code> for the development servers.</p>
</body>
</html>
`;

/**
 * A route of the single-page app: not a path the server owns (core's `isServerOwnedPath`: the
 * API and docs, images, the mailbox, the auth service below /auth/, however they are spelled), and
 * without a file extension (a missing asset: a 404 beats an HTML page parsed as JavaScript).
 */
function isSpaPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  return !isServerOwnedPath(path) && extname(path) === '';
}

/**
 * The storefront's build at `/`: files as they are, and index.html for every client-side route
 * (spec §2: /login, /products?category=…, /product/1/101 …).
 */
export const storefrontRoutes: FastifyPluginAsync<{ dist: string }> = async (app, { dist }) => {
  if (!existsSync(join(dist, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE),
    );
    return;
  }

  // A range names bytes of the file as it is: answered from the original, never a coded copy.
  app.addHook('onRequest', async (request) => {
    if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
  });

  await app.register(fastifyStatic, {
    root: dist,
    // One route per file found at start-up; everything else reaches the fallback below. The
    // build's .br/.gz copies are no routes of their own: they answer for their original.
    wildcard: false,
    globIgnore: PRECOMPRESSED_COPIES,
    index: false,
    cacheControl: false,
    schemaHide: true,
    // x.js.br / x.js.gz beside x.js (made by the storefront build) for clients that accept them,
    // with Content-Encoding, Vary: Accept-Encoding and the copy's own ETag (from its size).
    preCompressed: true,
    setHeaders: (reply, path) => {
      const file = path.replace(PRECOMPRESSED_SUFFIX, '');
      const cacheControl = file.includes(HASHED_ASSETS_DIR)
        ? 'public, max-age=31536000, immutable'
        : basename(file) === 'index.html'
          ? 'no-cache'
          : 'public, max-age=3600';
      reply.header('cache-control', cacheControl);
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isSpaPath(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
};
