import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { SERVER_PAGES_FILES, type ServerPagesModule } from '@shop/core/qa';
import type { FastifyReply } from 'fastify';
import { pageHelmetOptions } from './security-headers';

/**
 * The harness's own pages (QA tools, mailbox, the Google stand-in): @shop/ui screens that the
 * storefront's build bundles for Node (apps/storefront/src/server-pages/). Loaded from that build,
 * not imported: the API takes nothing of the UI. Until the shop is built they answer 503 with
 * what to do.
 */
export interface ServerPages {
  /** The bundle, imported at the first page asked for (it holds React: not on every start's path). */
  readonly pages: () => Promise<ServerPagesModule> | undefined;
  /** The pages' headers: the shop's strict policy, their one inline style allowed by its hash. */
  readonly helmet: FastifyHelmetOptions;
}

export function loadServerPages(modulePath: string): ServerPages {
  const stylesheetPath = join(dirname(modulePath), SERVER_PAGES_FILES.stylesheet);
  if (!existsSync(modulePath) || !existsSync(stylesheetPath)) {
    return { pages: () => undefined, helmet: pageHelmetOptions() };
  }
  // The bundle writes this file's text into each page; its hash is known before the first one.
  const stylesheet = readFileSync(stylesheetPath, 'utf8');
  let loading: Promise<ServerPagesModule> | undefined;
  const pages = () =>
    (loading ??= import(pathToFileURL(modulePath).href).then(
      (module: { serverPages: ServerPagesModule }) => module.serverPages,
    ));
  return { pages, helmet: pageHelmetOptions({ inlineStyles: [stylesheet] }) };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Page not built</title></head>
<body>
<h1>This page is not built yet</h1>
<p>The QA tools, the mailbox and the Google sign-in stand-in are rendered from the shop's build: run
<code>pnpm build</code> (or <code>pnpm --filter @shop/storefront build</code>) and restart the server.</p>
</body>
</html>
`;

/** Sends one of the pages as `render` draws it, never cached (it shows one browser's state). */
export async function sendServerPage(
  reply: FastifyReply,
  { pages }: ServerPages,
  render: (pages: ServerPagesModule) => string,
  status = 200,
) {
  const loaded = await pages();
  return reply
    .code(loaded === undefined ? 503 : status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(loaded === undefined ? NOT_BUILT_PAGE : render(loaded));
}
