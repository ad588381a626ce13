#!/usr/bin/env node
// Builds whatever is missing or older than its sources, and nothing else: `pnpm start` runs it
// before serving, and `pnpm test:area` / `pnpm test:changed` before their journeys, so a loop
// that changed no built package does not wait for `pnpm build`. Run as a script, it builds;
// imported, it offers the list and the check.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each build, its output, and the sources it depends on (a change in any of them rebuilds it). */
export const builds = [
  {
    name: '@shop/ui',
    output: 'packages/ui/dist/index.js',
    sources: ['packages/ui/src', 'packages/ui/package.json', 'packages/core/src'],
  },
  {
    name: '@shop/storefront',
    output: 'apps/storefront/dist/index.html',
    sources: [
      'apps/storefront/src',
      'apps/storefront/index.html',
      'apps/storefront/vite.config.ts',
      'packages/ui/src',
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

/** Whether a build's output is missing or older than one of its sources. */
export function isStale(build) {
  const output = join(root, build.output);
  return (
    !existsSync(output) ||
    build.sources.some((source) => newestChange(join(root, source)) > statSync(output).mtimeMs)
  );
}

/** Builds the stale ones in order; exits with the failing build's status. */
export function buildStale() {
  for (const build of builds) {
    if (!isStale(build)) continue;
    console.log(`Building ${build.name}…`);
    const result = spawnSync('pnpm', ['--filter', build.name, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildStale();
