/**
 * What a group of virtual users measured: every call's latency by contract endpoint id, the
 * failures, and the cart checks. Plain data, so a shopper process can send it over IPC and the
 * run can merge the processes' tallies.
 */

export interface Tally {
  /** Endpoint id → latencies in milliseconds, one per call (failed calls included). */
  readonly latencies: Record<string, number[]>;
  /** Endpoint id → how long the server says it held each call (Server-Timing), where it said. */
  readonly serverLatencies: Record<string, number[]>;
  /** Endpoint id → calls that failed (non-2xx, no reply, or a reply the journey could not use). */
  readonly errors: Record<string, number>;
  /** The first few failures in words. */
  readonly failureSamples: string[];
  cartChecks: number;
  /** Carts whose lines or totals differ from @shop/core's computation from the product prices. */
  readonly cartMismatches: string[];
  journeys: number;
  orders: number;
  /** CPU the shopper process used while measuring (user + system, milliseconds). */
  clientCpuMs: number;
}

const SAMPLES_KEPT = 10;

export function emptyTally(): Tally {
  return {
    latencies: {},
    serverLatencies: {},
    errors: {},
    failureSamples: [],
    cartChecks: 0,
    cartMismatches: [],
    journeys: 0,
    orders: 0,
    clientCpuMs: 0,
  };
}

export function recordCall(
  tally: Tally,
  id: string,
  ms: number,
  failure: string | undefined,
  serverMs?: number,
): void {
  (tally.latencies[id] ??= []).push(ms);
  if (serverMs !== undefined) (tally.serverLatencies[id] ??= []).push(serverMs);
  if (failure === undefined) return;
  tally.errors[id] = (tally.errors[id] ?? 0) + 1;
  if (tally.failureSamples.length < SAMPLES_KEPT) tally.failureSamples.push(`${id}: ${failure}`);
}

export function recordMismatch(tally: Tally, description: string): void {
  if (tally.cartMismatches.length < SAMPLES_KEPT) tally.cartMismatches.push(description);
  else tally.cartMismatches.push('…');
}

export function mergeTallies(tallies: readonly Tally[]): Tally {
  const merged = emptyTally();
  for (const tally of tallies) {
    for (const [id, values] of Object.entries(tally.latencies)) {
      const into = (merged.latencies[id] ??= []);
      for (const value of values) into.push(value);
    }
    for (const [id, values] of Object.entries(tally.serverLatencies)) {
      const into = (merged.serverLatencies[id] ??= []);
      for (const value of values) into.push(value);
    }
    for (const [id, count] of Object.entries(tally.errors))
      merged.errors[id] = (merged.errors[id] ?? 0) + count;
    merged.failureSamples.push(...tally.failureSamples.slice(0, SAMPLES_KEPT - merged.failureSamples.length));
    merged.cartMismatches.push(...tally.cartMismatches);
    merged.cartChecks += tally.cartChecks;
    merged.journeys += tally.journeys;
    merged.orders += tally.orders;
    merged.clientCpuMs += tally.clientCpuMs;
  }
  return merged;
}

/** Nearest-rank percentile of unsorted values (0 for none). */
export function percentile(values: readonly number[], fraction: number, sorted = false): number {
  if (values.length === 0) return 0;
  const ordered = sorted ? values : [...values].sort((a, b) => a - b);
  const rank = Math.min(ordered.length, Math.max(1, Math.ceil(fraction * ordered.length)));
  return ordered[rank - 1] ?? 0;
}
