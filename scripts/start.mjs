#!/usr/bin/env node
// `pnpm start`: build whatever is missing or older than its sources, then serve the API,
// the storefront, the docs and the mailbox from ONE process on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each build, its output, and the sources it depends on (a change in any of them rebuilds it). */
const builds = [
  {
    name: '@shop/ui',
    output: 'packages/ui/dist/index.js',
    sources: ['packages/ui/src', 'packages/core/src'],
  },
  {
    name: '@shop/storefront',
    output: 'apps/storefront/dist/index.html',
    sources: [
      'apps/storefront/src',
      'apps/storefront/index.html',
      'packages/ui/dist',
      'packages/core/src',
      'packages/catalog/src',
    ],
  },
  {
    name: '@shop/api',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/drizzle', 'packages/core/src', 'packages/catalog/src'],
  },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

for (const build of builds) {
  const output = join(root, build.output);
  const outdated =
    !existsSync(output) ||
    build.sources.some((source) => newestChange(join(root, source)) > statSync(output).mtimeMs);
  if (!outdated) continue;
  console.log(`Building ${build.name}…`);
  const result = spawnSync('pnpm', ['--filter', build.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
