import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built shop (`pnpm build`: API bundle + storefront dist) on a free port and a fresh PGlite
 * folder, as a shopper's browser meets it: NODE_ENV=production, compression on. Shared by every
 * bench (api-throughput, page-weight, lighthouse; crash-safety restarts it with `spawnShop` on the
 * data it keeps).
 */

/** This checkout's root, whose build a bench measures unless it is given another. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
/** The built server of the checkout at `root` (this one unless a bench measures a baseline beside it). */
const serverEntry = (root = REPO_ROOT) => join(root, 'apps', 'api', 'dist', 'main.js');
const storefrontIndex = (root = REPO_ROOT) => join(root, 'apps', 'storefront', 'dist', 'index.html');
export const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 120_000;

export interface RunningShop {
  readonly base: string;
  stop(): Promise<void>;
}

/** What is missing before a bench can run, or undefined when the build is there. */
export function missingBuild({ storefront = true, root }: { storefront?: boolean; root?: string } = {}):
  string | undefined {
  for (const file of storefront ? [serverEntry(root), storefrontIndex(root)] : [serverEntry(root)]) {
    if (!existsSync(file)) return `${file} is missing: run \`pnpm build\` first (\`pnpm bench\` does).`;
  }
  return undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** Ctrl-C (or a SIGTERM) during a bench still stops its servers and removes its data: 130, as a shell reports it. */
export function cleanUpOnSignal(cleanUp: () => Promise<void>): void {
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/** How often a starting server is asked for its health: a restart's time is measured with it. */
const HEALTH_POLL_MS = 50;

export interface ShopServerOptions {
  readonly port: number;
  /** The server's DATA_DIR (its PGlite folder lives inside); used as it is and never deleted. */
  readonly dataDir: string;
  /** PostgreSQL instead of PGlite; unset = embedded PGlite in `dataDir`. */
  readonly databaseUrl?: string;
  readonly logLevel?: string;
  /** More of the server's environment (e.g. TRUST_PROXY for a load from many client addresses). */
  readonly env?: Readonly<Record<string, string>>;
  /** Another built checkout of the shop to run (a baseline); unset = this one. */
  readonly root?: string;
  /** How long to wait for healthy (default two minutes; a first start writing a large catalogue takes longer). */
  readonly startupTimeoutMs?: number;
}

export interface ShopServer {
  readonly base: string;
  readonly child: ChildProcess;
  /** Everything the server printed so far (for a failure's message). */
  output(): string;
}

/**
 * Spawns the built server on `options.dataDir` (or `databaseUrl`) and resolves once it answers its
 * health check. On failure the process is stopped and the error carries what it printed; the data
 * is left as it is, so a caller can start again on the same data (bench/crash-safety does).
 */
export async function spawnShop(options: ShopServerOptions): Promise<ShopServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST,
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? options.logLevel ?? 'warn',
    ...options.env,
  };
  // Embedded PGlite, as a fresh local install runs, unless the caller asks for PostgreSQL.
  if (options.databaseUrl === undefined) delete env.DATABASE_URL;
  else env.DATABASE_URL = options.databaseUrl;
  let output = '';
  // BENCH_CPU_PROFILE_DIR: where the server writes a CPU profile of its life as it stops (to see
  // where a load's time goes; open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, serverEntry(options.root)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://${HOST}:${options.port}`;

  const timeoutMs = options.startupTimeoutMs ?? STARTUP_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The shop server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, child, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(HEALTH_POLL_MS);
  }
  await stopProcess(child);
  throw new Error(`The shop server was not healthy within ${timeoutMs / 1000} s:\n${output}`);
}

/**
 * `logLevel`: the server's LOG_LEVEL unless BENCH_LOG_LEVEL says otherwise; `root`: another built
 * checkout to run instead of this one (a baseline measured beside it).
 */
export async function startShop({
  logLevel = 'warn',
  root,
}: { logLevel?: string; root?: string } = {}): Promise<RunningShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let server: ShopServer;
  try {
    server = await spawnShop({ port: await freePort(), dataDir, logLevel, root });
  } catch (error) {
    await removeData();
    throw error;
  }
  const stop = async () => {
    await stopProcess(server.child);
    await removeData();
  };
  return { base: server.base, stop };
}

/** The routes both benches visit (spec §2), with product 101 of category 1 from @shop/catalog. */
export const BENCH_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products?category=all' },
  { name: 'details', path: '/product/1/101' },
  { name: 'compare', path: '/compare' },
  { name: 'login', path: '/login' },
  { name: 'cart', path: '/cart' },
  { name: 'profile', path: '/profile' },
] as const;
