import { existsSync } from 'node:fs';
import { basename, extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Paths the single-page app never owns: they 404 as JSON instead of returning index.html. `/auth`
 * itself is a page (spec §2: the sign-in screen), but below it lives the embedded auth service.
 * `/mailbox` is the server's own page in demo mode, and a 404 (not the shop) without it.
 */
const NOT_SPA_PREFIXES = ['/api', '/images', '/mailbox'];
const NOT_SPA_BELOW = ['/auth/'];

/** Vite writes content-hashed files under assets/: safe to cache for a year. */
const HASHED_ASSETS_DIR = `${sep}assets${sep}`;

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

function isSpaPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  const ownedElsewhere =
    NOT_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    NOT_SPA_BELOW.some((prefix) => path.startsWith(prefix));
  // A path with a file extension is a missing asset: a 404 beats an HTML page parsed as JavaScript.
  return !ownedElsewhere && extname(path) === '';
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

  await app.register(fastifyStatic, {
    root: dist,
    // One route per file found at start-up; everything else reaches the fallback below.
    wildcard: false,
    index: false,
    cacheControl: false,
    schemaHide: true,
    setHeaders: (reply, path) => {
      const cacheControl = path.includes(HASHED_ASSETS_DIR)
        ? 'public, max-age=31536000, immutable'
        : basename(path) === 'index.html'
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
