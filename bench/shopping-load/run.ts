import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf, mebibytes, memoryOf } from '../shared/process-stats';
import { freePort, missingBuild, type ShopServer, spawnShop, stopProcess } from '../shared/start-shop';
import { categoryPages, createAccounts, SEARCH_QUERIES, SHOPPER_PIN } from './prepare';
import { createScratchDatabase, type ScratchDatabase } from '../shared/scratch-database';
import type { ShopperOrder, ShopperReply } from './shopper-process';
import { mergeTallies, percentile, type Tally } from './tally';
import type { JourneySettings, ShopperAccount } from './virtual-user';

/**
 * `pnpm --filter @shop/bench-shopping-load bench`: a mixed shopping load (browse, search, details,
 * sign in, cart, checkout) from many virtual users at once against the built server on PostgreSQL
 * (a fresh database on the DATABASE_URL server, dropped at the end), beside the same journey from
 * one user alone in the same run: per call, the loaded p99 over the unloaded one (ARCHITECTURE.md
 * "Performance design": ratios, because the machine is shared). Prints figures; exits non-zero only
 * when a call fails or a cart's totals differ from @shop/core's arithmetic.
 */

const HERE = fileURLToPath(new URL('.', import.meta.url));
const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const USERS = Math.max(1, Math.round(setting('BENCH_USERS', 200)));
const SECONDS = setting('BENCH_SECONDS', 60);
const BASELINE_SECONDS = setting('BENCH_BASELINE_SECONDS', 15);
const WARM_UP_SECONDS = setting('BENCH_WARM_UP_SECONDS', 5);
/** A person reads between clicks; 0 makes every user a flood of calls. */
const THINK_MS: readonly [number, number] = [
  setting('BENCH_THINK_MIN_MS', 200),
  setting('BENCH_THINK_MAX_MS', 800),
];
/** Load-generating processes: one per 100 users, at least one. */
const PROCESSES = Math.max(1, Math.round(setting('BENCH_PROCESSES', Math.ceil(USERS / 100))));
/** The share of visits that end with an order. */
const CHECKOUT_SHARE = Math.min(1, setting('BENCH_CHECKOUT_SHARE', 0.3));
/** Users start spread over this long at most (a tenth of the run). */
const MAX_RAMP_MS = 5_000;
const SEED = process.env.BENCH_SEED ?? 'shoplane';
/** More than any visit will buy before the stock runs out: the load measures, it does not sell out. */
const LOAD_STOCK = 1_000_000;

interface Phase {
  readonly users: readonly ShopperAccount[];
  readonly firstIndex: number;
  readonly seconds: number;
  readonly thinkMs: readonly [number, number];
  readonly processes: number;
}

