/**
 * A tiny static server for the built Storybook (storybook-static/), for the visual regression
 * tests: localhost only, no network, nothing but files. PORT picks the port (default 6210).
 *
 *   pnpm build-storybook && node --import tsx visual/serve-storybook.ts
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(
  process.env.STORYBOOK_DIR ?? fileURLToPath(new URL('../storybook-static', import.meta.url)),
);
const port = Number(process.env.PORT ?? 6210);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.json'))) {
  console.error(`serve-storybook: ${root}/index.json is missing; run \`pnpm build-storybook\` first`);
  process.exit(1);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

const server = createServer((request, response) => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) {
    response.writeHead(403).end();
    return;
  }
  readFile(file).then(
    (body) => {
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        // Hashed bundles may be cached by the browser between stories; pages and the index not.
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=3600, immutable' : 'no-cache',
      });
      response.end(body);
    },
    () => response.writeHead(404).end(),
  );
});

server.listen(port, host, () => console.log(`serve-storybook: ${root} on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
