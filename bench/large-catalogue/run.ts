import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generateCatalogue } from '@shop/catalog';
import { createRandom } from '@shop/core';
import { BUDGETS, verdict } from '../shared/budgets';
import { cpuMsOf, mebibytes, memoryOf, type MemoryStats } from '../shared/process-stats';
import {
  cleanUpOnSignal,
  freePort,
  missingBuild,
  type ShopServer,
  spawnShop,
  stopProcess,
} from '../shared/start-shop';
import { createScratchDatabase, type ScratchDatabase } from '../shared/scratch-database';

/**
 * `pnpm --filter @shop/bench-large-catalogue bench`: listing and search on the seed's catalogue
 * (~300 products) and on a generated one (README "A large catalogue": the server writes it on its
 * first start), two servers side by side in one run (ARCHITECTURE.md "Performance design": ratios,
 * because the machine is shared). PGlite with 100,000 products, as a fresh local install runs;
 * PostgreSQL with 1,000,000 when DATABASE_URL is set (fresh databases on that server, dropped at
 * the end); BENCH_PRODUCTS for another size. Prints requests/s and p99 per call on each catalogue
 * and the ratio, the first start's time to write the catalogue, each server's restart time and
 * memory, and the budgets (bench/shared/budgets.ts). Exits non-zero only when something fails.
 */

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ON_POSTGRES = Boolean(process.env.DATABASE_URL?.trim());
const LARGE = Math.round(setting('BENCH_PRODUCTS', ON_POSTGRES ? 1_000_000 : 100_000));
const SECONDS = setting('BENCH_SECONDS', 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = Math.round(setting('BENCH_CONNECTIONS', 20));
/** The latency runs: this many requests a second, from a few connections (BENCH_RATE). */
const RATE = Math.round(setting('BENCH_RATE', 50));
const PACED_CONNECTIONS = 5;
const PAGE = 12;
/** Writing a million products takes the first start minutes, not the usual seconds. */
const FILL_TIMEOUT_MS = 30 * 60_000;

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Catalogue {
  readonly label: string;
  readonly products: number;
  readonly server: ShopServer;
  /** The first start, writing the generated products (0 for the seed's catalogue). */
  readonly loadMs: number;
  /** The first start's peak resident memory (undefined for the seed's catalogue). */
  readonly loadPeakRss: number | undefined;
  readonly startMs: number;
  readonly afterStart: MemoryStats | undefined;
  /** Products in category 1 (its last listing page is the deep page). */
  readonly categoryOneTotal: number;
  readonly allTotal: number;
}

interface Call {
  readonly name: string;
  /**
   * The request for a catalogue; `pages` cycles the page number (uncached pages, one after
   * another), `paths` the path (searches not asked before: the server keeps each search's reply).
   */
  readonly request: (catalogue: Catalogue) => {
    readonly method: 'GET' | 'POST';
    readonly path: string;
    readonly body?: { categoryid: number; page: number; limit: number };
    readonly pages?: number;
    readonly paths?: readonly string[];
  };
}

const listing = (categoryid: number, page: number, pages?: number) => ({
  method: 'POST' as const,
  path: '/api/v1/products/by-category',
  body: { categoryid, page, limit: PAGE },
  ...(pages === undefined ? {} : { pages }),
});
const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE));
const searchPath = (q: string, categoryId = 0, limit = 8) =>
  `/api/v1/products/search?q=${encodeURIComponent(q)}&categoryId=${categoryId}&limit=${limit}`;