function runShoppers(settings: Omit<JourneySettings, 'thinkMs'>, phase: Phase): Promise<Tally> {
  const per = Math.ceil(phase.users.length / phase.processes);
  const groups = Array.from({ length: phase.processes }, (_, index) =>
    phase.users.slice(index * per, (index + 1) * per),
  ).filter((group) => group.length > 0);
  return Promise.all(
    groups.map(
      (accounts, index) =>
        new Promise<Tally>((resolve, reject) => {
          const child = fork(join(HERE, 'shopper-process.ts'), [], {
            execArgv: ['--import', import.meta.resolve('tsx')],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          let replied = false;
          child.once('message', (reply: ShopperReply) => {
            replied = true;
            if ('tally' in reply) resolve(reply.tally);
            else reject(new Error(`A shopper process failed: ${reply.error}`));
          });
          child.once('exit', (code) => {
            if (!replied) reject(new Error(`A shopper process exited with ${code} before its tally`));
          });
          const order: ShopperOrder = {
            settings: { ...settings, thinkMs: phase.thinkMs },
            accounts,
            firstIndex: phase.firstIndex + index * per,
            durationMs: phase.seconds * 1000,
            rampMs: Math.min(MAX_RAMP_MS, (phase.seconds * 1000) / 10),
          };
          child.send(order);
        }),
    ),
  ).then(mergeTallies);
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function table(loaded: Tally, unloaded: Tally, seconds: number): string {
  const ids = Object.keys(loaded.latencies).sort();
  const header = ['call', 'calls', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'alone p99', 'p99 ratio'];
  const rows = ids.map((id) => {
    const values = [...(loaded.latencies[id] ?? [])].sort((a, b) => a - b);
    const alone = percentile(unloaded.latencies[id] ?? [], 0.99);
    const p99 = percentile(values, 0.99, true);
    return [
      id,
      String(values.length),
      String(loaded.errors[id] ?? 0),
      ms(percentile(values, 0.5, true)),
      ms(percentile(values, 0.95, true)),
      ms(p99),
      alone > 0 ? ms(alone) : 'n/a',
      alone > 0 ? `${(p99 / alone).toFixed(1)}×` : 'n/a',
    ];
  });
  const all = Object.values(loaded.latencies).flat();
  rows.push([
    'all calls',
    String(all.length),
    String(Object.values(loaded.errors).reduce((sum, count) => sum + count, 0)),
    ms(percentile(all, 0.5)),
    ms(percentile(all, 0.95)),
    ms(percentile(all, 0.99)),
    '',
    `${(all.length / seconds).toFixed(0)} calls/s`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const errorsOf = (tally: Tally) => Object.values(tally.errors).reduce((sum, count) => sum + count, 0);

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (!databaseUrl) {
    console.log(
      'Shopping load: skipped — DATABASE_URL is not set. The load runs on PostgreSQL (a fresh database on ' +
        'that server, dropped afterwards), e.g. DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres',
    );
    return 0;
  }
  const missing = missingBuild({ storefront: false });
  if (missing) {
    console.error(missing);
    return 1;
  }
  let scratch: ScratchDatabase | undefined;
  let server: ShopServer | undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-load-'));
  const cleanUp = async () => {
    await stopProcess(server?.child);
    await scratch
      ?.drop()
      .catch((error: unknown) => console.error(`Could not drop ${scratch?.name}: ${String(error)}`));
    await rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    console.log(
      `Node ${process.version}, ${cpus().length} CPU(s); ${USERS} users for ${SECONDS} s in ${PROCESSES} ` +
        `process(es), think time ${THINK_MS[0]}–${THINK_MS[1]} ms, ${CHECKOUT_SHARE * 100} % of visits check out`,
    );
    scratch = await createScratchDatabase(databaseUrl, 'load');
    console.log(`Fresh database ${scratch.name}; starting the built server on it…`);
    const started = performance.now();
    server = await spawnShop({
      port: await freePort(),
      dataDir,
      databaseUrl: scratch.url,
      // Each virtual user sends its own X-Forwarded-For, as 200 people come from 200 addresses.
      env: { TRUST_PROXY: 'loopback' },
    });
    console.log(`  healthy after ${(performance.now() - started).toFixed(0)} ms`);
    await scratch.query(`UPDATE products SET stock = ${LOAD_STOCK}`);

    const accountsStarted = performance.now();
    const accounts = await createAccounts(server.base, USERS + 1, `${SEED}-${process.pid}`);
    console.log(
      `  ${accounts.length} accounts signed up in ${((performance.now() - accountsStarted) / 1000).toFixed(1)} s`,
    );
    const settings = {
      base: server.base,
      categories: await categoryPages(server.base),
      searchQueries: SEARCH_QUERIES,
      checkoutShare: CHECKOUT_SHARE,
      seed: SEED,
      pin: SHOPPER_PIN,
    };
    const [alone, ...crowd] = accounts as [ShopperAccount, ...ShopperAccount[]];

    const warmUsers = crowd.slice(0, Math.min(20, crowd.length));
    if (WARM_UP_SECONDS > 0) {
      console.log(`Warming up: ${warmUsers.length} users for ${WARM_UP_SECONDS} s…`);
      await runShoppers(settings, {
        users: warmUsers,
        firstIndex: 1,
        seconds: WARM_UP_SECONDS,
        thinkMs: THINK_MS,
        processes: 1,
      });
    }
    console.log(`Unloaded: 1 user, no think time, for ${BASELINE_SECONDS} s…`);
    const unloaded = await runShoppers(settings, {
      users: [alone],
      firstIndex: 0,
      seconds: BASELINE_SECONDS,
      thinkMs: [0, 0],
      processes: 1,
    });

    const before = memoryOf(server.child.pid);
    const cpuBefore = cpuMsOf(server.child.pid);
    console.log(`Loaded: ${USERS} users for ${SECONDS} s…`);
    const loadStarted = performance.now();
    const loaded = await runShoppers(settings, {
      users: crowd,
      firstIndex: 1,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      processes: PROCESSES,
    });
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const after = memoryOf(server.child.pid);
    const cpuAfter = cpuMsOf(server.child.pid);

    console.log(`\nShopping load on PostgreSQL: ${USERS} users, ${loadSeconds.toFixed(1)} s\n`);
    console.log(table(loaded, unloaded, loadSeconds));
    const serverCpu =
      cpuBefore !== undefined && cpuAfter !== undefined
        ? `${((cpuAfter - cpuBefore) / 1000 / loadSeconds).toFixed(2)} cores`
        : 'n/a';
    const lines: [string, string][] = [
      ['visits', `${loaded.journeys} (${loaded.orders} orders placed); alone: ${unloaded.journeys} visits`],
      [
        'cart checks',
        `${loaded.cartChecks + unloaded.cartChecks}, mismatches ${loaded.cartMismatches.length + unloaded.cartMismatches.length}`,
      ],
      ['errors', `${errorsOf(loaded)} loaded, ${errorsOf(unloaded)} alone`],
      [
        'server RSS',
        `${mebibytes(before?.rss)} before the load, ${mebibytes(after?.rss)} after; peak ${mebibytes(after?.peakRss)}`,
      ],
      ['server CPU', `${serverCpu} on average during the load (PostgreSQL not included)`],
      [
        'client CPU',
        `${(loaded.clientCpuMs / 1000 / loadSeconds).toFixed(2)} cores on average (${PROCESSES} process(es))`,
      ],
    ];
    console.log('');
    for (const [label, value] of lines) console.log(`${label.padEnd(12)} ${value}`);
    const problems = [...unloaded.failureSamples, ...loaded.failureSamples];
    for (const sample of problems.slice(0, 10)) console.log(`  failure: ${sample}`);
    for (const mismatch of [...unloaded.cartMismatches, ...loaded.cartMismatches].slice(0, 10)) {
      console.log(`  cart mismatch: ${mismatch}`);
    }
    const failed =
      errorsOf(loaded) + errorsOf(unloaded) + loaded.cartMismatches.length + unloaded.cartMismatches.length;
    console.log(
      failed === 0
        ? 'verdict: PASS — 0 errors, every cart total exact'
        : `verdict: FAIL — ${failed} failure(s)`,
    );
    return failed === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main();
