import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLASS_BOARD_SCRIPT_PATH, SERVER_PAGES_FILES } from '@shop/core/qa';
import type { FastifyPluginAsync } from 'fastify';

export interface ClassBoardScriptRoutesOptions {
  /** The harness pages' bundle (config `serverPages`): the script is built beside it. */
  readonly serverPagesModule: string;
}

/**
 * The class board page's one script (apps/storefront/src/server-pages/class-board-live.ts), a file
 * of the storefront's build, served from its own path so the page's policy stays `script-src
 * 'self'` with no inline code. Registered with the pages (their strict headers apply). Cached by
 * the browser and checked again on each load (`no-cache` with its ETag: a 304 while unchanged), so
 * a new build never meets a board page that expects the old one. Until the shop is built: 404.
 */
export const classBoardScriptRoutes: FastifyPluginAsync<ClassBoardScriptRoutesOptions> = async (
  app,
  { serverPagesModule },
) => {
  const file = join(dirname(serverPagesModule), SERVER_PAGES_FILES.boardScript);
  const script = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const etag = script === undefined ? '' : `"${createHash('sha256').update(script).digest('base64url')}"`;

  app.get(CLASS_BOARD_SCRIPT_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (script === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not built yet');
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
};
