#!/usr/bin/env node
// Playwright's webServer. By default: the built shop on a fresh, temporary data folder, removed
// again when Playwright stops the server, so every e2e run starts from the seeded catalogue and
// demo accounts. With E2E_SERVERS=N (N ≥ 2) and DATABASE_URL (a PostgreSQL server): N servers
// behind a round-robin proxy (scripts/cluster), as CI runs the suite, on a new database made on
// that server for this run and dropped again when Playwright stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../../scripts/cluster/start-cluster.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const servers = Number(process.env.E2E_SERVERS ?? 1);

/** A new, empty database on the server of `serverUrl`; `drop()` removes it (and its sessions). */
async function freshDatabase(serverUrl) {
  // The driver is the API's dependency; the e2e package does not carry a copy of its own.
  const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl, application_name: 'shop-e2e' });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `shop_e2e_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // FORCE ends the servers' leftover connections, but a role without pg_signal_backend may not end
  // an autovacuum worker (a heavy write wakes one): that refusal passes once it has finished its
  // table, as the API tests' dropTestDatabase knows too.
  const drop = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (error) {
        if (attempt >= 40 || !/pg_signal_backend/.test(String(error?.message))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  return { url: url.href, drop };
}

if (servers > 1) {
  if (!process.env.DATABASE_URL) throw new Error('E2E_SERVERS ≥ 2 needs DATABASE_URL (a PostgreSQL server)');
  const database = await freshDatabase(process.env.DATABASE_URL);
  let cluster;
  cluster = await startCluster({
    servers,
    port: Number(process.env.PORT),
    env: { ...process.env, DATABASE_URL: database.url },
    onUnexpectedExit: (server, code, signal) => {
      console.error(`e2e: server ${server} exited (${signal ?? code})`);
      // While starting, startCluster stops the others itself and rejects.
      if (cluster) void cluster.stop().finally(() => database.drop().finally(() => process.exit(1)));
    },
  }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  const stop = () =>
    void cluster
      .stop()
      .then(() => database.drop())
      .then(
        () => process.exit(0),
        (error) => {
          console.error(`e2e: could not drop the run's database: ${error?.message ?? error}`);
          process.exit(1);
        },
      );
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
