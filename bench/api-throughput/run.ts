import { type ChildProcess, fork } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  cleanUpOnSignal,
  HOST,
  missingBuild,
  type RunningShop,
  startShop,
  stopProcess,
} from '../shared/start-shop';
import type { BareRoute, BareServerMessage } from './bare-server';

/**
 * `pnpm bench`: the built shop server against a bare node:http server returning the same bytes,
 * side by side in one run (ARCHITECTURE.md "Performance design": ratios, not absolute numbers,
 * because the machine is shared). Exits non-zero only when something fails, never on a figure.
 */

const HERE = fileURLToPath(new URL('.', import.meta.url));

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The goal of the issue for the listing call: informational, never an exit code. */
const LISTING_GOAL = { minRatio: 0.5, maxP99Ms: 25 };

interface Call {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly goal?: typeof LISTING_GOAL;
}

const CALLS: readonly Call[] = [
  {
    name: 'POST /api/v1/products/by-category',
    method: 'POST',
    path: '/api/v1/products/by-category',
    body: JSON.stringify({ categoryid: 1, page: 1, limit: 100 }),
    goal: LISTING_GOAL,
  },
  { name: 'GET /api/v1/health', method: 'GET', path: '/api/v1/health' },
];

interface Measurement {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly failures: number;
}

async function startBare(routes: BareRoute[]): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(join(HERE, 'bare-server.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    child.once('message', (message: BareServerMessage) => resolvePort(message.port));
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
    child.send({ routes });
  });
  return { child, base: `http://${HOST}:${port}` };
}

async function fetchReply(base: string, call: Call): Promise<BareRoute> {
  const response = await fetch(base + call.path, {
    method: call.method,
    headers: call.body ? { 'content-type': 'application/json' } : {},
    ...(call.body ? { body: call.body } : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${call.name} answered ${response.status}: ${body.toString()}`);
  return {
    method: call.method,
    path: call.path,
    contentType: response.headers.get('content-type') ?? 'application/json',
    bodyBase64: body.toString('base64'),
  };
}

async function load(base: string, call: Call, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url: base + call.path,
    method: call.method,
    connections: CONNECTIONS,
    duration: seconds,
    ...(call.body ? { body: call.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<number> {
  const missing = missingBuild({ storefront: false });
  if (missing) {
    console.error(missing);
    return 1;
  }
  let shop: RunningShop | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  const stopAll = async () => {
    await Promise.all([shop?.stop(), stopProcess(bare?.child)]);
  };
  cleanUpOnSignal(stopAll);

  try {
    console.log(
      `Node ${process.version}, ${cpus().length} CPU(s), ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run`,
    );
    console.log('Starting the built shop server on a fresh PGlite folder…');
    shop = await startShop({ logLevel: 'info' });
    const routes = await Promise.all(CALLS.map((call) => fetchReply(shop!.base, call)));
    bare = await startBare(routes);

    const rows: string[][] = [];
    let failures = 0;
    for (const [index, call] of CALLS.entries()) {
      const size = Buffer.from(routes[index]?.bodyBase64 ?? '', 'base64').length;
      console.log(`${call.name} (${format(size)} bytes): warming up, then measuring…`);
      await load(shop.base, call, WARM_UP_SECONDS);
      await load(bare.base, call, WARM_UP_SECONDS);
      const shopRun = await load(shop.base, call, DURATION_SECONDS);
      const bareRun = await load(bare.base, call, DURATION_SECONDS);
      failures += shopRun.failures + bareRun.failures;
      const ratio = bareRun.requestsPerSecond > 0 ? shopRun.requestsPerSecond / bareRun.requestsPerSecond : 0;
      const goal = call.goal
        ? ratio >= call.goal.minRatio && shopRun.p99Ms <= call.goal.maxP99Ms
          ? `met (≥ ${call.goal.minRatio}, p99 ≤ ${call.goal.maxP99Ms} ms)`
          : `NOT met (≥ ${call.goal.minRatio}, p99 ≤ ${call.goal.maxP99Ms} ms)`
        : '';
      rows.push(
        [call.name, 'shop', format(shopRun.requestsPerSecond), format(shopRun.p99Ms), format(ratio, 2), goal],
        ['', 'bare', format(bareRun.requestsPerSecond), format(bareRun.p99Ms), '', ''],
      );
      if (shopRun.failures + bareRun.failures > 0) {
        rows.push(['', `failures: shop ${shopRun.failures}, bare ${bareRun.failures}`, '', '', '', '']);
      }
    }

    const header = ['call', 'server', 'req/s', 'p99 ms', 'shop/bare', 'goal'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, column) =>
          column >= 2 && column <= 4 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ');
    console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
    for (const row of rows) console.log(line(row));

    if (failures > 0) {
      console.error(`\n${failures} request(s) failed (errors, timeouts or non-2xx).`);
      return 1;
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main();
