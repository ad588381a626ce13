import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mebibytes, measureServer } from '../shared/process-stats';
import {
  cleanUpOnSignal,
  freePort,
  missingBuild,
  type ShopServer,
  spawnShop,
  stopProcess,
} from '../shared/start-shop';
import { createAccounts } from './prepare';
import { categoryPages, SEARCH_QUERIES, SHOPPER_PIN } from '../shared/shop-catalogue';
import { createScratchDatabase, type ScratchDatabase } from '../shared/scratch-database';
import { runLoadPhase } from '../shared/load-processes';
import { errorsOf, loadTable } from '../shared/load-table';
import type { JourneySettings, ShopperAccount } from './virtual-user';
import { numberSetting } from '../shared/env-setting';

/**
 * `pnpm --filter @shop/bench-shopping-load bench`: a mixed shopping load (browse, search, details,
 * sign in, cart, checkout) from many virtual users at once against the built server on PostgreSQL
 * (a fresh database on the DATABASE_URL server, dropped at the end), beside the same journey from
 * one user alone in the same run: per call, the loaded p99 over the unloaded one (ARCHITECTURE.md
 * "Performance design": ratios, because the machine is shared). Prints figures; exits non-zero only
 * when a call fails or a cart's totals differ from @shop/core's arithmetic.
 */

const SHOPPER_PROCESS = fileURLToPath(new URL('shopper-process.ts', import.meta.url));

const USERS = Math.max(1, Math.round(numberSetting('BENCH_USERS', 200)));
const SECONDS = numberSetting('BENCH_SECONDS', 60);
const BASELINE_SECONDS = numberSetting('BENCH_BASELINE_SECONDS', 15);
const WARM_UP_SECONDS = numberSetting('BENCH_WARM_UP_SECONDS', 5);
/** A person reads between clicks; 0 makes every user a flood of calls. */
const THINK_MS: readonly [number, number] = [
  numberSetting('BENCH_THINK_MIN_MS', 200),
  numberSetting('BENCH_THINK_MAX_MS', 800),
];
/** Load-generating processes: one per 100 users, at least one. */
const PROCESSES = Math.max(1, Math.round(numberSetting('BENCH_PROCESSES', Math.ceil(USERS / 100))));
/** The share of visits that end with an order. */
const CHECKOUT_SHARE = Math.min(1, numberSetting('BENCH_CHECKOUT_SHARE', 0.3));
const SEED = process.env.BENCH_SEED ?? 'shoplane';
/** More than any visit will buy before the stock runs out: the load measures, it does not sell out. */
const LOAD_STOCK = 1_000_000;

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
  cleanUpOnSignal(cleanUp);

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
      await runLoadPhase<JourneySettings, ShopperAccount>(SHOPPER_PROCESS, settings, {
        users: warmUsers,
        firstIndex: 1,
        seconds: WARM_UP_SECONDS,
        thinkMs: THINK_MS,
        processes: 1,
      });
    }
    console.log(`Unloaded: 1 user, no think time, for ${BASELINE_SECONDS} s…`);
    const unloaded = await runLoadPhase<JourneySettings, ShopperAccount>(SHOPPER_PROCESS, settings, {
      users: [alone],
      firstIndex: 0,
      seconds: BASELINE_SECONDS,
      thinkMs: [0, 0],
      processes: 1,
    });

    console.log(`Loaded: ${USERS} users for ${SECONDS} s…`);
    const load = await measureServer(server.child.pid, () =>
      runLoadPhase<JourneySettings, ShopperAccount>(SHOPPER_PROCESS, settings, {
        users: crowd,
        firstIndex: 1,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        processes: PROCESSES,
      }),
    );
    const { result: loaded, seconds: loadSeconds, before, after } = load;

    console.log(`\nShopping load on PostgreSQL: ${USERS} users, ${loadSeconds.toFixed(1)} s\n`);
    console.log(loadTable(loaded, unloaded, loadSeconds));
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
      ['server CPU', `${load.cores} on average during the load (PostgreSQL not included)`],
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
