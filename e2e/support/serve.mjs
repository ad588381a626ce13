#!/usr/bin/env node
// Playwright's webServer. By default: the built shop on a fresh, temporary data folder, removed
// again when Playwright stops the server, so every e2e run starts from the seeded catalogue and
// demo accounts. With E2E_SERVERS=N (N ≥ 2) and DATABASE_URL: N servers on that PostgreSQL
// behind a round-robin proxy (scripts/cluster), as CI runs the suite a second time; the database
// should be a new, empty one (CI makes it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../../scripts/cluster/start-cluster.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const servers = Number(process.env.E2E_SERVERS ?? 1);

if (servers > 1) {
  let cluster;
  cluster = await startCluster({
    servers,
    port: Number(process.env.PORT),
    onUnexpectedExit: (server, code, signal) => {
      console.error(`e2e: server ${server} exited (${signal ?? code})`);
      // While starting, startCluster stops the others itself and rejects.
      if (cluster) void cluster.stop().finally(() => process.exit(1));
    },
  });
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
  };
  server.on('exit', (code) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? 1));
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
