import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerPagesModule } from '@shop/core/qa';
import type { FastifyReply } from 'fastify';
import { pageHelmetOptions } from './security-headers';

/**
 * The harness's own pages (QA tools, mailbox, the Google stand-in): @shop/ui screens that the
 * storefront's build bundles for Node (apps/storefront/src/server-pages/). Loaded from that build,
 * not imported: the API takes nothing of the UI. Until the shop is built they answer 503 with
 * what to do.
 */
export interface ServerPages {
  /** The bundle; undefined when the storefront has not been built. */
  readonly pages: ServerPagesModule | undefined;
  /** The pages' headers: the shop's strict policy, their one inline style allowed by its hash. */
  readonly helmet: FastifyHelmetOptions;
}

export async function loadServerPages(modulePath: string): Promise<ServerPages> {
  if (!existsSync(modulePath)) return { pages: undefined, helmet: pageHelmetOptions() };
  const { serverPages } = (await import(pathToFileURL(modulePath).href)) as {
    serverPages: ServerPagesModule;
  };
  return { pages: serverPages, helmet: pageHelmetOptions({ inlineStyles: [serverPages.stylesheet] }) };
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
export function sendServerPage(
  reply: FastifyReply,
  { pages }: ServerPages,
  render: (pages: ServerPagesModule) => string,
  status = 200,
) {
  const html = pages === undefined ? NOT_BUILT_PAGE : render(pages);
  return reply
    .code(pages === undefined ? 503 : status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
