import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INITIAL_DATA_DIR } from '../paths';

/**
 * A new PGlite folder costs seconds and 800+ MB (TOOLCHAIN "PGlite cost": initdb, then every
 * migration and the catalogue seed, all inside WebAssembly). `pnpm build` does that work once
 * (build-initial-data.ts) and a first start copies the result, a plain file copy of ~40 MB.
 *
 * The folder holds only what every install shares: the schema, the catalogue, the profile lists
 * and PIN codes. No accounts and no signing key: those are made by each server on its first start.
 */

/** PGlite has initialised a folder once its version file exists. */
export const isInitialisedFolder = (folder: string): boolean => existsSync(join(folder, 'PG_VERSION'));

/**
 * Fills a PGlite folder that does not exist yet from the build's initial data, if the build made
 * it. Copies to a temporary sibling and renames, so a start killed half way leaves no half folder.
 * Returns whether it copied.
 */
export function copyInitialData(folder: string, source = INITIAL_DATA_DIR): boolean {
  if (existsSync(folder) || !isInitialisedFolder(source)) return false;
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(source, partial, { recursive: true });
  renameSync(partial, folder);
  return true;
}