const search = (q: string) => ({ method: 'GET' as const, path: searchPath(q) });
/** Every query in every category (0–11) with every limit (1–20), shuffled: 240 searches a query. */
const searchesNotAskedBefore = (queries: readonly string[]) => {
  const random = createRandom('large-catalogue-searches');
  const paths = queries.flatMap((q) =>
    Array.from({ length: 12 * 20 }, (_, index) => searchPath(q, index % 12, Math.floor(index / 12) + 1)),
  );
  for (let index = paths.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [paths[index], paths[other]] = [paths[other] as string, paths[index] as string];
  }
  return { method: 'GET' as const, path: paths[0] as string, paths };
};
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** The broadest queries a search accepts (two characters): "pr" matches half a million products. */
const TWO_LETTER_PREFIXES = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));
/** Words of the generated names and brands: series, model numbers, brands, goods. */
const CATALOGUE_WORDS = [
  ...['pro', 'lite', 'max', 'plus', 'neo', 'edge', 'prime', 'air', 'ultra', 'mini', 'nova', 'zen'],
  ...Array.from({ length: 40 }, (_, index) => `x${index * 83 + 1}`),
  ...['samsung galaxy', 'apple', 'boat', 'redmi', 'sony', 'lumora', 'monsoon', 'kestrel', 'tarang'],
  ...['phone', 'laptop', 'tv', 'watch', 'shoe', 'book', 'mixer', 'cream', 'tea', 'yoga mat'],
];

const CALLS: readonly Call[] = [
  { name: 'listing: category 1, page 1', request: () => listing(1, 1) },
  { name: 'listing: category 1, last page', request: (c) => listing(1, lastPage(c.categoryOneTotal)) },
  { name: 'listing: all (0), page 1', request: () => listing(0, 1) },
  {
    name: 'listing: all (0), every page in turn',
    request: (c) => listing(0, 1, lastPage(c.allTotal)),
  },
  { name: 'search "pro" (broad), its kept reply', request: () => search('pro') },
  {
    name: 'search: two letters ("pr"), first asked',
    request: () => searchesNotAskedBefore(TWO_LETTER_PREFIXES),
  },
  {
    name: 'search: catalogue words ("x42", "samsung galaxy"), first asked',
    request: () => searchesNotAskedBefore(CATALOGUE_WORDS),
  },
  {
    name: 'search: no match ("zq17"), first asked',
    request: () => searchesNotAskedBefore(Array.from({ length: 200 }, (_, index) => `zq${index}`)),
  },
];

/** Where each (server, call) left off in its pages or paths, across its runs. */
const cursors = new Map<string, number>();
const nextInTurn = (cursor: string): number => {
  const next = cursors.get(cursor) ?? 0;
  cursors.set(cursor, next + 1);
  return next;
};

interface Measurement {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly failures: number;
}

/**
 * `rate` unset: as fast as CONNECTIONS connections go (requests/s, and a p99 that is mostly
 * queueing); set: that many requests a second from a few connections (the latency a class sees).
 */
async function load(catalogue: Catalogue, call: Call, seconds: number, rate?: number): Promise<Measurement> {
  const { method, path, body, pages, paths } = call.request(catalogue);
  // Where this server's earlier runs left off: their pages and searches are kept replies by now.
  const cursor = `${catalogue.label}:${call.name}`;
  const result = await autocannon({
    url: catalogue.server.base + path,
    connections: rate === undefined ? CONNECTIONS : PACED_CONNECTIONS,
    ...(rate === undefined ? {} : { overallRate: rate }),
    duration: seconds,
    requests: [
      {
        method,
        ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
        ...(body && pages
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: JSON.stringify({ ...body, page: (nextInTurn(cursor) % pages) + 1 }),
              }),
            }
          : {}),
        ...(paths
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: paths[nextInTurn(cursor) % paths.length] as string,
              }),
            }
          : {}),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** What the first reply of a call holds: products listed or found, and its size. */
