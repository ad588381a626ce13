import { api } from '@shop/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, verdict } from '../shared/budgets';
import { runLoadPhase } from '../shared/load-processes';
import { errorsOf, loadTable, ms } from '../shared/load-table';
import { mebibytes, measureServers } from '../shared/process-stats';
import { categoryPages, SEARCH_QUERIES, SHOPPER_PIN } from '../shared/shop-catalogue';
import {
  cleanUpOnSignal,
  freePort,
  missingBuild,
  type ShopServer,
  spawnShop,
  stopProcess,
} from '../shared/start-shop';
import type { Server } from 'node:http';
import { createScratchDatabase, type ScratchDatabase } from '../shared/scratch-database';
import { percentile, type Tally } from '../shared/tally';
import type { LearnerAccount, LessonSettings } from './learner';
import { createLearners } from './prepare';
import { numberSetting } from '../shared/env-setting';

/**
 * `pnpm --filter @shop/bench-classroom-load bench`: a class practising against one shop (issue
 * "A classroom on one machine"): CLASSROOM_LEARNERS learners (500), each with its own sandbox key
 * and test-data account, loop listing → search → details → add to cart → read the cart about a
 * second apart for CLASSROOM_SECONDS (60); a tenth of them place an order each round. First on the
 * built server as `pnpm start` runs it (embedded PGlite on a fresh data folder); then, with
 * DATABASE_URL set, on two servers behind the round-robin proxy on a fresh PostgreSQL database
 * (README "Running several servers"). Beside each class, one learner alone without pauses: per
 * call, the class's p99 over the lone learner's. Prints figures, the errors and the budgets
 * (bench/shared/budgets.ts) as met or not; fails only when it cannot run (README: only the
 * crash-safety bench fails `pnpm bench`).
 */

const LEARNER_PROCESS = fileURLToPath(new URL('learner-process.ts', import.meta.url));
const PROXY_MODULE = fileURLToPath(new URL('../../scripts/cluster/round-robin-proxy.mjs', import.meta.url));

const LEARNERS = Math.max(1, Math.round(numberSetting('CLASSROOM_LEARNERS', 500)));
const SECONDS = numberSetting('CLASSROOM_SECONDS', 60);
const ALONE_SECONDS = numberSetting('CLASSROOM_ALONE_SECONDS', 15);
/** "About a second apart". */
const THINK_MS: readonly [number, number] = [800, 1200];
const CHECKOUT_SHARE = Math.min(1, numberSetting('CLASSROOM_CHECKOUT_SHARE', 0.1));
/** Load-generating processes: one per 100 learners, at least one. */
const PROCESSES = Math.max(1, Math.round(numberSetting('CLASSROOM_PROCESSES', Math.ceil(LEARNERS / 100))));
const SEED = process.env.CLASSROOM_SEED ?? 'shoplane-classroom';

/** Each call kind's p99 against its budget (placing an order has one of its own). */
function budgetLines(loaded: Tally): string[] {
  return Object.entries(loaded.latencies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, values]) => {
      const budget = id === api.orders.place.id ? BUDGETS.classroomOrderP99Ms : BUDGETS.classroomCallP99Ms;
      const p99 = percentile(values, 0.99);
      return `  ${id.padEnd(24)} p99 ${ms(p99).padStart(6)} ms ≤ ${budget} ms: ${verdict(p99 <= budget)}`;
    });
}

/** A shop the class practises on: where the learners call, and the server processes to measure. */
interface ClassroomShop {
  readonly label: string;
  readonly base: string;
  readonly servers: readonly ShopServer[];
}

/** Every server trusts the X-Forwarded-For each learner sends (a class's machines have addresses of their own). */
const LEARNER_ADDRESSES = { TRUST_PROXY: 'loopback', DEMO_MODE: '1' };

