import { fork, type Serializable } from 'node:child_process';
import { cpuUsage } from 'node:process';
import { mergeTallies, type Tally } from './tally';

/**
 * Runs a load in processes of its own (a forked TypeScript file per group of virtual users), so the
 * load generator gets cores of its own rather than sharing one event loop with hundreds of users'
 * JSON. Each process gets its order over IPC and answers with its tally (or an error); the
 * tallies are merged.
 */

export type LoadProcessReply = { readonly tally: Tally } | { readonly error: string };

export function runLoadProcesses<Order extends Serializable>(
  script: string,
  orders: readonly Order[],
): Promise<Tally> {
  return Promise.all(
    orders.map(
      (order) =>
        new Promise<Tally>((resolve, reject) => {
          const child = fork(script, [], {
            execArgv: ['--import', import.meta.resolve('tsx')],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          let replied = false;
          child.once('message', (reply: LoadProcessReply) => {
            replied = true;
            if ('tally' in reply) resolve(reply.tally);
            else reject(new Error(`A load process failed: ${reply.error}`));
          });
          child.once('exit', (code) => {
            if (!replied) reject(new Error(`A load process exited with ${code} before its tally`));
          });
          child.send(order);
        }),
    ),
  ).then(mergeTallies);
}

/** In a forked load process: takes its order, runs it, sends the tally back and exits. */
export function serveLoadOrder<Order>(run: (order: Order) => Promise<Tally>): void {
  process.once('message', (order: Order) => {
    run(order).then(
      (tally) => process.send?.({ tally } satisfies LoadProcessReply, () => process.exit(0)),
      (error: unknown) =>
        process.send?.(
          {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies LoadProcessReply,
          () => process.exit(1),
        ),
    );
  });
}

/** `items` in `groups` slices of about equal size (none empty), in order. */
export function inGroups<T>(items: readonly T[], groups: number): T[][] {
  const per = Math.ceil(items.length / Math.max(1, groups));
  return Array.from({ length: groups }, (_, index) => items.slice(index * per, (index + 1) * per)).filter(
    (group) => group.length > 0,
  );
}

/**
 * In a load process: starts `count` virtual users spread over `rampMs` (not all in the same
 * millisecond), waits for them all, and notes the CPU the process used meanwhile in `tally`.
 */
export async function runVirtualUsers(
  tally: Tally,
  count: number,
  rampMs: number,
  runUser: (offset: number) => Promise<void>,
): Promise<Tally> {
  const cpuBefore = cpuUsage();
  await Promise.all(
    Array.from({ length: count }, async (_, offset) => {
      await new Promise((resolve) => setTimeout(resolve, count > 1 ? (rampMs * offset) / count : 0));
      await runUser(offset);
    }),
  );
  const cpu = cpuUsage(cpuBefore);
  tally.clientCpuMs = (cpu.user + cpu.system) / 1000;
  return tally;
}