async function firstReply(catalogue: Catalogue, call: Call): Promise<string> {
  const { method, path, body } = call.request(catalogue);
  const response = await fetch(catalogue.server.base + path, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${call.name} on ${catalogue.label} answered ${response.status}: ${text}`);
  const reply = JSON.parse(text) as { products: unknown[] };
  return `${reply.products.length} products, ${(text.length / 1024).toFixed(1)} KiB`;
}

async function totalOf(base: string, categoryid: number): Promise<number> {
  const response = await fetch(`${base}/api/v1/products/by-category`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categoryid, page: 1, limit: 1 }),
  });
  if (!response.ok) throw new Error(`The listing of category ${categoryid} answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

interface Data {
  readonly dataDir: string;
  readonly scratch: ScratchDatabase | undefined;
}

/** A server on its own data holding `products` products; started, stopped, filled, started again. */
async function startCatalogue(
  label: string,
  products: number,
  data: Data,
  seedSize: number,
): Promise<Catalogue> {
  const options = {
    dataDir: data.dataDir,
    ...(data.scratch ? { databaseUrl: data.scratch.url } : {}),
  };
  let loadMs = 0;
  let loadPeakRss: number | undefined;
  if (products > seedSize) {
    // The server writes the catalogue itself, as `pnpm start -- --products N` does.
    const started = performance.now();
    const first = await spawnShop({
      ...options,
      port: await freePort(),
      env: { CATALOGUE_PRODUCTS: String(products) },
      startupTimeoutMs: FILL_TIMEOUT_MS,
    });
    loadMs = performance.now() - started;
    loadPeakRss = memoryOf(first.child.pid)?.peakRss;
    await stopProcess(first.child);
    console.log(
      `  ${label}: first start, writing ${format(products - seedSize)} products, ${(loadMs / 1000).toFixed(1)} s`,
    );
  }
  const started = performance.now();
  const server = await spawnShop({ ...options, port: await freePort() });
  const startMs = performance.now() - started;
  console.log(`  ${label}: healthy ${startMs.toFixed(0)} ms after spawn`);
  return {
    label,
    products,
    server,
    loadMs,
    loadPeakRss,
    startMs,
    afterStart: memoryOf(server.child.pid),
    categoryOneTotal: await totalOf(server.base, 1),
    allTotal: await totalOf(server.base, 0),
  };
}

function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column <= 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** The large catalogue's figures against BUDGETS (the embedded database's within its factor). */
function printBudgets(large: Catalogue, p99s: readonly { name: string; p99Ms: number }[]): void {
  const factor = ON_POSTGRES ? 1 : BUDGETS.largeCatalogueEmbeddedFactor;
  const worst = (prefix: string) =>
    p99s.filter((run) => run.name.startsWith(prefix)).reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
  // MB of 10^6 bytes, as BUDGETS counts them (bench/cold-start too).
  const peakMb = (memoryOf(large.server.child.pid)?.peakRss ?? 0) / 1e6;
  const lines = [
    ['listing p99', worst('listing'), BUDGETS.largeCatalogueListingP99Ms * factor],
    ['search p99', worst('search'), BUDGETS.largeCatalogueSearchP99Ms * factor],
  ] as const;
  console.log(
    `\nBudgets at ${format(large.products)} products${factor > 1 ? ` (embedded: ${factor}× the PostgreSQL ones)` : ''}:`,
  );
  for (const [what, run, budget] of lines) {
    console.log(
      `  ${what} at ${RATE} requests/s ≤ ${budget} ms — worst ${format(run.p99Ms)} ms (${run.name}): ${verdict(run.p99Ms <= budget)}`,
    );
  }
  const rssBudget = BUDGETS.largeCatalogueRssMb * factor;
  console.log(
    `  peak RSS under load ≤ ${rssBudget} MB — ${peakMb.toFixed(0)} MB: ${verdict(peakMb <= rssBudget)}`,
  );
  const restartBudget = BUDGETS.largeCatalogueRestartMs * factor;
  console.log(
    `  restart on the filled database ≤ ${restartBudget / 1000} s — ${(large.startMs / 1000).toFixed(1)} s: ${verdict(large.startMs <= restartBudget)}`,
  );
}

async function main(): Promise<number> {
  const missing = missingBuild({ storefront: false });
  if (missing) {
    console.error(missing);
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const seedSize = generateCatalogue().products.length;
  const data: Data[] = [];
  const catalogues: Catalogue[] = [];
  const cleanUp = async () => {
    await Promise.all(catalogues.map((catalogue) => stopProcess(catalogue.server.child)));
    for (const { dataDir, scratch } of data) {
      await rm(dataDir, { recursive: true, force: true });
      await scratch
        ?.drop()
        .catch((error: unknown) => console.error(`Could not drop ${scratch.name}: ${String(error)}`));
    }
  };
  cleanUpOnSignal(cleanUp);

  try {
    const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `Node ${process.version}, ${cpus().length} CPU(s), ${driver}, ${SECONDS} s per run: as fast as ${CONNECTIONS} connections go, then ${RATE} requests/s`,
    );
    for (const [label, products] of [
      ['seed', seedSize],
      [`${format(LARGE)}`, LARGE],
    ] as const) {
      const folder: Data = {
        dataDir: await mkdtemp(join(tmpdir(), 'shop-catalogue-')),
        scratch: databaseUrl ? await createScratchDatabase(databaseUrl, `cat${products}`) : undefined,
      };
      data.push(folder);
      catalogues.push(await startCatalogue(label, products, folder, seedSize));
    }
    const [small, large] = catalogues as [Catalogue, Catalogue];

    const rows: string[][] = [];
    const largeP99s: { name: string; p99Ms: number }[] = [];
    let failures = 0;
    const cpuBefore = catalogues.map((catalogue) => cpuMsOf(catalogue.server.child.pid));
    for (const call of CALLS) {
      console.log(
        `${call.name}: ${small.label} ${await firstReply(small, call)}; ${large.label} ${await firstReply(large, call)}`,
      );
      await load(small, call, WARM_UP_SECONDS);
      await load(large, call, WARM_UP_SECONDS);
      const smallRun = await load(small, call, SECONDS);
      const largeRun = await load(large, call, SECONDS);
      const smallPaced = await load(small, call, SECONDS, RATE);
      const largePaced = await load(large, call, SECONDS, RATE);
      const callFailures = [smallRun, largeRun, smallPaced, largePaced].reduce(
        (sum, run) => sum + run.failures,
        0,
      );
      failures += callFailures;
      largeP99s.push({ name: call.name, p99Ms: largePaced.p99Ms });
      rows.push([
        call.name,
        '',
        format(smallRun.requestsPerSecond),
        format(largeRun.requestsPerSecond),
        format(
          smallRun.requestsPerSecond > 0 ? largeRun.requestsPerSecond / smallRun.requestsPerSecond : 0,
          2,
        ),
        format(smallRun.p99Ms),
        format(largeRun.p99Ms),
        format(smallPaced.p99Ms),
        format(largePaced.p99Ms),
        format(smallPaced.p99Ms > 0 ? largePaced.p99Ms / smallPaced.p99Ms : 0, 1),
        callFailures > 0 ? String(callFailures) : '',
      ]);
    }
    const cpuAfter = catalogues.map((catalogue) => cpuMsOf(catalogue.server.child.pid));

    console.log(
      `\nListing and search: ${small.label} (${format(small.products)} products) vs ${large.label} (${format(large.products)})\n`,
    );
    printTable(
      [
        'call',
        '',
        `req/s ${small.label}`,
        `req/s ${large.label}`,
        'ratio',
        `p99 ms ${small.label}`,
        `p99 ms ${large.label}`,
        `p99 ms at ${RATE}/s ${small.label}`,
        `p99 ms at ${RATE}/s ${large.label}`,
        'ratio',
        'failures',
      ],
      rows,
    );
    console.log('');
    printTable(
      [
        'catalogue',
        'products',
        'first start (writes)',
        'its peak RSS',
        'restart',
        'RSS after start',
        'RSS after load',
        'peak RSS',
        'CPU in load',
      ],
      catalogues.map((catalogue, index) => {
        const after = memoryOf(catalogue.server.child.pid);
        const before = cpuBefore[index];
        const end = cpuAfter[index];
        return [
          catalogue.label,
          format(catalogue.products),
          catalogue.loadMs > 0 ? `${(catalogue.loadMs / 1000).toFixed(1)} s` : '—',
          catalogue.loadPeakRss === undefined ? '—' : mebibytes(catalogue.loadPeakRss),
          `${format(catalogue.startMs)} ms`,
          mebibytes(catalogue.afterStart?.rss),
          mebibytes(after?.rss),
          mebibytes(after?.peakRss),
          before !== undefined && end !== undefined ? `${((end - before) / 1000).toFixed(1)} s` : 'n/a',
        ];
      }),
    );
    printBudgets(large, largeP99s);
    if (failures > 0) {
      console.error(`\n${failures} request(s) failed (errors, timeouts or non-2xx).`);
      return 1;
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main();