/** Makes the class on `shop`, times one learner alone, then the class; prints it all. */
async function lesson(shop: ClassroomShop): Promise<void> {
  const madeAt = performance.now();
  const learners = await createLearners(shop.base, LEARNERS + 1, CHECKOUT_SHARE, `${process.pid}`);
  console.log(`  ${learners.length} learners made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`);
  const settings = {
    base: shop.base,
    categories: await categoryPages(shop.base),
    searchQueries: SEARCH_QUERIES,
    seed: SEED,
    pin: SHOPPER_PIN,
  };
  // The first learner is a checkout learner: alone, it times every kind of call the class makes.
  const [alone, ...classroom] = learners as [LearnerAccount, ...LearnerAccount[]];
  console.log(`Alone: 1 learner, no pauses, for ${ALONE_SECONDS} s…`);
  const unloaded = await runLoadPhase<LessonSettings, LearnerAccount>(LEARNER_PROCESS, settings, {
    users: [alone],
    firstIndex: 0,
    seconds: ALONE_SECONDS,
    thinkMs: [0, 0],
    processes: 1,
  });

  console.log(`The class: ${classroom.length} learners for ${SECONDS} s…`);
  const measured = await measureServers(
    shop.servers.map((server) => server.child.pid),
    () =>
      runLoadPhase<LessonSettings, LearnerAccount>(LEARNER_PROCESS, settings, {
        users: classroom,
        firstIndex: 1,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        processes: PROCESSES,
      }),
  );
  const { result: loaded, seconds: lessonSeconds } = measured;

  console.log(
    `\nClassroom load ${shop.label}: ${classroom.length} learners, ${lessonSeconds.toFixed(1)} s\n`,
  );
  console.log(loadTable(loaded, unloaded, lessonSeconds));
  console.log('');
  console.log(`rounds      ${loaded.journeys} (${loaded.orders} orders placed); alone: ${unloaded.journeys}`);
  console.log(`errors      ${errorsOf(loaded)} in the class, ${errorsOf(unloaded)} alone`);
  measured.servers.forEach(({ before, after }, index) => {
    const which = measured.servers.length > 1 ? `server ${index + 1} RSS` : 'server RSS';
    console.log(
      `${which.padEnd(11)} ${mebibytes(before?.rss)} before the lesson, ${mebibytes(after?.rss)} after; peak ${mebibytes(after?.peakRss)}`,
    );
  });
  console.log(`server CPU  ${measured.cores} on average during the lesson (the servers together)`);
  console.log(
    `client CPU  ${(loaded.clientCpuMs / 1000 / lessonSeconds).toFixed(2)} cores on average (${PROCESSES} process(es), on the same machine)`,
  );
  console.log(`machine     ${measured.machine}`);
  for (const sample of [...unloaded.failureSamples, ...loaded.failureSamples].slice(0, 10))
    console.log(`  failure: ${sample}`);
  console.log(`\nBudgets (README "Performance budgets"), the class ${shop.label}:`);
  for (const line of budgetLines(loaded)) console.log(line);
  const failed = errorsOf(loaded) + errorsOf(unloaded);
  console.log(`0 errors: ${verdict(failed === 0)}${failed === 0 ? '' : ` (${failed} failed calls)`}`);
}

async function main(): Promise<number> {
  const missing = missingBuild({ storefront: false });
  if (missing) {
    console.error(missing);
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const servers: ShopServer[] = [];
  let proxy: Server | undefined;
  let scratch: ScratchDatabase | undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-classroom-'));
  const cleanUp = async () => {
    proxy?.closeAllConnections();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await Promise.all(servers.splice(0).map((server) => stopProcess(server.child)));
    await scratch?.drop();
    scratch = undefined;
    await rm(dataDir, { recursive: true, force: true });
  };
  cleanUpOnSignal(cleanUp);

  try {
    console.log(
      `Node ${process.version}, ${cpus().length} CPU(s); ${LEARNERS} learners for ${SECONDS} s in ${PROCESSES} ` +
        `process(es), ${THINK_MS[0]}–${THINK_MS[1]} ms between calls, ${CHECKOUT_SHARE * 100} % of them check out`,
    );
    const started = performance.now();
    const embedded = await spawnShop({
      port: await freePort(),
      dataDir: join(dataDir, 'embedded'),
      // demo mode as `pnpm start` has it (spawnShop runs the server as in production).
      env: LEARNER_ADDRESSES,
    });
    servers.push(embedded);
    console.log(
      `Embedded database on a fresh folder: healthy after ${(performance.now() - started).toFixed(0)} ms`,
    );
    await lesson({
      label: 'on the embedded database',
      base: embedded.base,
      servers: [embedded],
    });
    await stopProcess(embedded.child);
    servers.splice(0);

    if (!databaseUrl) {
      console.log('\nTwo servers on PostgreSQL: skipped — DATABASE_URL is not set.');
      return 0;
    }
    scratch = await createScratchDatabase(databaseUrl, 'classroom');
    const database = scratch.url;
    // Both at once, as a cluster starts: the database's start-up lock lets one migrate and seed.
    servers.push(
      ...(await Promise.all(
        ['first', 'second'].map(async (name) =>
          spawnShop({
            port: await freePort(),
            dataDir: join(dataDir, name),
            databaseUrl: database,
            env: LEARNER_ADDRESSES,
          }),
        ),
      )),
    );
    const { startRoundRobinProxy } = (await import(PROXY_MODULE)) as {
      startRoundRobinProxy(options: {
        port: number;
        host: string;
        upstreams: { host: string; port: number }[];
      }): Promise<Server>;
    };
    const port = await freePort();
    proxy = await startRoundRobinProxy({
      port,
      host: '127.0.0.1',
      upstreams: servers.map((server) => ({ host: '127.0.0.1', port: Number(new URL(server.base).port) })),
    });
    console.log(
      `\nTwo servers on a fresh PostgreSQL database (${scratch.name}) behind the round-robin proxy`,
    );
    await lesson({
      label: 'on two servers and PostgreSQL',
      base: `http://127.0.0.1:${port}`,
      servers,
    });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main();
