import { cpuUsage } from 'node:process';
import { emptyTally, type Tally } from './tally';
import { type JourneySettings, type ShopperAccount, VirtualUser } from './virtual-user';

/**
 * A process of virtual users (forked by run.ts): the load generator gets cores of its own rather
 * than sharing one event loop with 200 users' JSON. Gets its users over IPC, runs them for the
 * given time and sends its tally back.
 */

export interface ShopperOrder {
  readonly settings: JourneySettings;
  readonly accounts: readonly ShopperAccount[];
  /** The first user's index over the whole run (seeds and client addresses stay distinct). */
  readonly firstIndex: number;
  readonly durationMs: number;
  /** Users start spread over this long, not all in the same millisecond. */
  readonly rampMs: number;
}

export type ShopperReply = { readonly tally: Tally } | { readonly error: string };

async function runUsers(order: ShopperOrder): Promise<Tally> {
  const tally = emptyTally();
  const cpuBefore = cpuUsage();
  const until = performance.now() + order.durationMs;
  await Promise.all(
    order.accounts.map(async (account, offset) => {
      const delay = order.accounts.length > 1 ? (order.rampMs * offset) / order.accounts.length : 0;
      await new Promise((resolve) => setTimeout(resolve, delay));
      await new VirtualUser(order.firstIndex + offset, account, order.settings, tally).run(until);
    }),
  );
  const cpu = cpuUsage(cpuBefore);
  tally.clientCpuMs = (cpu.user + cpu.system) / 1000;
  return tally;
}

process.once('message', (order: ShopperOrder) => {
  runUsers(order).then(
    (tally) => process.send?.({ tally } satisfies ShopperReply, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () =>
        process.exit(1),
      ),
  );
});
