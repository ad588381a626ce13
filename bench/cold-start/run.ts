import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS, verdict } from '../shared/budgets';
import { memoryOf } from '../shared/process-stats';
import { freePort, missingBuild, spawnShop, stopProcess } from '../shared/start-shop';

/**
 * `pnpm bench` (cold start): how long the built server takes from spawn to a healthy reply, and its
 * peak resident memory, on a new data folder (the README's first `pnpm start`), again on the folder
 * it made, and (for where the time goes) on a new folder without the build's initial data, which
 * makes PGlite run initdb and every migration. Reports only; exits non-zero only if a server does
 * not start. `COLD_START_RUNS=n` (default 3) repeats the first two and reports medians.
 */

const RUNS = Math.max(1, Number(process.env.COLD_START_RUNS ?? 3));

interface Start {
  readonly ms: number;
  /** Peak resident memory (VmHWM) and resident memory (VmRSS) once healthy, MB (10^6 bytes). */
  readonly peakMb: number;
  readonly rssMb: number;
}

async function timedStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const server = await spawnShop({ port, dataDir });
  const ms = performance.now() - started;
  try {
    const memory = memoryOf(server.child.pid);
    if (!memory) throw new Error('no memory figures for the server (this bench reads /proc)');
    return { ms, peakMb: memory.peakRss / 1e6, rssMb: memory.rss / 1e6 };
  } finally {
    await stopProcess(server.child);
  }
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Each figure's median over the runs (figure by figure: not one run's). */
const medianStart = (starts: readonly Start[]): Start => ({
  ms: median(starts.map((start) => start.ms)),
  peakMb: median(starts.map((start) => start.peakMb)),
  rssMb: median(starts.map((start) => start.rssMb)),
});

async function main(): Promise<number> {
  const missing = missingBuild({ storefront: false });
  if (missing) {
    console.error(`Cold start not measured: ${missing}`);
    return 1;
  }
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'shop-cold-start-'));
    folders.push(folder);
    return folder;
  };
  try {
    const first: Start[] = [];
    const again: Start[] = [];
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Run ${run} of ${RUNS}: a first start on a new folder, then a restart on it…`);
      const folder = await newFolder();
      first.push(await timedStart(folder));
      again.push(await timedStart(folder));
    }
    console.log('A first start without the initial data (PGlite initdb and every migration)…');
    const bare = await newFolder();
    // An existing, empty PGlite folder is never filled from the initial data (db/initial-data.ts).
    mkdirSync(join(bare, 'pglite'));
    const initdb = await timedStart(bare);

    const row = (name: string, starts: readonly Start[]) => {
      const { ms, peakMb, rssMb } = medianStart(starts);
      return [name, ms.toFixed(0), peakMb.toFixed(0), rssMb.toFixed(0)];
    };
    const rows = [
      ['start', 'ms to healthy', 'peak RSS MB', 'RSS MB'],
      row(`first start, new folder (median of ${RUNS})`, first),
      row(`restart on that folder (median of ${RUNS})`, again),
      row('first start without initial data (1 run)', [initdb]),
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
    console.log('\nThe built server (NODE_ENV=production, embedded PGlite):\n');
    for (const [index, cells] of rows.entries()) {
      console.log(
        cells
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
          )
          .join('  '),
      );
      if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    }
    const budget = (name: string, starts: readonly Start[]) => {
      const { ms, peakMb: peak } = medianStart(starts);
      return (
        `${name} ≤ ${BUDGETS.coldStartMs} ms — ${ms.toFixed(0)} ms: ${verdict(ms <= BUDGETS.coldStartMs)}; ` +
        `peak ≤ ${BUDGETS.coldStartPeakMb} MB — ${peak.toFixed(0)} MB: ${verdict(peak <= BUDGETS.coldStartPeakMb)}`
      );
    };
    console.log(`\nBudget: ${budget('a first start', first)}`);
    console.log(`        ${budget('a restart', again)}`);
    const { ms, peakMb: peak } = medianStart(first);
    console.log(
      `Ratios: the initial data makes a first start ${(initdb.ms / ms).toFixed(1)}× faster and its peak ` +
        `${(initdb.peakMb / peak).toFixed(1)}× smaller than initdb would.`,
    );
    return 0;
  } catch (error) {
    console.error('Cold start not measured:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

process.exitCode = await main();
