// Run by `pnpm --filter @shop/api build` after bundling: makes dist/initial-data, the PGlite folder
// a first start copies instead of creating its own (db/initial-data.ts).
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openPglite, pgliteFolder } from './db/connect';
import { seedDatabase } from './db/seed';
import { INITIAL_DATA_DIR } from './paths';

async function buildInitialData(): Promise<void> {
  const started = performance.now();
  rmSync(INITIAL_DATA_DIR, { recursive: true, force: true });
  // Beside the result, so that the final rename never crosses file systems.
  const workDir = mkdtempSync(join(dirname(INITIAL_DATA_DIR), 'initial-data-work-'));
  try {
    const handle = await openPglite({ dataDir: workDir });
    try {
      await handle.migrate();
      // Demo mode off: no accounts. Each server adds its demo accounts and key on its first start.
      await seedDatabase(handle.db, { demoMode: false }, () =>
        Promise.reject(new Error('the initial data holds no accounts')),
      );
      // Written out now rather than replayed from the log by every first start.
      await handle.client.exec('CHECKPOINT');
    } finally {
      await handle.close();
    }
    renameSync(pgliteFolder(workDir), INITIAL_DATA_DIR);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`initial data: ${INITIAL_DATA_DIR} in ${Math.round(performance.now() - started)} ms`);
}

await buildInitialData();
