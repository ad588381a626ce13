import { missingBuild } from '../shared/start-shop';
import { KILLS, type RunResult, runCrashSafety } from './crash-run';
import { type InFlightCount, WRITE_KINDS } from './ledger';

/**
 * `pnpm --filter @shop/bench-crash-safety bench`: a write load against the built server, which is
 * killed with SIGKILL 20 times and restarted on the same data; afterwards every acknowledged write
 * must still be there. On PGlite, then on PostgreSQL when DATABASE_URL is set (in a fresh database
 * on that server, dropped at the end). A correctness check that prints figures: it exits non-zero
 * only when an acknowledged write is lost, an order is placed twice for one idempotency key, or the
 * server does not come back; restart times are figures, never a verdict.
 */

/** The seeded moments of the kills and the shoppers' choices: the same seed, the same run. */
const SEED = process.env.CRASH_SEED ?? 'shoplane';

const log = (line: string) => console.log(`  ${line}`);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const perKind = (counts: Readonly<Record<string, number>>) =>
  WRITE_KINDS.filter((kind) => (counts[kind] ?? 0) > 0)
    .map((kind) => `${kind} ${counts[kind]}`)
    .join(' · ') || 'none';

function inFlightLine(inFlight: Readonly<Record<string, InFlightCount>>): string {
  const counts = Object.values(inFlight);
  const total = sum(counts.map((count) => count.landed + count.notLanded + count.undetermined));
  const landed = sum(counts.map((count) => count.landed));
  const notLanded = sum(counts.map((count) => count.notLanded));
  const undetermined = sum(counts.map((count) => count.undetermined));
  const kinds = WRITE_KINDS.map((kind) => {
    const count = inFlight[kind];
    const all = count ? count.landed + count.notLanded + count.undetermined : 0;
    return all > 0 ? `${kind} ${all}` : undefined;
  }).filter(Boolean);
  return (
    `${total} (landed ${landed}, not landed ${notLanded}` +
    `${undetermined > 0 ? `, either ${undetermined}` : ''})${kinds.length > 0 ? ` — ${kinds.join(' · ')}` : ''}`
  );
}

function passed(result: RunResult): boolean {
  return (
    result.failure === undefined &&
    result.kills === KILLS &&
    result.ledger.lost.length === 0 &&
    result.ledger.duplicates.length === 0
  );
}

function printSummary(result: RunResult): void {
  const { ledger } = result;
  const acknowledged = sum(Object.values(ledger.acknowledged));
  const rows: [string, string][] = [
    ['writes acknowledged', `${acknowledged} — ${perKind(ledger.acknowledged)}`],
    ['writes refused (4xx)', perKind(ledger.refused)],
    ['in flight at kills', inFlightLine(ledger.inFlight)],
    ['kills', `${result.kills}/${KILLS} SIGKILL, ${result.restartMs.length} restarts on the same data`],
    [
      'restart time',
      `median ${ms(median(result.restartMs))}, max ${ms(Math.max(0, ...result.restartMs))} ` +
        `(spawn to healthy; first start ${ms(result.firstStartMs)})`,
    ],
    ['accounts', `${ledger.shoppers.length} (${result.shoppers} virtual shoppers)`],
    ['lost acknowledged', String(ledger.lost.length)],
    ['duplicate orders', String(ledger.duplicates.length)],
    ['unexpected no-reply', String(ledger.unexpected.length)],
    ['run time', `${(result.durationMs / 1000).toFixed(1)} s (seed ${result.seed})`],
  ];
  console.log(`\nCrash safety on ${result.driver}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(21)} ${value}`);
  const refusals = [...ledger.refusals].sort(([, a], [, b]) => b - a);
  for (const [reason, count] of refusals) console.log(`    refused ${count}× ${reason}`);
  const details = [
    ...ledger.lost.map((line) => `LOST ${line}`),
    ...ledger.duplicates.map((line) => `DUPLICATE ${line}`),
    ...ledger.unexpected.map((line) => `unexpected: ${line}`),
  ];
  for (const line of details.slice(0, 20)) console.log(`    ${line}`);
  if (details.length > 20) console.log(`    … and ${details.length - 20} more`);
  if (result.failure) console.log(`  failure: ${result.failure}`);
  if (result.keptData) console.log(`  data kept for a post-mortem: ${result.keptData}`);
  console.log(
    passed(result)
      ? `  verdict: PASS — every acknowledged write survived ${result.kills} SIGKILLs on ${result.driver}`
      : `  verdict: FAIL on ${result.driver} — ${
          result.failure ?? `${ledger.lost.length} lost, ${ledger.duplicates.length} duplicated`
        }`,
  );
}

async function main(): Promise<void> {
  const missing = missingBuild({ storefront: false });
  if (missing) throw new Error(missing);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (!databaseUrl) {
    console.log('DATABASE_URL is not set: PGlite only (set it to a PostgreSQL server to run there too).');
  }
  const drivers = [
    { driver: 'PGlite' as const },
    ...(databaseUrl ? [{ driver: 'PostgreSQL' as const, databaseUrl }] : []),
  ];
  const results: RunResult[] = [];
  for (const run of drivers) {
    console.log(`\n${run.driver}: ${KILLS} SIGKILLs under a write load (seed ${SEED})`);
    const result = await runCrashSafety({ ...run, seed: SEED, log });
    printSummary(result);
    results.push(result);
  }
  if (!results.every(passed)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
