import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@shop/api';

/**
 * The folder of apps/api/package.json, found by walking up from this module. The same code runs
 * from src/ (tsx, vitest) and from the tsup bundle in dist/ (TOOLCHAIN "Bundled server paths"), so
 * neither `new URL('../x', import.meta.url)` nor the working directory can be trusted.
 */
function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === PACKAGE_NAME) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`Cannot find ${PACKAGE_NAME}'s package.json above ${start}`);
    }
    dir = parent;
  }
}

export const API_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
/** The workspace root: apps/api sits two levels below it. */
export const REPO_ROOT = resolve(API_ROOT, '..', '..');
/** Committed SQL migrations, applied by both drivers. */
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
/**
 * The embedded database's worker thread (db/pglite-thread/worker.ts): its own file in the bundle
 * (tsup.config.ts), the TypeScript source when the server runs from source.
 */
export const PGLITE_THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? join(API_ROOT, 'src', 'db', 'pglite-thread', 'worker.ts')
  : join(API_ROOT, 'dist', 'pglite-thread.js');
/** The migrated, seeded PGlite folder that `pnpm build` makes for first starts (db/initial-data.ts). */
export const INITIAL_DATA_DIR = join(API_ROOT, 'dist', 'initial-data');
