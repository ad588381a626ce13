import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, COD_LIMIT, createRandom } from '@shop/core';
import { freePort } from '../shared/start-shop';
import { CrashableShop } from './crashable-shop';
import { Ledger } from './ledger';
import { createScratchDatabase, type ScratchDatabase } from '../shared/scratch-database';
import { verifyEveryWrite } from './verify';
import { MAX_LINES, MAX_UNITS, VirtualShopper } from './virtual-shopper';

/**
 * One driver's run: the built server on fresh data, a write load from a few virtual shoppers, 20
 * SIGKILLs at seeded moments each followed by a restart on the same data, then every acknowledged
 * write read back.
 */

export const KILLS = 20;
const SHOPPERS = 4;
/** The load runs this long between a healthy server and its kill (seeded, milliseconds). */
const LOAD_BETWEEN_KILLS_MS = { min: 500, max: 3_000 };
/** Products the load buys: plenty in stock, and cheap enough for a full cart to pay cash. */
const PRODUCTS = 8;
const MIN_STOCK = 200;
const MAX_PRICE = Math.floor(COD_LIMIT / (2 * MAX_LINES * MAX_UNITS));

export type DriverName = 'PGlite' | 'PostgreSQL';

export interface RunResult {
  readonly driver: DriverName;
  readonly seed: string;
  readonly shoppers: number;
  readonly kills: number;
  readonly firstStartMs: number;
  readonly restartMs: readonly number[];
  readonly durationMs: number;
  readonly ledger: Ledger;
  /** Why the run could not finish (the server did not restart, a check could not be made). */
  readonly failure: string | undefined;
  /** The PGlite folder or PostgreSQL database, kept when something went wrong, for a post-mortem. */
  readonly keptData: string | undefined;
}

async function pickProducts(shop: CrashableShop): Promise<number[]> {
  const picked: { id: number; stock: number }[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const outcome = await shop.call(api.products.listByCategory, {
      body: { categoryid: 0, page, limit: 100 },
    });
    if (outcome.kind !== 'acknowledged') throw new Error(`The product listing answered ${outcome.kind}`);
    const { products } = outcome.reply;
    for (const product of products) {
      if (product.stock >= MIN_STOCK && product.price <= MAX_PRICE) picked.push(product);
    }
    if (products.length < 100) break;
  }
  if (picked.length < PRODUCTS)
    throw new Error(`Only ${picked.length} products cost ≤ ₹${MAX_PRICE} with stock`);
  return picked
    .sort((a, b) => b.stock - a.stock || a.id - b.id)
    .slice(0, PRODUCTS)
    .map((product) => product.id);
}

async function firstStandardDate(shop: CrashableShop): Promise<string> {
  const outcome = await shop.call(api.checkout.deliveryDates);
  if (outcome.kind !== 'acknowledged') throw new Error(`The delivery dates answered ${outcome.kind}`);
  const day = outcome.reply.dates.find((date) =>
    date.slots.some((slot) => slot.kind === 'standard' && slot.available),
  );
  if (!day) throw new Error('No delivery date offers the standard slot');
  return day.date;
}

export async function runCrashSafety(options: {
  driver: DriverName;
  seed: string;
  databaseUrl?: string;
  log: (line: string) => void;
}): Promise<RunResult> {
  const { driver, seed, log } = options;
  const started = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-'));
  let scratch: ScratchDatabase | undefined;
  if (options.databaseUrl !== undefined) {
    scratch = await createScratchDatabase(options.databaseUrl, 'crash');
    log(`fresh database ${scratch.name}`);
  }
  const shop = new CrashableShop(await freePort(), {
    dataDir,
    ...(scratch ? { databaseUrl: scratch.url } : {}),
  });
  const ledger = new Ledger();
  let failure: string | undefined;
  let kills = 0;
  try {
    await shop.start();
    let deliveryDate = await firstStandardDate(shop);
    let stopped = false;
    const plan = {
      shop,
      ledger,
      productIds: await pickProducts(shop),
      seed,
      deliveryDate: () => deliveryDate,
      refreshDeliveryDate: async () => {
        deliveryDate = await firstStandardDate(shop).catch(() => deliveryDate);
      },
      stopped: () => stopped,
    };
    const load = Array.from({ length: SHOPPERS }, (_, index) => new VirtualShopper(index + 1, plan).run());
    const moments = createRandom(`${seed}:kills`);
    const runLoad = () => sleep(moments.int(LOAD_BETWEEN_KILLS_MS.min, LOAD_BETWEEN_KILLS_MS.max));
    try {
      for (; kills < KILLS;) {
        await runLoad();
        kills += 1;
        await shop.killAndRestart();
        log(`kill ${kills}/${KILLS}: restarted in ${Math.round(shop.restartMs.at(-1) ?? 0)} ms`);
      }
      await runLoad();
    } catch (error) {
      failure = (error as Error).message;
    }
    stopped = true;
    for (const ended of await Promise.allSettled(load)) {
      if (ended.status === 'rejected')
        failure ??= `A virtual shopper failed: ${(ended.reason as Error).message}`;
    }
    if (failure === undefined) await verifyEveryWrite(shop, ledger);
  } catch (error) {
    failure ??= (error as Error).message;
  } finally {
    await shop.stop();
  }
  const keep = failure !== undefined || ledger.lost.length > 0 || ledger.duplicates.length > 0;
  // On PostgreSQL the folder holds nothing worth keeping: the database is the evidence.
  if (!keep || scratch) await rm(dataDir, { recursive: true, force: true });
  if (!keep) await scratch?.drop();
  return {
    driver,
    seed,
    shoppers: SHOPPERS,
    kills,
    firstStartMs: shop.firstStartMs,
    restartMs: shop.restartMs,
    durationMs: performance.now() - started,
    ledger,
    failure,
    keptData: keep ? (scratch ? `database ${scratch.name}` : dataDir) : undefined,
  };
}
