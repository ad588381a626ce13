import { runVirtualUsers, serveLoadOrder } from '../shared/load-processes';
import { emptyTally, type Tally } from '../shared/tally';
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

function runUsers(order: ShopperOrder): Promise<Tally> {
  const tally = emptyTally();
  const until = performance.now() + order.durationMs;
  return runVirtualUsers(tally, order.accounts.length, order.rampMs, (offset) =>
    new VirtualUser(order.firstIndex + offset, order.accounts[offset]!, order.settings, tally).run(until),
  );
}

serveLoadOrder(runUsers);
