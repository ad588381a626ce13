import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generateCatalogue } from '@shop/catalog';
import { cpuMsOf, mebibytes, memoryOf, type MemoryStats } from '../shared/process-stats';
import {
  cleanUpOnSignal,
  freePort,
  missingBuild,
  type ShopServer,
  spawnShop,
  stopProcess,
} from '../shared/start-shop';
import {
  addLargeCatalogue,
  openPgliteFolder,
  openPostgres,
  type Sql,
  timeReadingAll,
} from './catalogue-database';
import { createScratchDatabase, type ScratchDatabase } from '../shared/scratch-database';

/**
 * `pnpm --filter @shop/bench-large-catalogue bench`: listing and search on the seed's catalogue
 * (~300 products) and on a generated one of 100,000, two servers side by side in one run
 * (ARCHITECTURE.md "Performance design": ratios, because the machine is shared). PGlite, as a
 * fresh local install runs; PostgreSQL when DATABASE_URL is set (fresh databases on that server,
 * dropped at the end). Prints requests/s and p99 per call on each catalogue and the ratio, the
 * time to load the catalogue, each server's start time and memory. Exits non-zero only when
 * something fails.
 */

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const LARGE = Math.round(setting('BENCH_PRODUCTS', 100_000));
const SECONDS = setting('BENCH_SECONDS', 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = Math.round(setting('BENCH_CONNECTIONS', 20));
const PAGE = 12;

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Catalogue {
  readonly label: string;
  readonly products: number;
  readonly server: ShopServer;
  readonly loadMs: number;
  /** The products' JSON, bytes (0 when not measured: the seed's catalogue). */
  readonly jsonBytes: number;
  /** The database's time to hand over every product (0 when not measured). */
  readonly readAllMs: number;
  readonly startMs: number;
  readonly afterStart: MemoryStats | undefined;
  /** Products in category 1 (its last listing page is the deep page). */
  readonly categoryOneTotal: number;
  readonly allTotal: number;
}

interface Call {
  readonly name: string;
  /** The request for a catalogue; `pages` cycles the page number (uncached pages, one after another). */
  readonly request: (catalogue: Catalogue) => {
    readonly method: 'GET' | 'POST';
    readonly path: string;
    readonly body?: { categoryid: number; page: number; limit: number };
    readonly pages?: number;
  };
}

const listing = (categoryid: number, page: number, pages?: number) => ({
  method: 'POST' as const,
  path: '/api/v1/products/by-category',
  body: { categoryid, page, limit: PAGE },
  ...(pages === undefined ? {} : { pages }),
});
const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE));
const search = (q: string) => ({
  method: 'GET' as const,
  path: `/api/v1/products/search?q=${encodeURIComponent(q)}`,
});

const CALLS: readonly Call[] = [
  { name: 'listing: category 1, page 1', request: () => listing(1, 1) },
  { name: 'listing: category 1, last page', request: (c) => listing(1, lastPage(c.categoryOneTotal)) },
  { name: 'listing: all (0), page 1', request: () => listing(0, 1) },
  {
    name: 'listing: all (0), every page in turn',
    request: (c) => listing(0, 1, lastPage(c.allTotal)),
  },
  { name: 'search "samsung galaxy" (selective)', request: () => search('samsung galaxy') },
  { name: 'search "x42" (model no., rare)', request: () => search('x42') },
  { name: 'search "pro" (broad)', request: () => search('pro') },
  { name: 'search "phone" (category word)', request: () => search('phone') },
  { name: 'search "zzqx" (no match)', request: () => search('zzqx') },
];

interface Measurement {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly failures: number;
}

async function load(catalogue: Catalogue, call: Call, seconds: number): Promise<Measurement> {
  const { method, path, body, pages } = call.request(catalogue);
  let page = 0;
  const result = await autocannon({
    url: catalogue.server.base + path,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method,
        ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
        ...(body && pages
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: JSON.stringify({ ...body, page: (page++ % pages) + 1 }),
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
  let jsonBytes = 0;
  let readAllMs = 0;
  if (products > seedSize) {
    const first = await spawnShop({ ...options, port: await freePort() });
    await stopProcess(first.child);
    const started = performance.now();
    const sql: Sql = data.scratch
      ? await openPostgres(data.scratch.url)
      : await openPgliteFolder(data.dataDir);
    try {
      ({ jsonBytes } = await addLargeCatalogue(sql, products, seedSize));
      loadMs = performance.now() - started;
      readAllMs = await timeReadingAll(sql);
    } finally {
      await sql.close();
    }
    console.log(
      `  ${label}: ${products - seedSize} products added in ${(loadMs / 1000).toFixed(1)} s; ` +
        `reading them all back takes the database ${format(readAllMs)} ms; ` +
        `their JSON is ${mebibytes(jsonBytes)}`,
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
    jsonBytes,
    readAllMs,
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
      `Node ${process.version}, ${cpus().length} CPU(s), ${driver}, ${CONNECTIONS} connections, ${SECONDS} s per run`,
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
      failures += smallRun.failures + largeRun.failures;
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
        format(smallRun.p99Ms > 0 ? largeRun.p99Ms / smallRun.p99Ms : 0, 1),
        smallRun.failures + largeRun.failures > 0 ? `${smallRun.failures}/${largeRun.failures}` : '',
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
        'filled in',
        'start',
        'DB reads all',
        'products JSON',
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
          `${format(catalogue.startMs)} ms`,
          catalogue.readAllMs > 0 ? `${format(catalogue.readAllMs)} ms` : '—',
          catalogue.jsonBytes > 0 ? mebibytes(catalogue.jsonBytes) : '—',
          mebibytes(catalogue.afterStart?.rss),
          mebibytes(after?.rss),
          mebibytes(after?.peakRss),
          before !== undefined && end !== undefined ? `${((end - before) / 1000).toFixed(1)} s` : 'n/a',
        ];
      }),
    );
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
