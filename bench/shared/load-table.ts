import { percentile, type Tally } from './tally';

/** A latency in the tables: whole milliseconds from 100 up, one decimal below. */
export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

export const errorsOf = (tally: Tally) => Object.values(tally.errors).reduce((sum, count) => sum + count, 0);

/**
 * Per call of a load: counts, errors, p50/p95/p99, the p99 of the time the server itself held the
 * calls (its Server-Timing: what is left is the queue before it read them, the network and the
 * load generator), and the p99 of the same call made alone (no load) beside it with their ratio,
 * then a line for all calls with the rate.
 */
export function loadTable(loaded: Tally, unloaded: Tally, seconds: number): string {
  const ids = Object.keys(loaded.latencies).sort();
  const header = [
    'call',
    'calls',
    'errors',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'server p99',
    'alone p99',
    'p99 ratio',
  ];
  const serverP99 = (values: readonly number[] | undefined) =>
    values && values.length > 0
      ? ms(
          percentile(
            [...values].sort((a, b) => a - b),
            0.99,
            true,
          ),
        )
      : 'n/a';
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
      serverP99(loaded.serverLatencies[id]),
      alone > 0 ? ms(alone) : 'n/a',
      alone > 0 ? `${(p99 / alone).toFixed(1)}×` : 'n/a',
    ];
  });
  const all = Object.values(loaded.latencies).flat();
  rows.push([
    'all calls',
    String(all.length),
    String(errorsOf(loaded)),
    ms(percentile(all, 0.5)),
    ms(percentile(all, 0.95)),
    ms(percentile(all, 0.99)),
    serverP99(Object.values(loaded.serverLatencies).flat()),
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
