import { existsSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isServerOwnedPath, routePatterns } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { inlineCodeOf } from '../http/inline-code';
import {
  callsOf,
  hasRenderRoot,
  loadShopPageRenderer,
  mayRenderOnServer,
  serverRenderedPage,
} from '../http/shop-page-renderer';
import { type PagePolicy, pageHelmetOptions, usePageHeaders } from '../http/security-headers';

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
 * The pages the storefront build prerenders (apps/storefront/src/prerender/page-kinds.ts): their
 * first screen is already in the HTML, painted before the app's scripts run. Written as
 * `prerendered/<kind>.html` beside index.html, which every other route gets.
 */
const PRERENDERED_DIR = 'prerendered';

/**
 * A route pattern (`/product/:categoryId/:productId`) as the client's router matches it: one
 * non-empty segment per parameter, any letter case, an optional trailing slash.
 */
function routeRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i');
}

/**
 * Every route of the shop's router (core's `routePatterns`, the table the router is built from).
 * Any other page path is unknown: the app shows 'Page not found', and the server says 404.
 */
const shopRoutes = Object.values(routePatterns).map(routeRegExp);

function isShopRoute(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return shopRoutes.some((route) => route.test(path));
}

const prerenderedPages = [
  { route: routeRegExp(routePatterns.home), file: `${PRERENDERED_DIR}/home.html` },
  { route: routeRegExp(routePatterns.products), file: `${PRERENDERED_DIR}/listing.html` },
  { route: routeRegExp(routePatterns.product), file: `${PRERENDERED_DIR}/details.html` },
];

/**
 * The HTML file for a client route: its kind's prerendered page when the build wrote one (`built`),
 * otherwise index.html.
 */
export function pageFileFor(url: string, built: ReadonlySet<string>): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  const page = prerenderedPages.find(({ route, file }) => route.test(path) && built.has(file));
  return page?.file ?? 'index.html';
}

/**
 * The CSP allowances of the build's pages: the hashes of every inline `<style>`/`<script>` in
 * index.html and the prerendered pages, read once at start-up (as the routes are), so a page's
 * own code runs and nothing else inline does.
 */
function builtPagesPolicy(dist: string, prerendered: ReadonlySet<string>): PagePolicy {
  const pages = ['index.html', ...prerendered].map((file) =>
    inlineCodeOf(readFileSync(join(dist, file), 'utf8')),
  );
  return {
    inlineStyles: pages.flatMap((page) => page.styles),
    inlineScripts: pages.flatMap((page) => page.scripts),
  };
}

export interface StorefrontRoutesOptions {
  /** The storefront's Vite build. */
  readonly dist: string;
  /** Origins the shop's scripts call besides its own (a real Supabase project). */
  readonly connectOrigins?: readonly string[];
}

/**
 * The storefront's build at `/`: files as they are, and for every client-side route (spec §2:
 * /login, /products?category=…, /product/1/101 …) index.html or its kind's prerendered page; any
 * other page path index.html with 404.
 * Its pages' CSP allows their inline code by hash; only the card frame may be framed (by the
 * checkout, same origin).
 */
export const storefrontRoutes: FastifyPluginAsync<StorefrontRoutesOptions> = async (
  app,
  { dist, connectOrigins = [] },
) => {
  if (!existsSync(join(dist, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE),
    );
    return;
  }

  // Read once, as the static routes are: a build without them serves index.html everywhere.
  const prerendered = new Set(
    prerenderedPages.map(({ file }) => file).filter((file) => existsSync(join(dist, file))),
  );

  const pagesPolicy = { ...builtPagesPolicy(dist, prerendered), connectOrigins };
  // Every route here (the files, the pages) answers with the build's policy; the card frame adds its own.
  usePageHeaders(app, pageHelmetOptions(pagesPolicy));

  // A range names bytes of the file as it is: answered from the original, never a coded copy.
  app.addHook('onRequest', async (request) => {
    if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
  });

  await app.register(fastifyStatic, {
    root: dist,
    // One route per file found at start-up; everything else reaches the fallback below. The
    // build's .br/.gz copies are no routes of their own: they answer for their original.
    wildcard: false,
    // The prerendered pages answer only for their routes (below), never at a URL of their own.
    globIgnore: [...PRECOMPRESSED_COPIES, `${PRERENDERED_DIR}/**`],
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
        : extname(file) === '.html'
          ? 'no-cache'
          : 'public, max-age=3600';
      reply.header('cache-control', cacheControl);
    },
  });

  // The card frame (main.tsx starts it at exactly this path): the one page the checkout embeds.
  app.get(
    routePatterns.cardFrame,
    {
      schema: { hide: true },
      helmet: pageHelmetOptions({ ...pagesPolicy, framedBySameOrigin: true }),
    },
    async (request, reply) => reply.sendFile(pageFileFor(request.url, prerendered)),
  );

  // An unknown page gets index.html (whose app shows 'Page not found') with the status a learner's
  // test checks. Sent from memory, not as a file: no ETag, Last-Modified or ranges, so a conditional
  // or partial request can never turn the 404 into an empty body.
  const notFoundPage = readFileSync(join(dist, 'index.html'));

  // The prerendered pages' text, which a server render fills (read once, as the routes are).
  const renderer = loadShopPageRenderer(dist);
  const renderTemplates = new Map(
    [...prerendered].map((file) => [file, readFileSync(join(dist, file), 'utf8')] as const),
  );
  if (renderer) {
    for (const [file, page] of renderTemplates) {
      if (!hasRenderRoot(page))
        throw new Error(`${file} has no <div id="root"> before </body> to render into`);
    }
    // Loaded once the server listens, not on the way there (a start stays quick) and before the
    // first shopper's page, which would otherwise wait for it. A bundle that cannot load fails
    // each render, and each page is then the browser's.
    app.addHook('onListen', async () => {
      renderer().catch((error: unknown) =>
        app.log.error({ err: error }, 'The server-render bundle did not load'),
      );
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isSpaPath(request.url)) return reply.callNotFound();
    if (!isShopRoute(request.url)) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(notFoundPage);
    }
    const file = pageFileFor(request.url, prerendered);
    const template = renderTemplates.get(file);
    if (renderer && template !== undefined && mayRenderOnServer(request)) {
      try {
        const rendered = await (await renderer())({ url: request.url, fetch: callsOf(app, request) });
        return await reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(serverRenderedPage(template, rendered));
      } catch (error) {
        // The page the browser renders is still the shop: a failed render costs only its speed.
        request.log.error({ err: error }, 'Server render failed; sending the browser-rendered page');
      }
    }
    return reply.sendFile(file);
  });
};
