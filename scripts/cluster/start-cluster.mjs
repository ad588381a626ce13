// N shop servers on one PostgreSQL behind the round-robin proxy (README "Running several
// servers"). Used by `pnpm start:cluster`, by the end-to-end suite in CI (E2E_SERVERS=2) and by
// the benchmarks.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = join(root, 'apps/api/dist/main.js');
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

async function waitUntilHealthy(port, exited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The server on port ${port} exited while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server on port ${port} was not healthy after ${READY_TIMEOUT_MS / 1000} s`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `servers` shop servers on ports `port + 1 … port + servers` (loopback only), all on
 * `env.DATABASE_URL`, then the proxy on `port`. They start at the same time: the database's
 * start-up lock lets one migrate and seed while the others wait. `onUnexpectedExit` is called
 * if a server dies while the cluster runs.
 */
export async function startCluster({
  servers,
  port,
  host = '127.0.0.1',
  env = process.env,
  onUnexpectedExit,
}) {
  if (!env.DATABASE_URL) throw new Error('Several servers share one PostgreSQL: set DATABASE_URL');
  let stopping = false;
  const children = Array.from({ length: servers }, (_, index) => {
    const child = spawn(process.execPath, [SERVER_MAIN], {
      stdio: 'inherit',
      env: {
        ...env,
        PORT: String(port + index + 1),
        HOST: '127.0.0.1',
        // Clients reach the servers only through the proxy on this machine.
        TRUST_PROXY: 'loopback',
      },
    });
    child.once('exit', (code, signal) => {
      if (!stopping) onUnexpectedExit?.(index + 1, code, signal);
    });
    return child;
  });
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
  };
  let proxy;
  try {
    await Promise.all(
      children.map((child, index) => waitUntilHealthy(port + index + 1, () => child.exitCode !== null)),
    );
    proxy = await startRoundRobinProxy({
      port,
      host,
      upstreams: children.map((_, index) => ({ host: '127.0.0.1', port: port + index + 1 })),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    async stop() {
      await new Promise((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
      await stop();
    },
  };
}
