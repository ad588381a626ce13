#!/usr/bin/env node
// Playwright's webServer: the built shop on a fresh, temporary data folder, removed again when
// Playwright stops the server. Every e2e run starts from the seeded catalogue and demo accounts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
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
